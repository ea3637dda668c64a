import { formatGermanDay, germanDay } from './calendar';
import { formatGermanDecimal } from './german-format';

/**
 * The German working-time law (ArbZG) as the disposition board checks a person's plan (issue 15 point 1):
 * at most 10 hours of work on a day (§3) and at least 11 hours of rest between two working days (§5).
 * Agriculture may deviate in harvest (§5 (2), §15), so these are warnings for the dispatcher, never refusals.
 */

/** Planned work of one person: ISO instants, end after start. */
export type TPlannedSpan = { start: string; end: string };

export type TWorkingTimeWarning =
  | { kind: 'DAY_OVER_10_HOURS'; day: string; hours: number; message: string }
  | { kind: 'REST_UNDER_11_HOURS'; dayBefore: string; day: string; hours: number; message: string };

const HOUR_MS = 60 * 60 * 1000;
export const MAX_HOURS_PER_DAY = 10;
export const MIN_REST_HOURS = 11;

type Interval = { start: number; end: number };

/** Overlapping or touching spans as one: a person double-booked works those hours once (the board shows the conflict). */
const merged = (spans: readonly TPlannedSpan[]): Interval[] => {
  const sorted = spans
    .map((span) => ({ start: Date.parse(span.start), end: Date.parse(span.end) }))
    .filter((span) => Number.isFinite(span.start) && Number.isFinite(span.end) && span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const result: Interval[] = [];
  for (const span of sorted) {
    const last = result.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else result.push({ ...span });
  }
  return result;
};

/** Hours to a tenth, as the board shows them ('10,5 h'). */
const tenths = (ms: number): number => Math.round((ms / HOUR_MS) * 10) / 10;
const hoursText = (hours: number): string => `${formatGermanDecimal(String(hours), 0, 1)} h`;

/** The working days of a plan: the spans grouped by the German day they start on, in order. */
const workingDays = (spans: readonly TPlannedSpan[]) => {
  const days = new Map<string, Interval[]>();
  for (const interval of merged(spans)) {
    const day = germanDay(new Date(interval.start));
    days.set(day, [...(days.get(day) ?? []), interval]);
  }
  return [...days.entries()].map(([day, intervals]) => ({
    day,
    workedMs: intervals.reduce((sum, { start, end }) => sum + end - start, 0),
    firstStart: Math.min(...intervals.map(({ start }) => start)),
    lastEnd: Math.max(...intervals.map(({ end }) => end)),
  }));
};

/** The warnings of one person's plan, in the order of the days. */
export const workingTimeWarnings = (spans: readonly TPlannedSpan[]): TWorkingTimeWarning[] => {
  const days = workingDays(spans);
  return days.flatMap((current, index): TWorkingTimeWarning[] => {
    const warnings: TWorkingTimeWarning[] = [];
    const previous = days[index - 1];
    if (previous) {
      const rest = current.firstStart - previous.lastEnd;
      if (rest < MIN_REST_HOURS * HOUR_MS) {
        const hours = Math.max(0, tenths(rest));
        warnings.push({
          kind: 'REST_UNDER_11_HOURS',
          dayBefore: previous.day,
          day: current.day,
          hours,
          message: `Nur ${hoursText(hours)} Ruhezeit vor dem ${formatGermanDay(current.day)} (mindestens ${MIN_REST_HOURS} h).`,
        });
      }
    }
    if (current.workedMs > MAX_HOURS_PER_DAY * HOUR_MS) {
      const hours = tenths(current.workedMs);
      warnings.push({
        kind: 'DAY_OVER_10_HOURS',
        day: current.day,
        hours,
        message: `${hoursText(hours)} Arbeit am ${formatGermanDay(current.day)} geplant (höchstens ${MAX_HOURS_PER_DAY} h).`,
      });
    }
    return warnings;
  });
};
