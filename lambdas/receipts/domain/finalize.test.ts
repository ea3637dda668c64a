import { describe, expect, it } from 'vitest';
import { ZReceipt } from '../../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../../schemas/receipts/settings';
import {
  COMPANY_RANGE,
  cancellationDraftOf,
  cancelledBill,
  finalizeDraft,
  numberRangeOf,
  rangeStart,
  receiptNumberOf,
  recordPayment,
  requireCancellable,
  requireFinalizable,
} from './finalize';
import { BILL_TOTALS, billDraft } from './receipt.fixtures';

const now = new Date('2026-04-02T08:00:00.000Z');
const settings = ZReceiptSettings.parse({ unitPrefixes: { 'unit-1': 'N' } });

const finalizedBill = () =>
  finalizeDraft(billDraft({ date: '2026-03-31' }), { number: 'RE-2026-0007', now, by: 'Hauke Feddersen' });

const defaults = ZReceiptSettings.parse({});
const prefixed = ZReceiptSettings.parse({
  unitPrefixes: { 'unit-1': 'N' },
  types: { BILL: { numberFormat: '{BETRIEB}-{JJ}/{NR}' } },
});

describe('the number ranges', () => {
  it('count per type and year of the receipt date in one range of the company', () => {
    expect(numberRangeOf(billDraft({ date: '2025-12-31' }), defaults)).toEqual({
      operatingUnitId: COMPANY_RANGE,
      type: 'BILL',
      year: 2025,
    });
  });

  it('let a second unit without a prefix continue the range of the default format (no 409 out of the box)', () => {
    const second = billDraft({ operatingUnitId: 'unit-2' });
    expect(numberRangeOf(second, defaults)).toEqual(numberRangeOf(billDraft(), defaults));
    // With {BETRIEB} in the format, a unit without a prefix still shares the company's range.
    expect(numberRangeOf(second, prefixed)).toMatchObject({ operatingUnitId: COMPANY_RANGE });
  });

  it('give a unit a range of its own where the format carries {BETRIEB} and the unit has a prefix', () => {
    expect(numberRangeOf(billDraft(), prefixed)).toMatchObject({ operatingUnitId: 'unit-1' });
    // A prefix the format does not print sets no numbers apart: the company's range.
    expect(numberRangeOf(billDraft(), settings)).toMatchObject({ operatingUnitId: COMPANY_RANGE });
  });

  it("format the number with the type's format and the unit's prefix (one unit keeps RE-2026-0001)", () => {
    expect(receiptNumberOf(defaults, billDraft(), 1)).toBe('RE-2026-0001');
    expect(receiptNumberOf(prefixed, billDraft(), 42)).toBe('N-26/42');
  });

  it('start the company range after the numbers the units without a prefix gave on their own before', () => {
    const range = numberRangeOf(billDraft(), prefixed);
    const counters = [
      { operatingUnitId: 'unit-2', type: 'BILL' as const, year: 2026, last: 7 },
      { operatingUnitId: 'unit-3', type: 'BILL' as const, year: 2026, last: 4 },
      // Not of this range: another year, another type, a unit counting on its own.
      { operatingUnitId: 'unit-2', type: 'BILL' as const, year: 2025, last: 90 },
      { operatingUnitId: 'unit-2', type: 'CREDIT_NOTE' as const, year: 2026, last: 80 },
      { operatingUnitId: 'unit-1', type: 'BILL' as const, year: 2026, last: 70 },
    ];
    expect(rangeStart(numberRangeOf(billDraft({ operatingUnitId: 'unit-2' }), prefixed), counters, prefixed)).toBe(7);
    expect(rangeStart(range, counters, prefixed)).toBe(0);
    expect(rangeStart(numberRangeOf(billDraft(), defaults), [], defaults)).toBe(0);
  });
});

