import { describe, expect, it } from 'vitest';
import {
  formatGermanDecimal,
  formatGermanMoney,
  formatGermanPercent,
  formatGermanUnitPrice,
  formatIban,
} from './german-format';

describe('German number texts of a receipt', () => {
  it('groups thousands with points and writes the decimal comma', () => {
    expect(formatGermanDecimal('1234567.5')).toBe('1.234.567,5');
    expect(formatGermanDecimal('12.5')).toBe('12,5');
    expect(formatGermanDecimal('999')).toBe('999');
    expect(formatGermanDecimal('-1234.25')).toBe('-1.234,25');
    expect(formatGermanDecimal('0.10', 0)).toBe('0,1');
  });

  it('pads to the minimum and rounds half-up beyond the maximum', () => {
    expect(formatGermanDecimal('3', 2)).toBe('3,00');
    expect(formatGermanDecimal('2.345', 2, 2)).toBe('2,35');
    expect(formatGermanDecimal('-2.345', 2, 2)).toBe('-2,35');
    expect(formatGermanDecimal('-0.001', 2, 2)).toBe('0,00');
  });

  it('prints money in cents with the currency after it', () => {
    expect(formatGermanMoney('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(formatGermanMoney('8.694', 'EUR')).toBe('8,69 €');
    expect(formatGermanMoney('1000000', 'CHF')).toBe('1.000.000,00 CHF');
  });

  it('keeps a unit price’s own precision, at least cents', () => {
    expect(formatGermanUnitPrice('12.5', 'EUR')).toBe('12,50 €');
    expect(formatGermanUnitPrice('1.23456', 'EUR')).toBe('1,23456 €');
  });

  it('prints percentages and IBANs the way a German reader expects', () => {
    expect(formatGermanPercent(19)).toBe('19 %');
    expect(formatGermanPercent('2.5')).toBe('2,5 %');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
