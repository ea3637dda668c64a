import * as z from 'zod';
import { germanWallClock } from '../../../../schemas/kernel/calendar';
import { ZDay } from '../../../../schemas/masterdata/price-agreement';
import { orderMessages, type TOrderShelf, ZOrderInput } from '../../../../schemas/orders/order';

/** A time of day as the TimeField holds it ('07:30'). */
const ZClock = z.iso.time({ precision: -1, error: 'Bitte gib eine gültige Uhrzeit ein.' });

/**
 * The create-order form: the order's input (ZOrderInput, the server's own checks) with the planned
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

/** What the form holds: texts as typed, choices as ids ('' for none). */
export type OrderFormValues = {
  name: string;
  serviceId: string;
  employeeId: string;
  customerIds: string[];
  machineIds: string[];
  startDate: string | null;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  other: string;
};

export const emptyOrderForm = (today: string): OrderFormValues => ({
  name: '',
  serviceId: '',
  employeeId: '',
  customerIds: [],
  machineIds: [],
  startDate: today,
  startTime: '07:00',
  endDate: null,
  endTime: null,
  other: '',
});

/** The form's values as the schema takes them: an empty choice is none. */
export const prepareOrderForm = (values: OrderFormValues) => ({
  ...values,
  serviceId: values.serviceId || null,
  employeeId: values.employeeId || null,
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
