import { describe, expect, it } from 'vitest';
import { defaultTaskPeriod, mondayOf, newestPlannedFirst } from './tasks';

describe('tasks period', () => {
  it('opens with this week and next, Monday to Sunday, in German weeks', () => {
    // 2026-11-21 is a Saturday; its week began on Monday the 16th.
    expect(defaultTaskPeriod('2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-29' });
    // A Monday is its own week's start; a Sunday still belongs to the week before.
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    // Across the change to winter time (25 October 2026) the days stay whole.
    expect(defaultTaskPeriod('2026-10-25')).toEqual({ from: '2026-10-19', to: '2026-11-01' });
  });

  it('lists the newest planned start first, equal starts by id', () => {
    const tasks = [
      { id: 'b', plannedStartDateTime: '2026-11-20T06:00:00.000Z' },
      { id: 'c', plannedStartDateTime: '2026-11-22T06:00:00.000Z' },
      { id: 'a', plannedStartDateTime: '2026-11-20T06:00:00.000Z' },
    ];
    expect(tasks.sort(newestPlannedFirst).map((task) => task.id)).toEqual(['c', 'a', 'b']);
  });
});
