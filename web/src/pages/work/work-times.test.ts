import { describe, expect, it } from 'vitest';
import type { TTimeTracking } from '../../../../schemas/api/work';
import { monthRange, summariseTimes } from './work-times';

const tracking = (start: string, end: string | null, purpose: TTimeTracking['purpose'] = 'USE'): TTimeTracking => ({
  id: start,
  employeeId: 'e1',
  type: 'internal',
  internalActivityPresetId: 'p',
  presetName: 'Werkstatt',
  purpose,
  orderId: null,
  operatingUnitId: null,
  start,
  end,
  note: '',
});

describe('work times (Meine Arbeitszeiten)', () => {
  it('sums work and pauses per German day; a running one counts until now', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const summary = summariseTimes(
      [
        tracking('2026-11-20T07:00:00.000Z', '2026-11-20T09:30:00.000Z'),
        tracking('2026-11-20T09:30:00.000Z', '2026-11-20T10:00:00.000Z', 'PAUSE'),
        // 23:30 UTC is already the next day in Germany.
        tracking('2026-11-20T23:30:00.000Z', '2026-11-21T00:00:00.000Z'),
        tracking('2026-11-21T09:00:00.000Z', null),
      ],
      now,
    );
    expect(summary.days).toEqual([
      { day: '2026-11-20', workedMinutes: 150, pausedMinutes: 30 },
      { day: '2026-11-21', workedMinutes: 90, pausedMinutes: 0 },
    ]);
    expect(summary.workedMinutes).toBe(240);
    expect(summary.pausedMinutes).toBe(30);
  });

  it('knows the days of a month, across year ends', () => {
    expect(monthRange('2026-11-21', 0)).toEqual({ from: '2026-11-01', to: '2026-11-30', month: '2026-11' });
    expect(monthRange('2026-11-21', 2)).toEqual({ from: '2027-01-01', to: '2027-01-31', month: '2027-01' });
    expect(monthRange('2024-03-31', -1)).toEqual({ from: '2024-02-01', to: '2024-02-29', month: '2024-02' });
  });
});
