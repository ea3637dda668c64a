import { describe, expect, it } from 'vitest';
import { documentTotals } from '../../../../schemas/kernel/vat';
import { paymentText, receiptActions, totalsRows } from './receipt-details-values';

const totals = documentTotals([
  { net: '100', vatPercentPoints: 19, vatCategory: 'S' },
  { net: '50', vatPercentPoints: 7, vatCategory: 'S' },
]);

describe('totals rows', () => {
  it('print net, one VAT line per rate and the gross in German money', () => {
    expect(totalsRows({ totals, reverseCharge: false, currency: 'EUR' })).toEqual([
      { label: 'Summe netto', value: '150,00 €' },
      { label: 'zzgl. 19 % USt.', value: '19,00 €' },
      { label: 'zzgl. 7 % USt.', value: '3,50 €' },
      { label: 'Gesamtbetrag', value: '172,50 €', strong: true },
    ]);
  });

  it('carry no VAT line under reverse charge', () => {
    const reverse = documentTotals([{ net: '100', vatPercentPoints: 0, vatCategory: 'AE' }]);
    expect(totalsRows({ totals: reverse, reverseCharge: true, currency: 'EUR' }).map((row) => row.label)).toEqual([
      'Summe netto',
      'Gesamtbetrag',
    ]);
  });
});

describe('payment text', () => {
  const terms = { paymentTermDays: 14, skonto: { percent: '2', days: 7 }, method: 'TRANSFER' as const };

  it('says the due day and the Skonto day and amount once the receipt is due', () => {
    expect(
      paymentText({ date: '2026-11-03', dueDate: '2026-11-17', paymentTerms: terms, totals, currency: 'EUR' }),
    ).toBe('Zahlbar bis 17.11.2026 ohne Abzug. Bei Zahlung bis 10.11.2026 2 % Skonto (3,45 €).');
  });

  it('is left out on a draft (no due day yet)', () => {
    expect(paymentText({ date: '2026-11-03', dueDate: null, paymentTerms: terms, totals, currency: 'EUR' })).toBeNull();
  });
});

describe('actions of a receipt', () => {
  const bill = {
    type: 'BILL' as const,
    status: 'FINALIZED' as const,
    archived: false,
    payment: { status: 'OPEN' as const },
    documents: { xmlKey: 'x.xml' },
    acceptedAt: null,
  };

  it('let a draft be edited, deleted and finalized, nothing else', () => {
    const draft = receiptActions({ ...bill, status: 'DRAFT', documents: null });
    expect(Object.entries(draft).flatMap(([action, allowed]) => (allowed ? [action] : []))).toEqual([
      'edit',
      'remove',
      'finalize',
    ]);
  });

  it('let a finalized open bill be sent, downloaded as XML, archived, paid, cancelled and reminded', () => {
    expect(receiptActions(bill)).toMatchObject({
      edit: false,
      finalize: false,
      send: true,
      downloadXml: true,
      archive: true,
      recordPayment: true,
      cancel: true,
      reminders: true,
      acceptOffer: false,
    });
  });

  it('offer no payment or cancellation once a bill is cancelled, and no payment once paid', () => {
    expect(receiptActions({ ...bill, payment: { status: 'CANCELLED' } })).toMatchObject({
      recordPayment: false,
      cancel: false,
    });
    expect(receiptActions({ ...bill, payment: { status: 'PAID' } })).toMatchObject({
      recordPayment: false,
      cancel: true,
    });
  });

  it('let a finalized offer be accepted once, and an archived receipt be taken back', () => {
    const offer = { ...bill, type: 'OFFER' as const, documents: { xmlKey: null } };
    expect(receiptActions(offer)).toMatchObject({ acceptOffer: true, downloadXml: false, cancel: false });
    expect(receiptActions({ ...offer, acceptedAt: '2026-11-24T10:00:00Z' }).acceptOffer).toBe(false);
    expect(receiptActions({ ...offer, archived: true })).toMatchObject({ archive: false, unarchive: true });
  });
});
