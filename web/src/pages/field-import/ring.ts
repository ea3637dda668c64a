import type { TVertex } from '../../../../schemas/map-tracks';

/** The sign of the turn a → b → c: positive left, negative right, 0 on one line. */
const turn = (a: TVertex, b: TVertex, c: TVertex) =>
  (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);

const onSegment = (a: TVertex, b: TVertex, p: TVertex) =>
  Math.min(a.lng, b.lng) <= p.lng &&
  p.lng <= Math.max(a.lng, b.lng) &&
  Math.min(a.lat, b.lat) <= p.lat &&
  p.lat <= Math.max(a.lat, b.lat);

/** Whether segments a-b and c-d share a point (touching counts). */
const segmentsMeet = (a: TVertex, b: TVertex, c: TVertex, d: TVertex): boolean => {
  const [d1, d2, d3, d4] = [turn(c, d, a), turn(c, d, b), turn(a, b, c), turn(a, b, d)];
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
};

/**
 * Whether a closed outline (each vertex once) crosses or touches itself: such a polygon has no clear
 * inside, and its area would be wrong. Compares every pair of edges that are not neighbours (a field has
 * a few hundred vertices; the caller bounds them).
 */
export const crossesItself = (ring: readonly TVertex[]): boolean => {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % n];
    for (let j = i + 2; j < n; j++) {
      // The last edge closes onto the first: they are neighbours.
      if (i === 0 && j === n - 1) continue;
      const c = ring[j];
      const d = ring[(j + 1) % n];
      if (a && b && c && d && segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
};
