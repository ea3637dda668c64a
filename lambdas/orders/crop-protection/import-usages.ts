import Big from 'big.js';
import type * as z from 'zod';
import type { ZCropProtectionImportInput } from '../../../schemas/api/crop-protection';
import { AppError, type TFieldIssue } from '../../../schemas/errors';
import { germanWallClock } from '../../../schemas/kernel/calendar';
import type { TOrder } from '../../../schemas/orders/order';
import { ORDER_PART_LIST_MAX } from '../../../schemas/orders/order-parts';
import { type PricingContext, pricedUsage } from '../domain/driving-amounts';
import { alreadyOnOrder } from './matching';

/**
 * Taking confirmed crop-protection lines over as resource usages of the customer's orders (issue 15
 * point 7): priced as the order service prices every amount (driving-amounts.ts), source OFFICE, at noon
 * of the German day. Pure: the route reads the orders and writes what this returns.
 */

export const cropProtectionImportMessages = {
  order: 'Diesen Auftrag gibt es für diesen Kunden nicht.',
  billed: 'Der Auftrag ist schon abgerechnet.',
  shelf: 'Der Auftrag liegt im Papierkorb oder im Archiv.',
  full: `Ein Auftrag hält höchstens ${ORDER_PART_LIST_MAX} Artikel.`,
} as const;

export type ImportInput = z.infer<typeof ZCropProtectionImportInput>;

export type ImportedUsages = {
  /** Each changed order with the version it was read at. */
  changes: { order: TOrder; previous: TOrder }[];
  added: number;
  duplicates: number;
};

/** Noon on the German day: the usage's moment when the file names only the day. */
const noonOf = (day: string) => new Date(germanWallClock(day, '12:00'));

/** The order's refusal of a line (a German issue), or undefined when the order takes it. */
const refusalOf = (order: TOrder | undefined, customerId: string): string | undefined => {
  if (!order?.customerIds.includes(customerId)) return cropProtectionImportMessages.order;
  if (order.shelf !== 'ACTIVE') return cropProtectionImportMessages.shelf;
  // A done order is still open for its amounts until it is billed (application.md §3 'Order').
  if (order.status === 'BILLED') return cropProtectionImportMessages.billed;
  return undefined;
};

/**
 * The orders with the lines added, or a 400 naming every refused line at its field. A line already on
 * the order (an earlier import of the same file) or twice in this import is skipped and counted.
 */
export const importedUsages = (
  input: ImportInput,
  ordersById: ReadonlyMap<string, TOrder>,
  pricing: PricingContext,
  deps: { newId: () => string; now: Date },
): ImportedUsages => {
  const issues: TFieldIssue[] = [];
  const working = new Map<string, TOrder>();
  let added = 0;
  let duplicates = 0;
  for (const [index, row] of input.rows.entries()) {
    const original = ordersById.get(row.orderId);
    const refusal = refusalOf(original, input.customerId);
    if (!original || refusal) {
      issues.push({ path: `rows.${index}.orderId`, message: refusal ?? cropProtectionImportMessages.order });
      continue;
    }
    const order = working.get(row.orderId) ?? original;
    const amount = new Big(row.amount).toFixed();
    if (alreadyOnOrder(order, { resourceId: row.resourceId, day: row.day, amount })) {
      duplicates += 1;
      continue;
    }
    const usage = pricedUsage(pricing, {
      id: deps.newId(),
      resourceId: row.resourceId,
      resourceVariantId: row.resourceVariantId,
      amount: row.amount,
      customerId: input.customerId,
      source: 'OFFICE',
      now: noonOf(row.day),
    });
    if ('issue' in usage) {
      issues.push({ path: `rows.${index}.${usage.issue.path}`, message: usage.issue.message });
      continue;
    }
    if (order.resourceUsages.length >= ORDER_PART_LIST_MAX) {
      issues.push({ path: `rows.${index}.orderId`, message: cropProtectionImportMessages.full });
      continue;
    }
    working.set(row.orderId, { ...order, resourceUsages: [...order.resourceUsages, usage] });
    added += 1;
  }
  if (issues.length > 0) throw new AppError('LW_400_39_0001', { issues, detail: 'crop-protection rows' });
  const changes = [...working.values()].flatMap((order) => {
    const previous = ordersById.get(order.id);
    if (!previous) return [];
    return [{ previous, order: { ...order, version: previous.version + 1, updatedAt: deps.now.toISOString() } }];
  });
  return { changes, added, duplicates };
};
