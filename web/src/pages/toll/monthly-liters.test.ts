import { describe, expect, it } from 'vitest';
import { monthlyLiters } from './monthly-liters';

describe('litres per month', () => {
  it('sums a machine’s refuels per German month, exactly', () => {
    expect(
      monthlyLiters([
        { timestamp: '2026-05-01T10:00:00.000Z', liters: '0.1' },
        // Just after midnight of 1 May in Germany, still 30 April in UTC.
        { timestamp: '2026-04-30T22:30:00.000Z', liters: '0.2' },
        { timestamp: '2026-04-14T09:00:00.000Z', liters: '312.5' },
      ]),
    ).toEqual([
      { month: '2026-04', liters: '312.5', count: 1 },
      { month: '2026-05', liters: '0.3', count: 2 },
    ]);
  });
});