describe('finalizing', () => {
  it('freezes the draft with its number, who and when', () => {
    expect(finalizedBill()).toMatchObject({
      status: 'FINALIZED',
      number: 'RE-2026-0007',
      finalizedAt: now.toISOString(),
      finalizedBy: 'Hauke Feddersen',
      version: 2,
    });
  });

  it('refuses a receipt without positions (400 at positions), a finalized one and a stale version (409)', () => {
    expect(() => requireFinalizable(billDraft({ positions: [] }), 1)).toThrow(
      expect.objectContaining({
        issues: [{ path: 'positions', message: 'Ein Beleg braucht mindestens eine Position.' }],
      }),
    );
    expect(() => requireFinalizable(finalizedBill(), 2)).toThrow(expect.objectContaining({ code: 'RCPT_409_30_0001' }));
    expect(() => requireFinalizable(billDraft(), 3)).toThrow(expect.objectContaining({ code: 'LW_409_00_0001' }));
  });
});

describe('cancelling a bill', () => {
  it('makes a cancellation bill with the negated positions and figures, referencing the bill', () => {
    const bill = finalizedBill();
    const cancellation = cancellationDraftOf(bill, {
      id: 'storno-1',
      now,
      reason: 'Falscher Kunde',
      settings,
      today: '2026-04-02',
    });
    expect(cancellation.positions.map(({ quantity }) => quantity)).toEqual(['-12.5', '-100', '-5']);
    const minus = (amount: string) => `-${amount}`;
    expect(cancellation.totals).toEqual({
      net: minus(BILL_TOTALS.net),
      tax: minus(BILL_TOTALS.tax),
      gross: minus(BILL_TOTALS.gross),
      vatGroups: BILL_TOTALS.vatGroups.map((group) => ({
        ...group,
        taxable: minus(group.taxable),
        tax: minus(group.tax),
      })),
    });
    expect(cancellation).toMatchObject({
      type: 'CANCELLATION_BILL',
      status: 'DRAFT',
      date: '2026-04-02',
      referencedReceipt: { id: bill.id, type: 'BILL', number: 'RE-2026-0007', date: '2026-03-31' },
      orderIds: [],
      version: 1,
    });
    expect(cancellation.introText).toBe(`Falscher Kunde\n\n${settings.types.CANCELLATION_BILL.introText}`);
    // What is stored reads back: the stored positions allow negative quantities.
    expect(ZReceipt.parse(cancellation).positions[0]?.quantity).toBe('-12.5');
    expect(cancelledBill(bill, 'storno-1', now)).toMatchObject({
      payment: { status: 'CANCELLED' },
      cancelledByReceiptId: 'storno-1',
      version: 3,
    });
  });

  it('refuses a draft, a cancelled bill and another type', () => {
    expect(() => requireCancellable(billDraft(), 1)).toThrow(expect.objectContaining({ code: 'RCPT_409_30_0003' }));
    const cancelled = cancelledBill(finalizedBill(), 'storno-1', now);
    expect(() => requireCancellable(cancelled, cancelled.version)).toThrow(
      expect.objectContaining({ code: 'RCPT_409_30_0003' }),
    );
    expect(() => requireCancellable({ ...finalizedBill(), type: 'OFFER' }, 2)).toThrow(
      expect.objectContaining({ code: 'RCPT_409_30_0003' }),
    );
  });
});

describe('payments', () => {
  it('add up: partly paid, then paid once they reach the gross total', () => {
    const partly = recordPayment(finalizedBill(), { amount: '1000', paidOn: '2026-04-10', version: 2 }, now);
    expect(partly.payment).toEqual({ status: 'PARTLY_PAID', paidAmount: '1000', paidOn: '2026-04-10' });
    const paid = recordPayment(partly, { amount: '350.5', paidOn: '2026-04-20', version: 3 }, now);
    expect(paid.payment).toEqual({ status: 'PAID', paidAmount: '1350.5', paidOn: '2026-04-20' });
  });

  it('are refused for a draft and a cancelled bill', () => {
    expect(() => recordPayment(billDraft(), { amount: '1', paidOn: '2026-04-10', version: 1 }, now)).toThrow(
      expect.objectContaining({ code: 'RCPT_409_30_0004' }),
    );
    const cancelled = cancelledBill(finalizedBill(), 'storno-1', now);
    expect(() => recordPayment(cancelled, { amount: '1', paidOn: '2026-04-10', version: 3 }, now)).toThrow(
      expect.objectContaining({ code: 'RCPT_409_30_0004' }),
    );
  });
});
