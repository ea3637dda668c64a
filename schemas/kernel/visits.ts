import type { TimedPoint } from './coverage';
import { boxOf, insideRings, type PolygonRings } from './geo/local-plane';

/**
 * 'Wer war wann hier?' (issue 13 point 5): how long a track stayed inside a drawn area. A segment counts
 * with its whole time when both its ends are inside; a segment that crosses the edge does not, so a pass
 * along the border is not inflated by a point that happened to fall outside. Only points of the period
 * count. Whether a point is inside is decided on lng/lat directly: at the size of a drawn area the
 * projection does not move an edge by a measurable amount.
 */
export type Visit = {
  /** Milliseconds spent inside: the sum of the segments with both ends inside. */
  insideMs: number;
  /** The first and last point inside. */
  firstInside: string;
  lastInside: string;
};

export type Period = { start: string; end: string };

/** The time the points spent inside the area within the period; undefined when none was inside. */
export const visitOf = (points: readonly TimedPoint[], area: PolygonRings, period: Period): Visit | undefined => {
  const rings = area.map((ring) => ring.map(([x, y]) => ({ x, y })));
  const box = boxOf(rings.flat());
  const [start, end] = [Date.parse(period.start), Date.parse(period.end)];
  if (!box) return undefined;
  let visit: Visit | undefined;
  let previous: { time: number; inside: boolean } | undefined;
  for (const point of points) {
    const time = Date.parse(point.time);
    if (time < start || time >= end) {
      previous = undefined;
      continue;
    }
    const inside =
      point.lng >= box.minX &&
      point.lng <= box.maxX &&
      point.lat >= box.minY &&
      point.lat <= box.maxY &&
      insideRings(point.lng, point.lat, rings);
    if (inside) {
      const gained = previous?.inside ? Math.max(0, time - previous.time) : 0;
      visit = visit
        ? { insideMs: visit.insideMs + gained, firstInside: visit.firstInside, lastInside: point.time }
        : { insideMs: gained, firstInside: point.time, lastInside: point.time };
    }
    previous = { time, inside };
  }
  return visit;
};
