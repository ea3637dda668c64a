import { tz } from '@date-fns/tz';
import { addHours, getUnixTime, startOfHour } from 'date-fns';

/** Counted in UTC clock hours: the same windows on every server, and no hour that happens twice. */
const inUtc = tz('UTC');

/** The clock hour an event falls in (the window of a rate counter), and when its counter may be deleted. */
export const rateWindow = (now: Date): { window: string; ttl: number } => {
  const start = startOfHour(now, { in: inUtc });
  return { window: String(getUnixTime(start)), ttl: getUnixTime(addHours(start, 2)) };
};
