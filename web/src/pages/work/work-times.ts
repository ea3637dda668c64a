import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import type { TTimeTracking } from '../../../../schemas/api/work';
import { germanDay, parseGermanDay } from '../../../../schemas/kernel/calendar';

export type DayTotal = { day: string; workedMinutes: number; pausedMinutes: number };

/** Minutes of one tracking; a running one counts until `now`. */
export const minutesOf = (tracking: Pick<TTimeTracking, 'start' | 'end'>, now: Date): number => {
  const end = tracking.end ? new Date(tracking.end) : now;
  return Math.max(0, (end.getTime() - new Date(tracking.start).getTime()) / 60_000);
};

/**
 * Per German day of the start: minutes worked and minutes paused (pause presets), days in order; and the
 * sums. Work that runs past midnight counts for the day it began, as a contractor's day sheet would.
 */
export const summariseTimes = (trackings: readonly TTimeTracking[], now: Date) => {
  const byDay = new Map<string, DayTotal>();
  for (const tracking of trackings) {
    const day = germanDay(tracking.start);
    const total = byDay.get(day) ?? { day, workedMinutes: 0, pausedMinutes: 0 };
    const minutes = minutesOf(tracking, now);
    if (tracking.purpose === 'PAUSE') total.pausedMinutes += minutes;
    else total.workedMinutes += minutes;
    byDay.set(day, total);
  }
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  return {
    days,
    workedMinutes: days.reduce((sum, day) => sum + day.workedMinutes, 0),
    pausedMinutes: days.reduce((sum, day) => sum + day.pausedMinutes, 0),
  };
};

/** The first and last day (YYYY-MM-DD) of the month `offset` months from the month of `today`. */
export const monthRange = (today: string, offset: number): { from: string; to: string; month: string } => {
  const first = startOfMonth(addMonths(parseGermanDay(today), offset));
  return { from: germanDay(first), to: germanDay(endOfMonth(first)), month: format(first, 'yyyy-MM') };
};
