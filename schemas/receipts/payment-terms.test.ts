import { describe, expect, it } from 'vitest';
import { paymentTermsText } from './payment-terms';

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
