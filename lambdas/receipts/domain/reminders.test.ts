import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../../schemas/kernel/calendar';
import { ZReceipt } from '../../../schemas/receipts/receipt';
import { receiptFixture } from '../../../schemas/receipts/receipt.fixtures';
import { ZReceiptSettings } from '../../../schemas/receipts/settings';
import { defaultInterest, overdueBills, reminderDraft } from './reminders';

const settings = ZReceiptSettings.parse({});
const levels = settings.reminderLevels;
const today = '2026-09-10';
/** 1190 gross, due 2026-08-15: 26 days overdue on the 10th of September. */
const bill = (id: string, parts: Parameters<typeof receiptFixture>[1] = {}) =>
  receiptFixture(id, { positions: [{ name: 'Häckseln', quantity: '10', unitPrice: '100' }], ...parts });
const reminderOf = (billId: string, level: number) =>
  receiptFixture(`m-${billId}-${level}`, {
    type: 'BILL_REMINDER',
    reminder: {
      level,
      billId,
      billNumber: '',
      billDate: '',
      billGross: '0',
      openAmount: '0',
      daysOverdue: 0,
      fee: '0',
      interest: '0',
    },
  });

describe('overdue bills', () => {
  it('lists unpaid finalized bills past due with days, open amount and the level due next; paid and cancelled leave', () => {
    const bills = [
      bill('open'),
      bill('partly', { payment: { status: 'PARTLY_PAID', paidAmount: '190', paidOn: '2026-08-20' } }),
      bill('late', { dueDate: '2026-07-20' }),
      bill('paid', { payment: { status: 'PAID', paidAmount: '1190', paidOn: '2026-08-20' } }),
      bill('cancelled', {
        cancelledByReceiptId: 'st-1',
        payment: { status: 'CANCELLED', paidAmount: '0', paidOn: null },
      }),
      bill('not-yet', { dueDate: today }),
      bill('draft', { status: 'DRAFT' }),
    ];
    const reminders = [reminderOf('late', 1), reminderOf('late', 2), reminderOf('open', 1)];
    const rows = overdueBills(bills, reminders, levels, today).map(
      ({ bill: { id }, daysOverdue, openAmount, lastReminderLevel, nextReminderLevel }) => [
        id,
        daysOverdue,
        openAmount,
        lastReminderLevel,
        nextReminderLevel,
      ],
    );
    expect(rows).toEqual([
      ['late', 52, '1190', 2, 3],
      ['open', 26, '1190', 1, 2],
      ['partly', 26, '1000', 0, 1],
    ]);
    // 10 days overdue: level 1 (from 7 days) is due; level 2 waits until 21 days.
    expect(
      overdueBills([bill('x', { dueDate: '2026-08-31' })], [reminderOf('x', 1)], levels, today)[0]?.nextReminderLevel,
    ).toBe(null);
  });
});

describe('a reminder', () => {
  it('computes default interest as open × rate × days / 365 in cents, half up', () => {
    expect(defaultInterest('1190', '9.27', 26)).toBe('7.86');
    expect(defaultInterest('1000', '5', 73)).toBe('10');
    expect(defaultInterest('0.1', '9.27', 1)).toBe('0');
  });

  it('is a draft for the bill recipient with the open amount, the fee and the interest, not taxable', () => {
    const reminder = reminderDraft(bill('b1', { number: 'RE-2026-0007' }), {
      idOf: (level) => `m-${level}`,
      now: new Date('2026-09-10T08:00:00.000Z'),
      today,
      settings,
      reminders: [reminderOf('b1', 1)],
      level: undefined,
    });
    expect(ZReceipt.parse(reminder)).toEqual(reminder);
    // Payable within the reminder settings' term, counted from today.
    expect(reminder.dueDate).toBe(shiftDay(today, settings.types.BILL_REMINDER.paymentTerms.paymentTermDays));
    expect(reminder).toMatchObject({
      type: 'BILL_REMINDER',
      status: 'DRAFT',
      customerId: 'c-meyer',
      subject: '1. Mahnung',
      referencedReceipt: { id: 'b1', type: 'BILL', number: 'RE-2026-0007', date: '2026-08-01' },
      reminder: { level: 2, billId: 'b1', openAmount: '1190', daysOverdue: 26, fee: '5', interest: '7.86' },
      totals: { net: '1202.86', tax: '0', gross: '1202.86' },
    });
    expect(
      reminder.positions.map(({ name, unitPrice, vatCategory, vatPercentPoints }) => [
        name,
        unitPrice,
        vatCategory,
        vatPercentPoints,
      ]),
    ).toEqual([
      ['Offener Betrag Rechnung RE-2026-0007 vom 01.08.2026', '1190', 'O', 0],
      ['Mahngebühr (1. Mahnung)', '5', 'O', 0],
      ['Verzugszinsen 9,27 % p. a. für 26 Tage', '7.86', 'O', 0],
    ]);
  });

  it('refuses a level not above the last one, and a bill that is not overdue', () => {
    const context = { idOf: String, now: new Date(), today, settings, reminders: [reminderOf('b1', 2)] };
    expect(() => reminderDraft(bill('b1'), { ...context, level: 2 })).toThrow(
      expect.objectContaining({ code: 'RCPT_409_50_0003' }),
    );
    expect(() => reminderDraft(bill('b1'), { ...context, reminders: [reminderOf('b1', 3)], level: undefined })).toThrow(
      expect.objectContaining({ code: 'RCPT_409_50_0003' }),
    );
    expect(() => reminderDraft(bill('b1', { dueDate: today }), { ...context, level: 3 })).toThrow(
      expect.objectContaining({ code: 'RCPT_409_50_0002' }),
    );
  });
});
