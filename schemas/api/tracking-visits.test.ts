import { describe, expect, it } from 'vitest';
import { periodOfSearch, ZVisitsSearch } from './tracking-visits';

const area = [
  [9, 54],
  [9.1, 54],
  [9.1, 54.1],
];

describe("the period of a 'Wer war wann hier?' search", () => {
  it('takes whole German days without times', () => {
    expect(periodOfSearch({ from: '2026-06-01', to: '2026-06-02', fromTime: null, toTime: null })).toEqual({
      start: '2026-05-31T22:00:00.000Z',
      end: '2026-06-02T22:00:00.000Z',
    });
  });

  it('narrows the first and the last day by the times (German summer time)', () => {
    expect(periodOfSearch({ from: '2026-06-01', to: '2026-06-02', fromTime: '07:30', toTime: '16:00' })).toEqual({
      start: '2026-06-01T05:30:00.000Z',
      end: '2026-06-02T14:00:00.000Z',
    });
  });

  it('refuses an end time before the start time on one day, at the end time', () => {
    const checked = ZVisitsSearch.safeParse({
      area,
      from: '2026-06-01',
      to: '2026-06-01',
      fromTime: '16:00',
      toTime: '08:00',
    });
    expect(checked.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['toTime', 'Die Enduhrzeit muss nach der Startuhrzeit liegen.'],
    ]);
    expect(
      ZVisitsSearch.safeParse({ area, from: '2026-06-01', to: '2026-06-02', fromTime: '16:00', toTime: '08:00' })
        .success,
    ).toBe(true);
    expect(ZVisitsSearch.parse({ area, from: '2026-06-01', to: '2026-06-01' })).toMatchObject({
      fromTime: null,
      toTime: null,
    });
  });

  it('refuses a time that is no wall clock', () => {
    const checked = ZVisitsSearch.safeParse({ area, from: '2026-06-01', to: '2026-06-01', fromTime: '25:00' });
    expect(checked.error?.issues[0]?.message).toBe('Bitte gib eine gültige Uhrzeit ein (HH:MM).');
  });
});
