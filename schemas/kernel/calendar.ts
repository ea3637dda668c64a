import { type TZDate, tz } from '@date-fns/tz';
import { addDays, format, isWeekend, parse } from 'date-fns';
import { de } from 'date-fns/locale/de';

/**
 * Dates as a German contractor reads them: calendar days, wall clocks and their texts in German time,
 * never in UTC and never in the time zone of the machine the code runs on (a Lambda runs in UTC, a
 * phone abroad elsewhere). All calendar arithmetic is date-fns in this zone, so days of 23 or 25 hours
 * (last Sunday of March and October) need no workaround.
 *
 * A day is a `YYYY-MM-DD` string; a moment is a `Date` or an ISO timestamp. Moments are stored as UTC
 * ISO strings ("…Z").
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

/** The date-fns context for German time: `addMonths(date, 1, { in: inGermany })`. */
export const inGermany = tz(GERMAN_TIME_ZONE);

const DAY_FORMAT = 'yyyy-MM-dd';

/** A moment as stored: UTC with "Z" (a TZDate would print its offset). */
const utcIso = (moment: Date): string => new Date(moment.getTime()).toISOString();

/** The German calendar day (YYYY-MM-DD) of a moment; just after midnight the UTC day is still yesterday. */
export const germanDay = (moment: Date | string): string => format(moment, DAY_FORMAT, { in: inGermany });

/**
 * Midnight of a German day, as a date in German time: date-fns functions given it (addMonths,
 * endOfMonth, isWeekend …) count in German days. An impossible day gives an invalid date.
 */
export const parseGermanDay = (day: string): TZDate => parse(day, DAY_FORMAT, new Date(), { in: inGermany });

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
 * March the clock is read as summer time (02:30 is 03:30); of the hour repeated in October date-fns
 * picks one of the two moments.
 */
export const germanWallClock = (day: string, time: string): string =>
  utcIso(parse(`${day} ${time}`, `${DAY_FORMAT} HH:mm`, new Date(), { in: inGermany }));

/** '2026-03-01T10:00:00Z' -> '01.03.2026' (German date of the moment). */
export const formatGermanDate = (moment: Date | string): string => format(moment, 'dd.MM.yyyy', { in: inGermany });

/** '2026-03-01T10:00:00Z' -> '01.03.2026, 11:00'. */
export const formatGermanDateTime = (moment: Date | string): string =>
  format(moment, 'dd.MM.yyyy, HH:mm', { in: inGermany });

/** '2026-03-01T10:00:00Z' -> '11:00'. */
export const formatGermanTime = (moment: Date | string): string => format(moment, 'HH:mm', { in: inGermany });

/** A day, not a moment: '2026-03-01' -> '01.03.2026' whatever the time zone. */
export const formatGermanDay = (day: string): string => format(parseGermanDay(day), 'dd.MM.yyyy');

/** A month (YYYY-MM) by name: '2026-03' -> 'März 2026'. */
export const formatGermanMonth = (month: string): string =>
  format(parse(month, 'yyyy-MM', new Date(), { in: inGermany }), 'LLLL yyyy', { locale: de });
