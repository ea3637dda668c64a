import { describe, expect, it } from 'vitest';
import { documentTotals, lineNet, skontoAmount, vatBreakdown } from './vat';

describe('receipt arithmetic', () => {
  it('charges a line in cents, half-up, after its discount', () => {
    expect(lineNet({ quantity: '12.345', unitPrice: '85' })).toBe('1049.33');
    expect(lineNet({ quantity: '3', unitPrice: '0.005' })).toBe('0.02');
    expect(lineNet({ quantity: '10', unitPrice: '100', discountPercent: '2.5' })).toBe('975');
  });

  it('rounds the VAT once per rate, not per line', () => {
    const lines = [
      { net: '0.04', vatPercentPoints: 19, vatCategory: 'S' as const },
      { net: '0.04', vatPercentPoints: 19, vatCategory: 'S' as const },
    ];
    // Per line 0.0076 would round to 0.01 each; per group 0.08 × 19 % = 0.0152 → 0.02.
    expect(vatBreakdown(lines)).toEqual([{ vatCategory: 'S', vatPercentPoints: 19, taxable: '0.08', tax: '0.02' }]);
  });

  it('groups by category and rate, the highest rate first, and sums the totals', () => {
    const totals = documentTotals([
      { net: '100', vatPercentPoints: 7, vatCategory: 'S' },
      { net: '200', vatPercentPoints: 19, vatCategory: 'S' },
      { net: '50', vatPercentPoints: 19, vatCategory: 'S' },
      { net: '30', vatPercentPoints: 19, vatCategory: 'AE' },
    ]);
    expect(
      totals.vatGroups.map((group) => [group.vatCategory, group.vatPercentPoints, group.taxable, group.tax]),
    ).toEqual([
      ['S', 19, '250', '47.5'],
      ['S', 7, '100', '7'],
      ['AE', 0, '30', '0'],
    ]);
    expect(totals).toMatchObject({ net: '380', tax: '54.5', gross: '434.5' });
  });

  it('takes Skonto in cents', () => {
    expect(skontoAmount('434.5', '2')).toBe('8.69');
    expect(skontoAmount('100.01', '3')).toBe('3');
  });
});
