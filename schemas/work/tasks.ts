import { startOfISOWeek } from 'date-fns';
import { germanDay, parseGermanDay, shiftDay } from '../kernel/calendar';

/**
 * Aufgaben (application.md §2 Orders 'tasks list and task details'; §6: every staff role): the orders
 * assigned to the caller's employee in every status but DRAFT, for a period of days. Rules shared by the
 * work service and the web app.
 */

/** The statuses a task can have: an order is somebody's task once it is assigned, and stays it. */
export const taskStatuses = ['ASSIGNED', 'IN_PROGRESS', 'DONE', 'BILLED'] as const;

/** The Monday of the German week of a day (weeks start on Monday in Germany). */
export const mondayOf = (day: string): string => germanDay(startOfISOWeek(parseGermanDay(day)));

/** The period the tasks list opens with: this week and next (Monday to the Sunday after next week's). */
export const defaultTaskPeriod = (today: string): { from: string; to: string } => {
  const from = mondayOf(today);
  return { from, to: shiftDay(from, 13) };
};

/** Newest planned first (then by id, so equal starts keep one order). */
export const newestPlannedFirst = <T extends { id: string; plannedStartDateTime: string | null }>(a: T, b: T): number =>
  (b.plannedStartDateTime ?? '').localeCompare(a.plannedStartDateTime ?? '') || a.id.localeCompare(b.id);
