import Big from 'big.js';
import type { TCropProtectionPreviewRow } from '../../../schemas/api/crop-protection';
import { germanDay } from '../../../schemas/kernel/calendar';
import type { TResource } from '../../../schemas/masterdata/resource';
import type { TOrder } from '../../../schemas/orders/order';
import {
  type CropProtectionFile,
  type CropProtectionRow,
  convertedAmount,
  cropProtectionMatchMessages,
  type UnreadableRow,
} from '../../../schemas/planning/crop-protection';

/**
 * Matching crop-protection applications of one customer to that customer's fields, orders and articles
 * (issue 15 point 7): pure, so the preview and its tests read the same decisions.
 */

export type MatchContext = {
  fields: readonly { id: string; name: string }[];
  resources: readonly TResource[];
  /** The customer's orders (any status, in the lists). */
  orders: readonly TOrder[];
};

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** The article by name or alias, else the one whose name or bill text carries the approval number. */
export const articleOf = (row: CropProtectionRow, resources: readonly TResource[]): TResource | undefined => {
  const active = resources.filter((resource) => !resource.archived);
  const byName = active.find(
    (resource) =>
      sameName(resource.name, row.product) || (resource.alias !== undefined && sameName(resource.alias, row.product)),
  );
  if (byName || !row.approvalNumber) return byName;
  const approval = row.approvalNumber.toLowerCase();
  return active.find((resource) =>
    [resource.name, resource.billDescription ?? ''].some((text) => text.toLowerCase().includes(approval)),
  );
};

/** The German days from `start` to `end` (both moments) contain `day`. */
const spans = (day: string, start: string, end: string | null) =>
  germanDay(start) <= day && day <= germanDay(end ?? start);

const hasRunOn = (order: TOrder, day: string) => order.activeTime.some((run) => spans(day, run.start, run.end));

/** Its active time from the first start to the last end, or its planned period, holds the day. */
const worksOn = (order: TOrder, day: string) => {
  const [first] = order.activeTime;
  const last = order.activeTime.at(-1);
  const active = first !== undefined && last !== undefined && spans(day, first.start, last.end ?? last.start);
  return active || spans(day, order.plannedStartDateTime, order.plannedEndDateTime);
};

/** The order naming the field that worked on the day; of several, the one with a run that day. */
export const orderOf = (orders: readonly TOrder[], fieldId: string, day: string): TOrder | undefined => {
  const candidates = orders.filter(
    (order) => order.shelf === 'ACTIVE' && order.fieldIds.includes(fieldId) && worksOn(order, day),
  );
  return candidates.find((order) => hasRunOn(order, day)) ?? candidates[0];
};

/** The usage is already on the order: same article, German day and amount, taken over by the office. */
export const alreadyOnOrder = (order: TOrder, usage: { resourceId: string; day: string; amount: string }) =>
  order.resourceUsages.some(
    (existing) =>
      existing.source === 'OFFICE' &&
      existing.resourceId === usage.resourceId &&
      germanDay(existing.timestamp) === usage.day &&
      new Big(existing.amount).eq(usage.amount),
  );

type Match = Pick<
  TCropProtectionPreviewRow,
  'status' | 'reason' | 'fieldId' | 'orderId' | 'resourceId' | 'amount' | 'unit'
>;

const unmatched = (reason: string, found: Partial<Match> = {}): Match => ({
  fieldId: null,
  orderId: null,
  resourceId: null,
  amount: null,
  unit: null,
  ...found,
  status: 'UNMATCHED',
  reason,
});

const matchOf = (row: CropProtectionRow, context: MatchContext): Match => {
  const field = context.fields.find((candidate) => sameName(candidate.name, row.fieldName));
  const article = articleOf(row, context.resources);
  // The article found helps the user who picks the order by hand.
  if (!field) return unmatched(cropProtectionMatchMessages.field, { resourceId: article?.id ?? null });
  const order = orderOf(context.orders, field.id, row.day);
  const found = { fieldId: field.id, orderId: order?.id ?? null, resourceId: article?.id ?? null };
  if (!article) return unmatched(cropProtectionMatchMessages.article, found);
  const amount = convertedAmount(row.amount, row.unit, article.unit);
  if (amount === undefined) return unmatched(cropProtectionMatchMessages.unit, found);
  const withAmount = { ...found, amount, unit: article.unit };
  if (!order) return unmatched(cropProtectionMatchMessages.order, withAmount);
  if (order.status === 'BILLED') return unmatched(cropProtectionMatchMessages.billed, withAmount);
  return { ...withAmount, orderId: order.id, status: 'MATCHED', reason: null };
};

const readOf = (row: CropProtectionRow): TCropProtectionPreviewRow['read'] => ({
  day: row.day,
  time: row.time,
  fieldName: row.fieldName,
  areaHa: row.areaHa,
  crop: row.crop,
  product: row.product,
  approvalNumber: row.approvalNumber,
  amount: row.amount,
  unit: row.unit,
});

const unreadableRow = ({ line, reason }: UnreadableRow): TCropProtectionPreviewRow => ({
  line,
  read: {
    day: null,
    time: null,
    fieldName: null,
    areaHa: null,
    crop: null,
    product: null,
    approvalNumber: null,
    amount: null,
    unit: null,
  },
  ...unmatched(reason),
});

/**
 * The preview's rows in file order: matched, unmatched with the reason, or a duplicate of a usage on the
 * order (an earlier import) or of an earlier line of this file.
 */
export const previewRows = (file: CropProtectionFile, context: MatchContext): TCropProtectionPreviewRow[] => {
  const taken: { orderId: string; resourceId: string; day: string; amount: string }[] = [];
  const ordersById = new Map(context.orders.map((order) => [order.id, order]));
  const rows = file.rows.map((row): TCropProtectionPreviewRow => {
    const match = matchOf(row, context);
    const base = { line: row.line, read: readOf(row), ...match };
    if (match.status !== 'MATCHED' || !match.orderId || !match.resourceId || !match.amount) return base;
    const usage = { orderId: match.orderId, resourceId: match.resourceId, day: row.day, amount: match.amount };
    const order = ordersById.get(usage.orderId);
    const twice = taken.some(
      (other) =>
        other.orderId === usage.orderId &&
        other.resourceId === usage.resourceId &&
        other.day === usage.day &&
        new Big(other.amount).eq(usage.amount),
    );
    taken.push(usage);
    return (order && alreadyOnOrder(order, usage)) || twice ? { ...base, status: 'DUPLICATE' } : base;
  });
  return [...rows, ...file.unreadable.map(unreadableRow)].sort((a, b) => a.line - b.line);
};
