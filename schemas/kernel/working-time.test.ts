import { describe, expect, it } from 'vitest';
import { workingTimeWarnings } from './working-time';

/** Planned spans in German wall-clock time of November (UTC+1). */
const span = (day: string, from: string, to: string, toDay = day) => ({
  start: new Date(`${day}T${from}:00+01:00`).toISOString(),
  end: new Date(`${toDay}T${to}:00+01:00`).toISOString(),
});

describe('workingTimeWarnings (ArbZG §3, §5)', () => {
  it('finds nothing in a plan of 10 hours a day with 11 hours of rest', () => {
    expect(
      workingTimeWarnings([
        span('2026-11-23', '06:00', '12:00'),
        span('2026-11-23', '12:30', '16:30'),
        span('2026-11-24', '03:30', '13:30'),
      ]),
    ).toEqual([]);
  });

  it('warns of a day with more than 10 hours, in German with the day and the hours', () => {
    expect(workingTimeWarnings([span('2026-11-24', '05:00', '12:00'), span('2026-11-24', '13:00', '17:30')])).toEqual([
      {
        kind: 'DAY_OVER_10_HOURS',
        day: '2026-11-24',
        hours: 11.5,
        message: '11,5 h Arbeit am 24.11.2026 geplant (höchstens 10 h).',
      },
    ]);
  });

  it('counts overlapping orders of a double-booked person once', () => {
    expect(workingTimeWarnings([span('2026-11-24', '06:00', '14:00'), span('2026-11-24', '08:00', '15:00')])).toEqual(
      [],
    );
  });

  it('warns of less than 11 hours of rest before the next working day, also after a night shift', () => {
    expect(
      workingTimeWarnings([span('2026-11-23', '15:00', '01:00', '2026-11-24'), span('2026-11-24', '07:00', '12:00')]),
    ).toEqual([
      {
        kind: 'REST_UNDER_11_HOURS',
        dayBefore: '2026-11-23',
        day: '2026-11-24',
        hours: 6,
        message: 'Nur 6 h Ruhezeit vor dem 24.11.2026 (mindestens 11 h).',
      },
    ]);
  });

  it('ignores spans that end before they start', () => {
    expect(workingTimeWarnings([span('2026-11-24', '12:00', '06:00')])).toEqual([]);
  });
});
