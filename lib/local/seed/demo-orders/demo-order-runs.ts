import { germanDay, germanWallClock, isWeekendDay, shiftDay } from '../../../../schemas/kernel/calendar';
import type { DemoOrderPlan } from './demo-order-plans';

/**
 * When the demo drivers worked on an order: its runs (German working hours, a pause between two runs of
 * a long day) and how many hours each machine's meter counted, so counters, answers, tracks and time
 * trackings all tell the same story. Deterministic: a seeded generator per order, no Math.random.
 */

/** A small seeded generator (mulberry32) from a text: the same order always varies the same way. */
export const variation = (text: string): (() => number) => {
  let seed = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** The German day `weekdays` weekdays from the seed day (0: the seed day itself, even on a weekend). */
export const weekdayFrom = (now: Date, weekdays: number): string => {
  let day = germanDay(now);
  const step = Math.sign(weekdays);
  for (let left = Math.abs(weekdays); left > 0; ) {
    day = shiftDay(day, step);
    if (!isWeekendDay(day)) left--;
  }
  return day;
};

/** Hectares an hour, per service charged by area; the others work the planned hours. */
const hectaresPerHour: Record<string, number> = {
  'mais-haeckseln': 3.2,
  'gras-haeckseln': 5,
  maehdrusch: 3.5,
  pfluegen: 1.8,
  grubbern: 4.5,
  maislegen: 3,
  guelle: 2.8,
  mist: 1.6,
  pflanzenschutz: 12,
  rundballen: 3,
  maehen: 6,
  schwaden: 7,
};

export type RunTiming = { start: string; end: string };

const MINUTE = 60_000;
const minutes = (moment: string, add: number) => new Date(new Date(moment).getTime() + add * MINUTE).toISOString();

/** Work of one day at most (the rest of a big field waits for another day). */
const LONGEST_DAY_MINUTES = 480;
/** A run longer than this is split by a pause. */
const LONGEST_RUN_MINUTES = 270;

/**
 * The runs of a begun order: it starts a little after the planned start and works the field at the
 * service's pace (or the planned hours); a long day has a pause in the middle. A begun, unfinished order
 * (IN_PROGRESS) stopped after its first run: the driver interrupted it and comes back.
 */
export const runTimingsOf = (plan: DemoOrderPlan, now: Date): RunTiming[] => {
  if (plan.status === 'DRAFT' || plan.status === 'ASSIGNED') return [];
  const next = variation(plan.key);
  const day = weekdayFrom(now, plan.day);
  const plannedMinutes =
    (Date.parse(germanWallClock(day, plan.to)) - Date.parse(germanWallClock(day, plan.from))) / MINUTE;
  const rate = hectaresPerHour[plan.service];
  const working = Math.round(
    Math.min(LONGEST_DAY_MINUTES, Math.max(75, rate ? (plan.areaHa / rate) * 60 : plannedMinutes - 60)),
  );
  const start = minutes(germanWallClock(day, plan.from), Math.round(next() * 20));
  if (working <= LONGEST_RUN_MINUTES) return [{ start, end: minutes(start, working) }];
  const first = Math.round(working * (0.45 + next() * 0.15));
  const firstEnd = minutes(start, first);
  const secondStart = minutes(firstEnd, 30 + Math.round(next() * 15));
  const runs = [
    { start, end: firstEnd },
    { start: secondStart, end: minutes(secondStart, working - first) },
  ];
  return plan.status === 'IN_PROGRESS' ? runs.slice(0, 1) : runs;
};

/** Hours between two moments in tenths, as an hour meter counts them (at least one tenth). */
export const tenthsBetween = (start: string, end: string): number =>
  Math.max(1, Math.round((Date.parse(end) - Date.parse(start)) / 360_000));

export type MeterRun = { runId: string; machineId: string; start: string; end: string };

/** A meter's reading as the counter stores it ('3411.2'). */
const reading = (tenths: number) => (tenths / 10).toFixed(1);

/**
 * The start and end reading of every run of a machine with an hour meter, by run id and machine id: the
 * meter counts each run's length, the machine drives about half an hour between runs, and the newest
 * run ends just below the reading the machine's record has now.
 */
export const meterReadings = (
  runs: readonly MeterRun[],
  currentHours: ReadonlyMap<string, number>,
): Map<string, { startValue: string; endValue: string }> => {
  const readings = new Map<string, { startValue: string; endValue: string }>();
  for (const machineId of new Set(runs.map((run) => run.machineId))) {
    const machineRuns = runs.filter((run) => run.machineId === machineId);
    let endTenths = Math.round((currentHours.get(machineId) ?? 0) * 10) - 4;
    for (const run of [...machineRuns].sort((a, b) => b.start.localeCompare(a.start))) {
      const startTenths = endTenths - tenthsBetween(run.start, run.end);
      readings.set(`${run.runId}|${machineId}`, { startValue: reading(startTenths), endValue: reading(endTenths) });
      endTenths = startTenths - 5;
    }
  }
  return readings;
};
