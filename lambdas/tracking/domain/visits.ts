import type { TVisit } from '../../../schemas/api/tracking-visits';
import type { LngLat } from '../../../schemas/kernel/geo/local-plane';
import { type Period, visitOf } from '../../../schemas/kernel/visits';
import type { TrackPoint } from './chunks';

export type TrackOfPeriod = { id: string; orderId: string | null; employeeId: string; points: readonly TrackPoint[] };

/**
 * The visits of the tracks to the area, one per order and employee (an order driven on two days by one
 * driver is one line, with its time summed), the earliest first.
 */
const merged = (known: TVisit, next: TVisit): TVisit => ({
  ...known,
  insideSeconds: known.insideSeconds + next.insideSeconds,
  // ISO moments: the text order is the time order.
  firstInside: [known.firstInside, next.firstInside].sort()[0] ?? known.firstInside,
  lastInside: [known.lastInside, next.lastInside].sort()[1] ?? known.lastInside,
  trackingIds: [...known.trackingIds, ...next.trackingIds],
});

export const visitsOf = (tracks: readonly TrackOfPeriod[], area: readonly LngLat[], period: Period): TVisit[] => {
  const byOrderAndEmployee = new Map<string, TVisit>();
  for (const track of tracks) {
    const visit = visitOf(track.points, [area], period);
    if (!visit) continue;
    const line: TVisit = {
      orderId: track.orderId,
      employeeId: track.employeeId,
      insideSeconds: Math.round(visit.insideMs / 1000),
      firstInside: visit.firstInside,
      lastInside: visit.lastInside,
      trackingIds: [track.id],
    };
    const key = JSON.stringify([track.orderId, track.employeeId]);
    const known = byOrderAndEmployee.get(key);
    byOrderAndEmployee.set(key, known ? merged(known, line) : line);
  }
  return [...byOrderAndEmployee.values()].sort((a, b) => a.firstInside.localeCompare(b.firstInside));
};
