import { germanDaysSpan, shiftDay } from '../../../../schemas/kernel/calendar';
import type { TRental } from '../../../../schemas/planning/rental';

/** What 'returned recently' reaches back: two weeks. */
export const RECENT_DAYS = 14;
/** The timeline's width: the next four weeks from today. */
export const TIMELINE_DAYS = 28;

export type OutRental = { rental: TRental; overdue: boolean };

/**
 * The overview's three lists (application.md §2 'rentals overview'): machines out now (the longest due
 * first; overdue when the agreed end has passed and the machine is not back), upcoming reservations
 * (earliest first) and what came back in the last two weeks (latest first).
 */
export const overviewSections = (rentals: readonly TRental[], now: Date) => {
  const nowIso = now.toISOString();
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const out: OutRental[] = rentals
    .filter((rental) => rental.status === 'OUT')
    .sort((a, b) => a.end.localeCompare(b.end))
    .map((rental) => ({ rental, overdue: rental.end < nowIso }));
  const upcoming = rentals
    .filter((rental) => rental.status === 'RESERVED' && rental.end > nowIso)
    .sort((a, b) => a.start.localeCompare(b.start));
  const returned = rentals
    .filter((rental) => rental.status === 'RETURNED' && (rental.returnedAt ?? rental.end) >= recentFrom)
    .sort((a, b) => (b.returnedAt ?? b.end).localeCompare(a.returnedAt ?? a.end));
  return { out, upcoming, returned };
};

/** A rental as a bar of the timeline: where it starts and how long it is, in percent of the window. */
export type TimelineBar = { rental: TRental; left: number; width: number; overdue: boolean };
export type TimelineRow = { machineId: string; bars: TimelineBar[] };

/**
 * The timeline: one row per machine rented in the window (the German days `fromDay` and the next 27),
 * each rental a bar clipped to the window; a machine still out after its end reaches to now. Cancelled
 * rentals hold nothing and are left out. Rows by the machine's first rental.
 */
export const timelineRows = (rentals: readonly TRental[], fromDay: string, now: Date): TimelineRow[] => {
  const { start, end } = germanDaysSpan(fromDay, shiftDay(fromDay, TIMELINE_DAYS - 1));
  const [windowStart, windowEnd] = [Date.parse(start), Date.parse(end)];
  const span = windowEnd - windowStart;
  const rows = new Map<string, TimelineBar[]>();
  for (const rental of [...rentals].sort((a, b) => a.start.localeCompare(b.start))) {
    if (rental.status === 'CANCELLED') continue;
    const overdue = rental.status === 'OUT' && Date.parse(rental.end) < now.getTime();
    const barEnd = Math.min(windowEnd, overdue ? now.getTime() : Date.parse(rental.end));
    const barStart = Math.max(windowStart, Date.parse(rental.start));
    if (barEnd <= barStart) continue;
    const bar = {
      rental,
      left: ((barStart - windowStart) / span) * 100,
      width: ((barEnd - barStart) / span) * 100,
      overdue,
    };
    rows.set(rental.machineId, [...(rows.get(rental.machineId) ?? []), bar]);
  }
  return [...rows].map(([machineId, bars]) => ({ machineId, bars }));
};
