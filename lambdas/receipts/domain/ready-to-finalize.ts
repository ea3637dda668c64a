import { AppError, type ErrorCode, type TFieldIssue } from '../../../schemas/errors';
import { germanDay } from '../../../schemas/kernel/calendar';
import { receiptMessages, type TReceipt } from '../../../schemas/receipts/receipt';
import { needsTimeOfSupply, timeOfSupplyOf } from '../../../schemas/receipts/time-of-supply';

/**
 * What a draft must state before it takes a number (issue 24), checked here rather than in the files:
 * a number is given for good (GoBD), so a receipt that could never say when the work was done, or a CHF
 * invoice without the rate for its VAT in EUR, is refused now with the field named.
 */

/** What the user confirmed in the finalize dialog. */
export type FinalizeConfirmations = {
  /** No period and no position days: the receipt date is the day of supply (written as the delivery day). */
  supplyOnReceiptDate: boolean;
};

type Problem = { code: ErrorCode; issue: TFieldIssue };

const supplyProblem = (receipt: TReceipt, confirmations: FinalizeConfirmations): Problem | undefined =>
  needsTimeOfSupply(receipt.type) && !timeOfSupplyOf(receipt) && !confirmations.supplyOnReceiptDate
    ? { code: 'RCPT_400_30_0001', issue: { path: 'servicePeriodStart', message: receiptMessages.timeOfSupply } }
    : undefined;

const rateProblem = (receipt: TReceipt): Problem | undefined =>
  needsTimeOfSupply(receipt.type) && receipt.currency !== 'EUR' && !receipt.vatExchangeRate
    ? { code: 'RCPT_400_30_0003', issue: { path: 'vatExchangeRate', message: receiptMessages.exchangeRate } }
    : undefined;

/**
 * The draft as it will be finalized: dated (today when it has no date) and, where the user confirmed it,
 * with the receipt date as its day of supply. Refuses with every problem at its field.
 */
export const readyToFinalize = (draft: TReceipt, confirmations: FinalizeConfirmations, now: Date): TReceipt => {
  const dated = { ...draft, date: draft.date ?? germanDay(now) };
  const problems = [supplyProblem(dated, confirmations), rateProblem(dated)].filter(
    (problem): problem is Problem => problem !== undefined,
  );
  const [first] = problems;
  if (first) {
    throw new AppError(first.code, {
      issues: problems.map((problem) => problem.issue),
      detail: `receipt ${draft.id} not ready to finalize`,
    });
  }
  if (!needsTimeOfSupply(dated.type) || timeOfSupplyOf(dated)) return dated;
  return { ...dated, deliveryDate: dated.date };
};
