import { describe, expect, it } from 'vitest';
import { dayHeader, mondayOf, periodOf, shiftAnchor } from './board-view';

describe('the disposition board view', () => {
  it('shows a day, a week from Monday or two weeks', () => {
    expect(periodOf('2026-11-26', 'day')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodOf('2026-11-26', 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('2026-11-29', 'twoWeeks')).toEqual({ from: '2026-11-23', to: '2026-12-06' });
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('pages by the period, across the DST change', () => {
    expect(shiftAnchor('2026-10-23', 'week', 1)).toBe('2026-10-30');
    expect(shiftAnchor('2026-10-26', 'day', -1)).toBe('2026-10-25');
    expect(shiftAnchor('2026-11-26', 'twoWeeks', -1)).toBe('2026-11-12');
  });

  it('heads a column with the German weekday and date', () => {
    expect(dayHeader('2026-11-23')).toBe('Mo 23.11.');
    expect(dayHeader('2026-11-29')).toBe('So 29.11.');
  });
});
