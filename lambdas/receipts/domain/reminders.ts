import Big from 'big.js';
import { AppError } from '../../../schemas/errors';
import { formatGermanDay, shiftDay } from '../../../schemas/kernel/calendar';
import { formatGermanPercent } from '../../../schemas/kernel/german-format';
import { CENT_DECIMALS, decimalText, roundHalfUp } from '../../../schemas/kernel/money';
import { newReceiptState } from '../../../schemas/receipts/new-receipt';
import { positionTotals } from '../../../schemas/receipts/position-totals';
import type { TReceipt, TReceiptPosition } from '../../../schemas/receipts/receipt';
import type { TReceiptSettings, TReminderLevel } from '../../../schemas/receipts/settings';

/**
 * The Mahnwesen (issue 14 point 8) as pure functions: which bills are overdue and by how much, which
 * reminder level is due next, and the DRAFT reminder of a level with the open amount, the level's fee
 * and the default interest. Reminders are outside the scope of VAT (category O, 0 %): a fee and default
 * interest are damages, not a supply (UStAE 1.3 (6)).
 */

const MS_PER_DAY = 86_400_000;
const DAYS_PER_YEAR = 365;

/** Whole days from `from` to `to` (ISO days; their UTC midnights are whole days apart). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/** What is still open of a bill: gross less what was paid. */
export const openAmountOf = (bill: Pick<TReceipt, 'totals' | 'payment'>): string =>
  decimalText(new Big(bill.totals.gross).minus(bill.payment.paidAmount));

/** A finalized, not cancelled bill that is not (fully) paid and whose due date lies before today. */
export const isOverdue = (bill: TReceipt, today: string): boolean =>
  bill.type === 'BILL' &&
  bill.status === 'FINALIZED' &&
  bill.cancelledByReceiptId === null &&
  (bill.payment.status === 'OPEN' || bill.payment.status === 'PARTLY_PAID') &&
  bill.dueDate !== null &&
  bill.dueDate < today &&
  new Big(openAmountOf(bill)).gt(0);

/** The highest level of the bill's reminders (0: none yet). */
export const lastReminderLevel = (reminders: readonly Pick<TReceipt, 'reminder'>[]): number =>
  reminders.reduce((highest, { reminder }) => Math.max(highest, reminder?.level ?? 0), 0);

/** The level after the last one, when the settings have it and the bill is overdue long enough for it. */
export const nextReminderLevel = (
  levels: readonly TReminderLevel[],
  lastLevel: number,
  daysOverdue: number,
): number | null => {
  const next = levels.find((level) => level.level === lastLevel + 1);
  return next && daysOverdue >= next.daysOverdue ? next.level : null;
};

export type OverdueBill = {
  bill: TReceipt;
  daysOverdue: number;
  openAmount: string;
  lastReminderLevel: number;
  nextReminderLevel: number | null;
};

/** The overdue bills, longest overdue first, with their reminder state. */
export const overdueBills = (
  bills: readonly TReceipt[],
  reminders: readonly TReceipt[],
  levels: readonly TReminderLevel[],
  today: string,
): OverdueBill[] =>
  bills
    .filter((bill) => isOverdue(bill, today))
    .map((bill) => {
      const daysOverdue = daysBetween(bill.dueDate ?? today, today);
      const last = lastReminderLevel(reminders.filter((reminder) => reminder.reminder?.billId === bill.id));
      return {
        bill,
        daysOverdue,
        openAmount: openAmountOf(bill),
        lastReminderLevel: last,
        nextReminderLevel: nextReminderLevel(levels, last, daysOverdue),
      };
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue);

/** Default interest (Verzugszinsen): open × rate % × days / 365, in cents, commercially rounded. */
export const defaultInterest = (openAmount: string, percentPerYear: string, days: number): string =>
  decimalText(
    roundHalfUp(new Big(openAmount).times(percentPerYear).div(100).times(days).div(DAYS_PER_YEAR), CENT_DECIMALS),
  );

/** A line outside the scope of VAT: one piece at the amount. */
const notTaxable = (id: string, name: string, amount: string): TReceiptPosition => ({
  id,
  kind: 'MANUAL',
  name,
  description: undefined,
  quantity: '1',
  unit: 'pauschal',
  unitPrice: amount,
  discountPercent: '0',
  vatPercentPoints: 0,
  vatCategory: 'O',
  serviceDate: null,
  source: null,
});

export type ReminderContext = {
  /** The reminder's id by its level (one reminder per bill and level). */
  idOf: (level: number) => string;
  now: Date;
  today: string;
  settings: TReceiptSettings;
  /** The bill's reminders so far. */
  reminders: readonly TReceipt[];
  /** The level asked for; undefined: the next one. */
  level: number | undefined;
};

/**
 * The DRAFT reminder of a level for an overdue bill: the open amount, the level's fee and the default
 * interest for the days overdue. 409 when the bill is not overdue, or the level is not above the last.
 */
export const reminderDraft = (bill: TReceipt, context: ReminderContext): TReceipt => {
  if (!isOverdue(bill, context.today)) throw new AppError('RCPT_409_50_0002', { detail: `bill ${bill.id}` });
  const last = lastReminderLevel(context.reminders);
  const wanted = context.level ?? last + 1;
  const level = context.settings.reminderLevels.find((candidate) => candidate.level === wanted);
  if (!level || wanted <= last) {
    throw new AppError('RCPT_409_50_0003', { detail: `bill ${bill.id}: level ${wanted} after ${last}` });
  }
  const daysOverdue = daysBetween(bill.dueDate ?? context.today, context.today);
  const openAmount = openAmountOf(bill);
  const interest = defaultInterest(openAmount, level.interestPercentPerYear, daysOverdue);
  const billNumber = bill.number ?? '';
  const billDate = bill.date ?? '';
  const positions = [
    notTaxable(
      'open',
      `Offener Betrag Rechnung ${billNumber} vom ${billDate ? formatGermanDay(billDate) : ''}`,
      openAmount,
    ),
    ...(new Big(level.fee).gt(0) ? [notTaxable('fee', `Mahngebühr (${level.name})`, level.fee)] : []),
    ...(new Big(interest).gt(0)
      ? [
          notTaxable(
            'interest',
            `Verzugszinsen ${formatGermanPercent(level.interestPercentPerYear)} p. a. für ${daysOverdue} Tage`,
            interest,
          ),
        ]
      : []),
  ];
  const typeSettings = context.settings.types.BILL_REMINDER;
  return {
    ...bill,
    id: context.idOf(level.level),
    type: 'BILL_REMINDER',
    contactPersonId: bill.contactPersonId,
    date: context.today,
    servicePeriodStart: null,
    servicePeriodEnd: null,
    subject: level.name,
    introText: level.text || typeSettings.introText,
    closingText: typeSettings.closingText,
    positions,
    paymentTerms: { ...typeSettings.paymentTerms, method: bill.paymentTerms.method },
    reverseCharge: false,
    validUntil: null,
    deliveryDate: null,
    orderIds: [],
    referencedReceipt: { id: bill.id, type: 'BILL', number: billNumber, date: billDate },
    reminder: {
      level: level.level,
      billId: bill.id,
      billNumber,
      billDate,
      billGross: bill.totals.gross,
      openAmount,
      daysOverdue,
      fee: level.fee,
      interest,
    },
    totals: positionTotals(positions),
    // The reminder asks for payment within its own settings' term from its date.
    dueDate: shiftDay(context.today, typeSettings.paymentTerms.paymentTermDays),
    ...newReceiptState(context.now),
  };
};
