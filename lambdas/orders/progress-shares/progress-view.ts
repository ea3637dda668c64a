import Big from 'big.js';
import { germanDayFrom, germanDaysSpan } from '../../../schemas/kernel/calendar';
import { decimalText } from '../../../schemas/kernel/money';
import type { TOrder } from '../../../schemas/orders/order';
import { customerShareProgress, sumProgress } from '../../../schemas/planning/order-progress';
import type {
  TOrdersProgress,
  TProgressOrder,
  TProgressShare,
  TProgressShareSubject,
} from '../../../schemas/planning/progress-share';
import type { BillingFacts } from '../../../schemas/receipts/positions-from-order';
import { type ShareLink, shareLinkView } from '../../../schemas/share-links';

/**
 * What the farmer's progress link shows (issue 15): his current orders with only his share of them. Pure:
 * orders, fields and facts in, the public answer out.
 */

/** How far back a planned order still counts as current. */
export const PROGRESS_DAYS_BACK = 60;

/** The planned start from which an order is current (the German day PROGRESS_DAYS_BACK days ago, from midnight). */
export const currentFrom = (now: Date): string => {
  const day = germanDayFrom(now, -PROGRESS_DAYS_BACK);
  return germanDaysSpan(day, day).start;
};

/**
 * The customer's current orders: in the lists (not trash or archive), no draft, planned from
 * PROGRESS_DAYS_BACK days ago on, and every order being worked whenever it was planned.
 */
export const isCurrentOrderOf = (order: TOrder, customerId: string, now: Date): boolean =>
  order.shelf === 'ACTIVE' &&
  order.status !== 'DRAFT' &&
  order.customerIds.includes(customerId) &&
  (order.status === 'IN_PROGRESS' || order.plannedStartDateTime >= currentFrom(now));

/** A field as the progress link reads it: its owner decides whether the farmer sees it. */
export type ProgressFieldSource = {
  fieldId: string;
  customerId: string | null;
  name: string;
  shape: TProgressOrder['fields'][number]['shape'];
  holes: TProgressOrder['fields'][number]['holes'];
  areaHa: number;
};

/** A record, run or field belongs to its own customer, else the order's first (as the bill counts it). */
const ownerOf = (order: TOrder, customerId: string | null) => customerId ?? order.customerIds[0] ?? null;

const AREA_FACTORS: Partial<Record<string, string>> = { ha: '1', qm: '0.0001' };

/** The hectares the customer's AREA records say were worked; null while none is recorded. */
const workedAreaHa = (order: TOrder, customerId: string): string | null => {
  const records = order.taskRecords.filter(
    (record) =>
      record.type === 'AREA' &&
      record.record !== null &&
      AREA_FACTORS[record.unit] !== undefined &&
      ownerOf(order, record.customerId) === customerId,
  );
  if (records.length === 0) return null;
  return decimalText(
    records.reduce(
      (sum, record) => sum.plus(new Big(record.record ?? 0).times(AREA_FACTORS[record.unit] ?? '1')),
      new Big(0),
    ),
  );
};

/** One order as the customer sees it: his runs, his fields, his hours and amount; nothing of others. */
export const progressOrderView = (
  order: TOrder,
  customerId: string,
  fields: readonly ProgressFieldSource[],
  facts: BillingFacts,
  now: Date,
): TProgressOrder => ({
  id: order.id,
  name: order.name,
  status: order.status,
  serviceName: order.serviceSnapshot?.name ?? null,
  plannedStartDateTime: order.plannedStartDateTime,
  plannedEndDateTime: order.plannedEndDateTime,
  activeTimes: order.activeTime
    .filter((run) => ownerOf(order, run.customerId) === customerId)
    .map(({ start, end }) => ({ start, end })),
  fields: fields
    .filter((field) => order.fieldIds.includes(field.fieldId) && ownerOf(order, field.customerId) === customerId)
    .map(({ name, shape, holes, areaHa }) => ({ name, shape, holes, areaHa })),
  workedAreaHa: workedAreaHa(order, customerId),
  ...customerShareProgress(order, customerId, facts, now),
});

/** The public answer: names, the moment it was made, the orders earliest first and their totals. */
export const ordersProgressView = (
  link: ShareLink<TProgressShareSubject>,
  names: { companyName: string; customerName: string },
  orders: readonly TProgressOrder[],
  now: Date,
): TOrdersProgress => {
  const sorted = [...orders].sort((a, b) => a.plannedStartDateTime.localeCompare(b.plannedStartDateTime));
  return {
    label: link.label,
    ...names,
    asOf: now.toISOString(),
    expiresAt: link.expiresAt,
    orders: sorted,
    totals: sumProgress(sorted),
  };
};

/** A link as the office lists it. */
export const progressShareView = (
  link: ShareLink<TProgressShareSubject>,
  customerName: string | null,
  now: Date,
): TProgressShare => ({
  ...shareLinkView(link, now),
  customerId: link.subject.customerId,
  customerName,
});
