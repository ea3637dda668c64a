import { createReminder, listBillReminders, listOverdueBills } from '../../schemas/api/receipts';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { germanDay } from '../../schemas/kernel/calendar';
import type { TReceipt, TReceiptType } from '../../schemas/receipts/receipt';
import { receiptSummaryOf } from '../../schemas/receipts/receipt-summary';
import type { TReceiptSettings } from '../../schemas/receipts/settings';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { overdueBills, reminderDraft } from './domain/reminders';
import type { ReceiptChange } from './receipt-store';

/**
 * The Mahnwesen's routes (issue 14 point 8): the overdue bills with the level due next, a DRAFT reminder
 * of a bill (finalized and sent like every receipt), and the reminders of one bill.
 */

export type ReminderStore = {
  ofType: (companyId: string, type: TReceiptType) => Promise<TReceipt[]>;
  get: (companyId: string, type: TReceiptType, receiptId: string) => Promise<TReceipt | undefined>;
  /**
   * Writes a new receipt with the first entry of its history; throws `taken` when its id exists (the same
   * level made twice at once).
   */
  create: (receipt: TReceipt, taken: AppError, change: ReceiptChange) => Promise<void>;
};

export type ReminderDeps = {
  receipts: ReminderStore;
  settings: (companyId: string) => Promise<TReceiptSettings>;
  clock: Clock;
  /** Who makes the reminder, for its history (receipt-routes.ts changeBy). */
  changeBy: (claims: TClaims) => Promise<Omit<ReceiptChange, 'change'>>;
};

/** One reminder per bill and level: the id says which, so a second one of the level cannot be written. */
export const reminderIdOf = (billId: string, level: number): string => `${billId}-mahnung-${level}`;

const remindersOfBill = (reminders: readonly TReceipt[], billId: string) =>
  reminders.filter((reminder) => reminder.reminder?.billId === billId);

export const reminderRoutes = ({ receipts, settings, clock, changeBy }: ReminderDeps): Route[] => {
  const requireBill = async (companyId: string, billId: string) => {
    const bill = await receipts.get(companyId, 'BILL', billId);
    if (!bill) throw new AppError('RCPT_404_30_0001', { detail: `bill ${billId}` });
    return bill;
  };

  return [
    route(listOverdueBills, async (_input, { company }) => {
      const { companyId } = company;
      const [bills, reminders, { reminderLevels }] = await Promise.all([
        receipts.ofType(companyId, 'BILL'),
        receipts.ofType(companyId, 'BILL_REMINDER'),
        settings(companyId),
      ]);
      const today = germanDay(clock.now());
      return {
        items: overdueBills(bills, reminders, reminderLevels, today).map(({ bill, ...state }) => ({
          ...receiptSummaryOf(bill),
          ...state,
        })),
      };
    }),

    route(createReminder, async ({ params, body }, { claims, company }) => {
      const { companyId } = company;
      const [bill, reminders, companySettings] = await Promise.all([
        requireBill(companyId, params.receiptId),
        receipts.ofType(companyId, 'BILL_REMINDER'),
        settings(companyId),
      ]);
      const now = clock.now();
      const reminder = reminderDraft(bill, {
        idOf: (level) => reminderIdOf(bill.id, level),
        now,
        today: germanDay(now),
        settings: companySettings,
        reminders: remindersOfBill(reminders, bill.id),
        level: body.level,
      });
      await receipts.create(reminder, new AppError('RCPT_409_50_0003', { detail: `reminder ${reminder.id} exists` }), {
        ...(await changeBy(claims)),
        change: 'Angelegt',
      });
      return reminder;
    }),

    route(listBillReminders, async ({ params }, { company }) => {
      const { companyId } = company;
      const [bill, reminders] = await Promise.all([
        requireBill(companyId, params.receiptId),
        receipts.ofType(companyId, 'BILL_REMINDER'),
      ]);
      return {
        items: remindersOfBill(reminders, bill.id)
          .sort((a, b) => (a.reminder?.level ?? 0) - (b.reminder?.level ?? 0))
          .map(receiptSummaryOf),
      };
    }),
  ];
};
