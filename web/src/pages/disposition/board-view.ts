import { germanDay, parseGermanDay, shiftDay } from '../../../../schemas/kernel/calendar';

/** What the board shows: one day, a week or two, from Monday; and the rows of machines or people. */
export type BoardSpan = 'day' | 'week' | 'twoWeeks';
export type BoardRows = 'machines' | 'employees';

const spanDays: Record<BoardSpan, number> = { day: 1, week: 7, twoWeeks: 14 };
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** The German weekday of a day: 0 Sunday … 6 Saturday. */
const weekdayOf = (day: string): number => parseGermanDay(day).getDay();

/** The Monday of the week the day is in (a German week starts on Monday). */
export const mondayOf = (day: string): string => shiftDay(day, -((weekdayOf(day) + 6) % 7));

/** The period the board shows around `anchor`: the day itself, or from the Monday of its week. */
export const periodOf = (anchor: string, span: BoardSpan): { from: string; to: string } => {
  const from = span === 'day' ? anchor : mondayOf(anchor);
  return { from, to: shiftDay(from, spanDays[span] - 1) };
};

/** The anchor one period earlier (-1) or later (+1). */
export const shiftAnchor = (anchor: string, span: BoardSpan, direction: 1 | -1): string =>
  shiftDay(anchor, direction * spanDays[span]);

/** A day column's header: 'Mo 23.11.'. */
export const dayHeader = (day: string): string => {
  const [, month, date] = day.split('-');
  return `${WEEKDAYS[weekdayOf(day)]} ${date}.${month}.`;
};

export const todayInGermany = (): string => germanDay(new Date());

/** Hours to one decimal, German ('7,5'). */
export const hoursText = (hours: number): string => hours.toLocaleString('de-DE', { maximumFractionDigits: 1 });
