import Big from 'big.js';
import { decimalText } from '../kernel/money';
import { positionTotals } from '../receipts/position-totals';
import {
  activeHours,
  type BillableOrder,
  type BillingFacts,
  billCustomersOf,
  positionsFromOrder,
} from '../receipts/positions-from-order';

/**
 * What an order is worth so far (issue 15: project summaries and the farmer's progress link): its hours
 * and the net amount of the positions a bill would get from it now. One place for both; the bill itself
 * (schemas/receipts) is unchanged. A run still going counts up to `now`, so the numbers grow while the
 * driver works.
 */
export type OrderProgress = {
  /** Active hours (pauses taken out), to the hundredth, as decimal text. */
  hours: string;
  /** Net amount of the positions (EUR, decimal text). */
  net: string;
};

/** The order as if its running runs stopped now: what has been worked up to this moment. */
const workedUpTo = (order: BillableOrder, now: Date): BillableOrder => ({
  ...order,
  activeTime: order.activeTime.map((run) => (run.end === null ? { ...run, end: now.toISOString() } : run)),
});

/**
 * One customer's share of the order (null: an order without customer). A multi-customer order holds
 * nothing of the other customers in it: their runs, records and articles stay out.
 */
export const customerShareProgress = (
  order: BillableOrder,
  customerId: string | null,
  facts: BillingFacts,
  now: Date,
): OrderProgress => {
  const worked = workedUpTo(order, now);
  return {
    hours: decimalText(activeHours(worked, customerId, facts.pauses)),
    net: positionTotals(positionsFromOrder(worked, customerId, facts)).net,
  };
};

/** The progress figures added up. */
export const sumProgress = (parts: readonly OrderProgress[]): OrderProgress => ({
  hours: decimalText(parts.reduce((sum, part) => sum.plus(part.hours), new Big(0))),
  net: decimalText(parts.reduce((sum, part) => sum.plus(part.net), new Big(0))),
});

/** The whole order: every customer's share added up. */
export const orderProgress = (order: BillableOrder, facts: BillingFacts, now: Date): OrderProgress =>
  sumProgress(billCustomersOf(order).map((customerId) => customerShareProgress(order, customerId, facts, now)));
