import { TZDate, tz } from '@date-fns/tz';
import { addDays, isWeekend } from 'date-fns';

/**
 * Dates as a German contractor reads them: calendar days, wall clocks and their texts in German time,
 * never in UTC and never in the time zone of the machine the code runs on (a Lambda runs in UTC, a
 * phone abroad elsewhere). Calendar arithmetic is date-fns in this zone, so days of 23 or 25 hours
 * (last Sunday of March and October) need no workaround; texts come from Intl, which every runtime has,
 * so the servers' bundles carry no date-format tables.
 *
 * A day is a `YYYY-MM-DD` string; a moment is a `Date` or an ISO timestamp. Moments are stored as UTC
 * ISO strings ("…Z").
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

/** The date-fns context for German time: `addMonths(date, 1, { in: inGermany })`. */
export const inGermany = tz(GERMAN_TIME_ZONE);

/** A moment as stored: UTC with "Z" (a TZDate would print its offset). */
const utcIso = (moment: Date): string => new Date(moment.getTime()).toISOString();

/** Year, month, day, hour and minute of a moment on a German wall clock, two digits each (four for the year). */
const germanClock = new Intl.DateTimeFormat('de-DE', {
  timeZone: GERMAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type ClockParts = { year: string; month: string; day: string; hour: string; minute: string };

/** The German wall clock of a moment; what is not a moment is a RangeError, as in date-fns. */
const clockOf = (moment: Date | string): ClockParts => {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const parts = Object.fromEntries(germanClock.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

/** The German calendar day (YYYY-MM-DD) of a moment; just after midnight the UTC day is still yesterday. */
export const germanDay = (moment: Date | string): string => {
  const { year, month, day } = clockOf(moment);
  return `${year}-${month}-${day}`;
};

/** The numbers of a real calendar day 'YYYY-MM-DD' (not '2026-02-30'), else undefined. */
const dayNumbers = (day: string): [year: number, month: number, date: number] | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date
    ? [year, month, date]
    : undefined;
};

/**
 * Midnight of a German day, as a date in German time: date-fns functions given it (addMonths,
 * endOfMonth, isWeekend …) count in German days. An impossible day gives an invalid date.
 */
export const parseGermanDay = (day: string): TZDate => {
  const numbers = dayNumbers(day);
  if (!numbers) return new TZDate(Number.NaN, GERMAN_TIME_ZONE);
  const [year, month, date] = numbers;
  return new TZDate(year, month - 1, date, GERMAN_TIME_ZONE);
};

/** The day `days` calendar days after `day` (before it when negative). */
export const shiftDay = (day: string, days: number): string => germanDay(addDays(parseGermanDay(day), days));

/** The German day `days` calendar days after the German day of `moment` ('today + 3' for a seed). */
export const germanDayFrom = (moment: Date | string, days: number): string => shiftDay(germanDay(moment), days);

/** Saturday or Sunday. */
export const isWeekendDay = (day: string): boolean => isWeekend(parseGermanDay(day));

/**
 * The moments of the German days `from` to `to`: from the first one's midnight up to (not including)
 * the midnight after the last, as UTC ISO strings to compare stored moments with.
 */
export const germanDaysSpan = (from: string, to: string): { start: string; end: string } => ({
  start: utcIso(parseGermanDay(from)),
  end: utcIso(addDays(parseGermanDay(to), 1)),
});

/**
 * The moment a German wall clock ('07:30') shows on a day, as a UTC ISO string. In the hour skipped in
 * March the clock is read as summer time (02:30 is 03:30); of the hour repeated in October one of the
 * two moments is taken. A day or clock that does not exist is a RangeError.
 */
export const germanWallClock = (day: string, time: string): string => {
  const numbers = dayNumbers(day);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!numbers || !clock) throw new RangeError('Invalid time value');
  const [year, month, date] = numbers;
  return utcIso(new TZDate(year, month - 1, date, Number(clock[1]), Number(clock[2]), GERMAN_TIME_ZONE));
};

/** '2026-03-01T10:00:00Z' -> '01.03.2026' (German date of the moment). */
export const formatGermanDate = (moment: Date | string): string => {
  const { year, month, day } = clockOf(moment);
  return `${day}.${month}.${year}`;
};

/** '2026-03-01T10:00:00Z' -> '01.03.2026, 11:00'. */
export const formatGermanDateTime = (moment: Date | string): string => {
  const { year, month, day, hour, minute } = clockOf(moment);
  return `${day}.${month}.${year}, ${hour}:${minute}`;
};

/** '2026-03-01T10:00:00Z' -> '11:00'. */
export const formatGermanTime = (moment: Date | string): string => {
  const { hour, minute } = clockOf(moment);
  return `${hour}:${minute}`;
};

/** A day, not a moment: '2026-03-01' -> '01.03.2026' whatever the time zone. */
export const formatGermanDay = (day: string): string => {
  if (!dayNumbers(day)) throw new RangeError('Invalid time value');
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

const germanMonthName = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** A month (YYYY-MM) by name: '2026-03' -> 'März 2026'. */
export const formatGermanMonth = (month: string): string => {
  const numbers = dayNumbers(`${month}-01`);
  if (!numbers) throw new RangeError('Invalid time value');
  return germanMonthName.format(new Date(Date.UTC(numbers[0], numbers[1] - 1, 15)));
};
