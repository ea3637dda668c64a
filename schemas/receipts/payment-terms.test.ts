import { describe, expect, it } from 'vitest';
import { directDebitOf, maskedIban, paymentTermsText } from './payment-terms';

describe('the payment terms of a printed bill', () => {
  it('names the due day', () => {
    expect(paymentTermsText({ dueDay: '2026-11-17' }, '434.5', 'EUR')).toBe('Zahlbar bis 17.11.2026 ohne Abzug.');
  });

  it('adds Skonto with its amount from the receipt arithmetic', () => {
    expect(
      paymentTermsText({ dueDay: '2026-11-17', skonto: { untilDay: '2026-11-10', percent: '2' } }, '434.5', 'EUR'),
    ).toBe('Zahlbar bis 17.11.2026 ohne Abzug. Bei Zahlung bis 10.11.2026 2 % Skonto (8,69 €).');
    expect(
      paymentTermsText({ dueDay: '2026-11-17', skonto: { untilDay: '2026-11-10', percent: '2.5' } }, '1000', 'CHF'),
    ).toBe('Zahlbar bis 17.11.2026 ohne Abzug. Bei Zahlung bis 10.11.2026 2,5 % Skonto (25,00 CHF).');
  });
});

describe('the payment terms of a bill paid by SEPA direct debit', () => {
  const debit = { iban: 'DE89 3704 0044 0532 0130 00', mandateReference: 'M-0001' };

  it('names the debit day, the masked account and the mandate, and offers no Skonto', () => {
    expect(
      paymentTermsText(
        { dueDay: '2026-11-17', skonto: { untilDay: '2026-11-10', percent: '2' }, directDebit: debit },
        '1234.56',
        'EUR',
      ),
    ).toBe(
      'Der Betrag von 1.234,56 € wird am 17.11.2026 per SEPA-Lastschrift von Ihrem Konto DE…3000 eingezogen (Mandatsreferenz M-0001).',
    );
  });

  it('leaves out what the mandate does not say', () => {
    expect(paymentTermsText({ dueDay: '2026-11-17', directDebit: {} }, '10', 'CHF')).toBe(
      'Der Betrag von 10,00 CHF wird am 17.11.2026 per SEPA-Lastschrift eingezogen.',
    );
  });

  it("takes the terms from a receipt's method and its recipient's mandate", () => {
    const mandate = { reference: 'M-0001', iban: 'DE89370400440532013000' };
    expect(directDebitOf({ paymentTerms: { method: 'DIRECT_DEBIT' }, recipient: { sepaMandate: mandate } })).toEqual({
      iban: 'DE89370400440532013000',
      mandateReference: 'M-0001',
    });
    expect(
      directDebitOf({ paymentTerms: { method: 'TRANSFER' }, recipient: { sepaMandate: mandate } }),
    ).toBeUndefined();
    expect(maskedIban('de89 3704 0044 0532 0130 00')).toBe('DE…3000');
  });
});
