import { describe, expect, it } from 'vitest';
import type { TTimeTracking } from '../../../../schemas/api/work';
import { clockDuration, isoWeekOf, sumsPerEmployeeDay, sumsPerEmployeeWeek } from './employee-times';

const tracking = (
  employeeId: string,
  start: string,
  end: string | null,
  kind: 'order' | 'internal' | 'pause' = 'internal',
): TTimeTracking => ({
  id: `${employeeId}-${start}`,
  employeeId,
  type: kind === 'order' ? 'order' : 'internal',
  internalActivityPresetId: kind === 'order' ? null : 'p',
  presetName: kind === 'pause' ? 'Pause' : 'Werkstatt',
  purpose: kind === 'order' ? null : kind === 'pause' ? 'PAUSE' : 'USE',
  orderId: kind === 'order' ? 'o1' : null,
  operatingUnitId: null,
  start,
  end,
  note: '',
});

const now = new Date('2026-11-24T12:00:00.000Z');

describe("the employees' work times (application.md §2 time trackings)", () => {
  it('sums order work, internal work and pauses per employee and German day', () => {
    const days = sumsPerEmployeeDay(
      [
        tracking('tim', '2026-11-16T06:00:00.000Z', '2026-11-16T08:00:00.000Z', 'order'),
        tracking('tim', '2026-11-16T08:00:00.000Z', '2026-11-16T08:30:00.000Z', 'pause'),
        tracking('tim', '2026-11-16T08:30:00.000Z', '2026-11-16T09:15:00.000Z'),
        tracking('anna', '2026-11-16T07:00:00.000Z', '2026-11-16T08:00:00.000Z'),
        // 23:30 UTC on a Sunday is already Monday in Germany: next week's first day.
        tracking('tim', '2026-11-22T23:30:00.000Z', '2026-11-23T00:30:00.000Z', 'order'),
        // Still running: counts until now.
        tracking('tim', '2026-11-24T11:00:00.000Z', null),
      ],
      now,
    );
    expect(days).toEqual([
      {
        id: 'anna|2026-11-16',
        employeeId: 'anna',
        day: '2026-11-16',
        week: '2026-W47',
        workedMinutes: 60,
        orderMinutes: 0,
        internalMinutes: 60,
        pausedMinutes: 0,
      },
      {
        id: 'tim|2026-11-16',
        employeeId: 'tim',
        day: '2026-11-16',
        week: '2026-W47',
        workedMinutes: 165,
        orderMinutes: 120,
        internalMinutes: 45,
        pausedMinutes: 30,
      },
      {
        id: 'tim|2026-11-23',
        employeeId: 'tim',
        day: '2026-11-23',
        week: '2026-W48',
        workedMinutes: 60,
        orderMinutes: 60,
        internalMinutes: 0,
        pausedMinutes: 0,
      },
      {
        id: 'tim|2026-11-24',
        employeeId: 'tim',
        day: '2026-11-24',
        week: '2026-W48',
        workedMinutes: 60,
        orderMinutes: 0,
        internalMinutes: 60,
        pausedMinutes: 0,
      },
    ]);

    expect(sumsPerEmployeeWeek(days)).toEqual([
      expect.objectContaining({ employeeId: 'anna', week: '2026-W47', days: 1, workedMinutes: 60 }),
      expect.objectContaining({ employeeId: 'tim', week: '2026-W47', days: 1, workedMinutes: 165, pausedMinutes: 30 }),
      {
        id: 'tim|2026-W48',
        employeeId: 'tim',
        week: '2026-W48',
        days: 2,
        workedMinutes: 120,
        orderMinutes: 60,
        internalMinutes: 60,
        pausedMinutes: 0,
      },
    ]);
  });

  it('writes durations for the CSV export as hours and minutes', () => {
    expect([0, 5, 60, 425, 90.4, 1505].map(clockDuration)).toEqual(['0:00', '0:05', '1:00', '7:05', '1:30', '25:05']);
  });

  it('names ISO weeks across year ends', () => {
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });
});
