import { getISOWeek, getISOWeekYear } from 'date-fns';
import type { TTimeTracking } from '../../../../schemas/api/work';
import { germanDay, parseGermanDay } from '../../../../schemas/kernel/calendar';
import { minutesOf } from './work-times';

/**
 * Minutes of a stretch of days: work (everything but pauses) split into order work and internal work,
 * and pauses apart, as the employees' time-trackings page (application.md §2) shows them.
 */
export type WorkSums = { workedMinutes: number; orderMinutes: number; internalMinutes: number; pausedMinutes: number };

export type EmployeeDaySums = WorkSums & { id: string; employeeId: string; day: string; week: string };
export type EmployeeWeekSums = WorkSums & { id: string; employeeId: string; week: string; days: number };

const noMinutes = (): WorkSums => ({ workedMinutes: 0, orderMinutes: 0, internalMinutes: 0, pausedMinutes: 0 });

const add = (sums: WorkSums, more: WorkSums): void => {
  sums.workedMinutes += more.workedMinutes;
  sums.orderMinutes += more.orderMinutes;
  sums.internalMinutes += more.internalMinutes;
  sums.pausedMinutes += more.pausedMinutes;
};

/** The ISO week of a day (weeks start on Monday in Germany, §1), e.g. '2026-W48'. */
export const isoWeekOf = (day: string): string => {
  const date = parseGermanDay(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
};

/** Minutes as hours and minutes ('7:05'): what a spreadsheet reads as a duration, unlike '7 Std. 05 Min.'. */
export const clockDuration = (minutes: number): string => {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const sumsOf = (tracking: TTimeTracking, now: Date): WorkSums => {
  const minutes = minutesOf(tracking, now);
  if (tracking.purpose === 'PAUSE') return { ...noMinutes(), pausedMinutes: minutes };
  return tracking.type === 'order'
    ? { ...noMinutes(), workedMinutes: minutes, orderMinutes: minutes }
    : { ...noMinutes(), workedMinutes: minutes, internalMinutes: minutes };
};

const byEmployeeThen = (a: { employeeId: string }, b: { employeeId: string }) =>
  a.employeeId.localeCompare(b.employeeId);

/**
 * The day sums per employee and German day of the start (a running tracking counts until `now`; work
 * past midnight counts for the day it began, as in 'Meine Arbeitszeiten'), by employee id and day.
 */
export const sumsPerEmployeeDay = (trackings: readonly TTimeTracking[], now: Date): EmployeeDaySums[] => {
  const rows = new Map<string, EmployeeDaySums>();
  for (const tracking of trackings) {
    const day = germanDay(tracking.start);
    const id = `${tracking.employeeId}|${day}`;
    const row = rows.get(id) ?? { id, employeeId: tracking.employeeId, day, week: isoWeekOf(day), ...noMinutes() };
    add(row, sumsOf(tracking, now));
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => byEmployeeThen(a, b) || a.day.localeCompare(b.day));
};

/** The week sums per employee and ISO week, from the day sums; `days` counts the days with trackings. */
export const sumsPerEmployeeWeek = (days: readonly EmployeeDaySums[]): EmployeeWeekSums[] => {
  const rows = new Map<string, EmployeeWeekSums>();
  for (const day of days) {
    const id = `${day.employeeId}|${day.week}`;
    const row = rows.get(id) ?? { id, employeeId: day.employeeId, week: day.week, days: 0, ...noMinutes() };
    add(row, day);
    row.days += 1;
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => byEmployeeThen(a, b) || a.week.localeCompare(b.week));
};
