import Big from 'big.js';
import { AppError } from '../../../schemas/errors';
import { decimalText } from '../../../schemas/kernel/money';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import { formatReceiptNumber, type TReceiptSettings, usesOwnNumberRange } from '../../../schemas/receipts/settings';
import { newReceiptState, requireEditableDraft, requirePositions, requireVersion, totalsOf } from './receipt';

/**
 * Finalizing (issue 14 point 3), cancelling and paying: the pure part. The store gives the running number
 * of the range (type, year of the receipt date, and the unit where it counts on its own) inside one
 * transaction; here the range is chosen, the number formatted and the receipt frozen.
 */

/** The key of the company's shared number range in place of a unit id (generated ids never are '*'). */
export const COMPANY_RANGE = '*';

/**
 * The number range a receipt counts in: its type and the year of its date, and its operating unit when the
 * unit counts on its own (usesOwnNumberRange), else the company's shared range.
 */
export const numberRangeOf = (receipt: TReceipt, settings: TReceiptSettings) => ({
  operatingUnitId: usesOwnNumberRange(settings, receipt.type, receipt.operatingUnitId)
    ? receipt.operatingUnitId
    : COMPANY_RANGE,
  type: receipt.type,
  year: Number((receipt.date ?? receipt.createdAt).slice(0, 4)),
});
export type NumberRange = ReturnType<typeof numberRangeOf>;

/** A stored counter: the last number given in a range. */
export type RangeCounter = NumberRange & { last: number };

/**
 * Where the company's shared range starts when it has no counter yet. Until units without a prefix shared
 * one range, each counted its own (operatingUnitId = its id): the shared range continues after the highest
 * of those of its type and year, so numbers already given are neither given again nor followed by a gap.
 * A unit's own range is always its own: 0.
 */
export const rangeStart = (range: NumberRange, counters: readonly RangeCounter[], settings: TReceiptSettings) => {
  if (range.operatingUnitId !== COMPANY_RANGE) return 0;
  const earlier = counters.filter(
    (counter) =>
      counter.type === range.type &&
      counter.year === range.year &&
      counter.operatingUnitId !== COMPANY_RANGE &&
      !usesOwnNumberRange(settings, counter.type, counter.operatingUnitId),
  );
  return Math.max(0, ...earlier.map((counter) => counter.last));
};

/** The receipt's number: the type's format with the year, the running number and the unit's prefix. */
export const receiptNumberOf = (settings: TReceiptSettings, receipt: TReceipt, running: number): string =>
  formatReceiptNumber(settings.types[receipt.type].numberFormat, {
    year: numberRangeOf(receipt, settings).year,
    running,
    unitPrefix: settings.unitPrefixes[receipt.operatingUnitId] ?? '',
  });

/** Who finalizes when, and the number the range gave. */
export type FinalizeFacts = { number: string; now: Date; by: string };

/** Refuses what cannot be finalized: a finalized receipt, a stale version, no positions. */
export const requireFinalizable = (receipt: TReceipt, expectedVersion: number) => {
  requireEditableDraft(receipt, expectedVersion);
  requirePositions(receipt);
};

/** The draft frozen with its number: from now on it never changes what it says (GoBD). */
export const finalizeDraft = (receipt: TReceipt, facts: FinalizeFacts): TReceipt => {
  const at = facts.now.toISOString();
  return {
    ...receipt,
    status: 'FINALIZED',
    number: facts.number,
    finalizedAt: at,
    finalizedBy: facts.by,
    version: receipt.version + 1,
    updatedAt: at,
  };
};

const negated = (quantity: string) => decimalText(new Big(quantity).times(-1));

/** Refuses cancelling anything but a finalized bill that is not cancelled yet. */
export const requireCancellable = (bill: TReceipt, expectedVersion: number) => {
  if (bill.type !== 'BILL' || bill.status !== 'FINALIZED' || bill.cancelledByReceiptId !== null) {
    throw new AppError('RCPT_409_30_0003', { detail: `receipt ${bill.id} ${bill.type} ${bill.status}` });
  }
  requireVersion(bill, expectedVersion);
};

/**
 * The cancellation bill of a bill, as a draft to finalize at once: the bill's positions with negated
 * quantities (so every figure is the bill's negated), the bill referenced by number and date, the reason
 * before the settings' intro text.
 */
/** The bound of a receipt's intro text (ZReceipt). */
const INTRO_TEXT_LIMIT = 4000;

export const cancellationDraftOf = (
  bill: TReceipt,
  facts: { id: string; now: Date; reason: string; settings: TReceiptSettings; today: string },
): TReceipt => {
  const positions = bill.positions.map((position) => ({ ...position, quantity: negated(position.quantity) }));
  const intro = facts.settings.types.CANCELLATION_BILL.introText;
  return {
    ...bill,
    ...newReceiptState(facts.now),
    id: facts.id,
    type: 'CANCELLATION_BILL',
    date: facts.today,
    // The reason first; cut to the stored bound (a long reason before a long settings text).
    introText:
      [facts.reason.trim(), intro ?? '']
        .filter((text) => text !== '')
        .join('\n\n')
        .slice(0, INTRO_TEXT_LIMIT) || undefined,
    closingText: facts.settings.types.CANCELLATION_BILL.closingText,
    positions,
    totals: totalsOf(positions),
    dueDate: null,
    // The orders stay with the bill (newReceiptState names none): they are DONE again, billed anew by a new bill.
    referencedReceipt: { id: bill.id, type: bill.type, number: bill.number ?? '', date: bill.date ?? '' },
  };
};

/** The bill once its cancellation bill is written: settled by it, its orders free to be billed anew. */
export const cancelledBill = (bill: TReceipt, cancellationId: string, now: Date): TReceipt => ({
  ...bill,
  payment: { ...bill.payment, status: 'CANCELLED' },
  cancelledByReceiptId: cancellationId,
  version: bill.version + 1,
  updatedAt: now.toISOString(),
});

/** A payment of a finalized bill: the amounts add up; PAID once they reach the gross total. */
export const recordPayment = (
  bill: TReceipt,
  payment: { amount: string; paidOn: string; version: number },
  now: Date,
): TReceipt => {
  if (bill.type !== 'BILL' || bill.status !== 'FINALIZED' || bill.payment.status === 'CANCELLED') {
    throw new AppError('RCPT_409_30_0004', { detail: `receipt ${bill.id} ${bill.type} ${bill.status}` });
  }
  requireVersion(bill, payment.version);
  const paid = new Big(bill.payment.paidAmount).plus(payment.amount);
  return {
    ...bill,
    payment: {
      status: paid.gte(bill.totals.gross) ? 'PAID' : 'PARTLY_PAID',
      paidAmount: decimalText(paid),
      paidOn: payment.paidOn,
    },
    version: bill.version + 1,
    updatedAt: now.toISOString(),
  };
};
