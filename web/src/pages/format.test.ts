import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuro, todayInGermany } from './format';

describe('German formats', () => {
  it('writes decimals and euros the German way', () => {
    expect(formatDecimal('1234.5')).toBe('1.234,5');
    expect(formatDecimal('-0.75', 2)).toBe('-0,75');
    expect(formatEuro('12.5')).toBe('12,50 €');
    expect(formatEuro('1.32709')).toBe('1,32709 €');
    expect(formatEuro(null)).toBe('–');
  });

  it("takes today's date in Germany, not in UTC", () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time, UTC+2).
    expect(todayInGermany(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(todayInGermany(new Date('2026-12-31T12:00:00Z'))).toBe('2026-12-31');
  });
});
