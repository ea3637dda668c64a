import * as z from 'zod';
import type { TFieldIssue } from '../../../../schemas/errors';
import { formatGermanTime, germanDay, germanWallClock } from '../../../../schemas/kernel/calendar';
import { ZDay } from '../../../../schemas/masterdata/price-agreement';
import {
  orderMessages,
  type TOrder,
  type TOrderInput,
  type TOrderShelf,
  ZOrderInput,
} from '../../../../schemas/orders/order';
import type { StructurePick } from '../../components/map/structure-selection';

/** A time of day as the TimeField holds it ('07:30'). */
const ZClock = z.iso.time({ precision: -1, error: 'Bitte gib eine gültige Uhrzeit ein.' });

/**
 * The order form (create and edit): the order's input (ZOrderInput, the server's own checks) with the planned
 * moments typed as German day and time apart; the schema joins them into the moments the API takes,
 * so a missing or wrong day shows at its own field (the server checks the joined input again).
 */
export const ZOrderForm = ZOrderInput.omit({ plannedStartDateTime: true, plannedEndDateTime: true })
  .extend({
    startDate: ZDay.nullable().refine((day) => day !== null, orderMessages.plannedStart),
    startTime: ZClock.nullable().refine((time) => time !== null, orderMessages.plannedStart),
    endDate: ZDay.nullable(),
    endTime: ZClock.nullable(),
  })
  .transform(({ startDate, startTime, endDate, endTime, ...plan }) => ({
    ...plan,
    plannedStartDateTime: startDate && startTime ? germanWallClock(startDate, startTime) : null,
    // An end day without a time means the day's end of work is open: its evening.
    plannedEndDateTime: endDate ? germanWallClock(endDate, endTime ?? '23:59') : null,
  }));

/**
 * What the form holds: texts as typed, choices as ids ('' for none), the fields and tracks picked on the
 * map with their sequence (StructurePick, under the API's names).
 */
export type OrderFormValues = StructurePick & {
  name: string;
  serviceId: string;
  employeeId: string;
  operatingUnitId: string;
  /** The one customer, when the company plans one customer per order. */
  customerId: string;
  /** The customers, when the company plans several per order (enableMultiCustomerOrders). */
  customerIds: string[];
  subCustomerIds: string[];
  receiptReceiverId: string;
  /** The order's project ('' for none); offered when the company uses projects (enableProjects). */
  projectId: string;
  machineIds: string[];
  startDate: string | null;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  other: string;
  decoupleTimeTrackings: boolean;
};

export const emptyOrderForm = (today: string): OrderFormValues => ({
  name: '',
  serviceId: '',
  employeeId: '',
  operatingUnitId: '',
  customerId: '',
  customerIds: [],
  subCustomerIds: [],
  receiptReceiverId: '',
  projectId: '',
  machineIds: [],
  startDate: today,
  startTime: '07:00',
  endDate: null,
  endTime: null,
  other: '',
  decoupleTimeTrackings: false,
  fieldIds: [],
  trackIds: [],
  mapStructuresSequence: [],
  isMapStructuresSequenceEnabled: false,
});

/** A moment as the form's German day and time fields hold it. */
const dayAndTime = (moment: string | null) =>
  moment === null ? { day: null, time: null } : { day: germanDay(moment), time: formatGermanTime(moment) };

/** An order's plan as the form shows it for editing. */
export const orderFormValues = (order: TOrder): OrderFormValues => {
  const start = dayAndTime(order.plannedStartDateTime);
  const end = dayAndTime(order.plannedEndDateTime);
  return {
    name: order.name,
    serviceId: order.serviceId ?? '',
    employeeId: order.employeeId ?? '',
    operatingUnitId: order.operatingUnitId ?? '',
    customerId: order.customerIds[0] ?? '',
    customerIds: order.customerIds,
    subCustomerIds: order.subCustomerIds,
    receiptReceiverId: order.receiptReceiverId ?? '',
    projectId: order.projectId ?? '',
    machineIds: order.machineIds,
    startDate: start.day,
    startTime: start.time,
    endDate: end.day,
    endTime: end.time,
    other: order.other ?? '',
    decoupleTimeTrackings: order.decoupleTimeTrackings,
    fieldIds: order.fieldIds,
    trackIds: order.trackIds,
    mapStructuresSequence: order.mapStructuresSequence,
    isMapStructuresSequenceEnabled: order.isMapStructuresSequenceEnabled,
  };
};

/**
 * The form's values as the schema takes them: an empty choice is none, and the customers come from the
 * one select or the multi-select, whichever the form shows (`multiCustomer`).
 */
export const prepareOrderForm = ({ customerId, ...values }: OrderFormValues, multiCustomer = true) => ({
  ...values,
  serviceId: values.serviceId || null,
  employeeId: values.employeeId || null,
  operatingUnitId: values.operatingUnitId || null,
  receiptReceiverId: values.receiptReceiverId || null,
  projectId: values.projectId || null,
  customerIds: multiCustomer ? values.customerIds : customerId ? [customerId] : [],
});

/** Whether the form offers several customers: the company allows it, or the order has several already. */
export const plansSeveralCustomers = (enabled: boolean, order?: TOrder): boolean =>
  enabled || (order?.customerIds.length ?? 0) > 1;

/**
 * The change of an order as PATCH takes it: what the form planned (with the fields and tracks picked),
 * and what it does not show (area overrides, loading points and markers an order request
 * brought) as the order has it, so saving the form does not clear them.
 */
export const orderChange = (order: TOrder, planned: z.output<typeof ZOrderForm>): TOrderInput => ({
  ...planned,
  fieldOverrides: order.fieldOverrides,
  loadingPointIds: order.loadingPointIds,
  markers: order.markers,
});

/** Which form field shows a server issue of the plan (the moments are day and time fields apart). */
const formFieldOf: Partial<Record<string, keyof OrderFormValues>> = {
  plannedStartDateTime: 'startDate',
  plannedEndDateTime: 'endDate',
};

/**
 * The server's issues of a create or update (an update names them under `data.`) at the form's fields:
 * one of a list (`customerIds.1`) at the list, the moments at their day, the one customer at its select.
 */
export const orderFormIssues = (issues: readonly TFieldIssue[], multiCustomer: boolean, prefix = ''): TFieldIssue[] =>
  issues.map((issue) => {
    const path = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    const field = path.replace(/\.\d+$/, '');
    const shown = formFieldOf[field] ?? (field === 'customerIds' && !multiCustomer ? 'customerId' : field);
    return { ...issue, path: shown };
  });

/** The list filters of the form ('' for all) as the list query takes them. */
export type OrderFilterValues = {
  status: string;
  from: string | null;
  to: string | null;
  customerId: string;
  employeeId: string;
  machineId: string;
};

export const prepareOrderFilter = (shelf: TOrderShelf) => (values: OrderFilterValues) => ({
  shelf,
  status: values.status || undefined,
  from: values.from ?? undefined,
  to: values.to ?? undefined,
  customerId: values.customerId || undefined,
  employeeId: values.employeeId || undefined,
  machineId: values.machineId || undefined,
});
