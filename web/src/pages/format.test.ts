import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatDecimal, formatEuro, formatTime, todayInGermany } from './format';

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

  it('writes moments in German time and days as they are, a dash for nothing', () => {
    expect(formatDate('2026-03-01T10:00:00Z')).toBe('01.03.2026');
    expect(formatDateTime('2026-07-01T10:00:00Z')).toBe('01.07.2026, 12:00');
    expect(formatTime('2026-12-31T23:15:00Z')).toBe('00:15');
    expect(formatDay('2026-03-29')).toBe('29.03.2026');
    for (const nothing of [null, undefined, '', 'bald']) {
      expect(formatDate(nothing)).toBe('–');
      expect(formatDateTime(nothing)).toBe('–');
      expect(formatTime(nothing)).toBe('–');
      expect(formatDay(nothing)).toBe('–');
    }
    expect(formatDay('2026-02-30')).toBe('–');
  });
});
