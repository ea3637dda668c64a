import { insideRings, type LngLat, type PlanePoint, type Ring } from './local-plane';

/**
 * The one rule for a field's rings (services.md §3 'Field': an outline and holes inside it), shared by the
 * server (refuses a hole outside), the map editor and the field import (both drop it). Positions are
 * [lng, lat] taken as plane x/y: at field scale crossing and containment need no projection. A ring may
 * be given closed (first position repeated) or with each vertex once, except for crossesItself.
 */

type Segment = readonly [LngLat, LngLat];

/** A ring of the API's vertices ({lat, lng}, services.md §3) as positions. */
export const ringOfVertices = (vertices: readonly { lat: number; lng: number }[]): LngLat[] =>
  vertices.map(({ lat, lng }) => [lng, lat]);

/** The sign of the turn a → b → c: 1 left, -1 right, 0 on one line. */
const turn = ([ax, ay]: LngLat, [bx, by]: LngLat, [cx, cy]: LngLat) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/** Whether p lies within the box of segment a-b (so on it, when the three are on one line). */
const withinBox = ([ax, ay]: LngLat, [bx, by]: LngLat, [px, py]: LngLat) =>
  Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);

/**
 * Whether two segments properly cross: touching at an end or running along each other does not count
 * (a hole may share a vertex with the outline).
 */
export const segmentsCross = ([a, b]: Segment, [c, d]: Segment): boolean =>
  turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;

/** Whether two segments share any point: crossing, touching or overlapping. */
export const segmentsMeet = (first: Segment, second: Segment): boolean => {
  const [a, b] = first;
  const [c, d] = second;
  if (segmentsCross(first, second)) return true;
  return (
    (turn(c, d, a) === 0 && withinBox(c, d, a)) ||
    (turn(c, d, b) === 0 && withinBox(c, d, b)) ||
    (turn(a, b, c) === 0 && withinBox(a, b, c)) ||
    (turn(a, b, d) === 0 && withinBox(a, b, d))
  );
};

/** The ring with each vertex once: a closed ring's repeated first position dropped. */
export const openRing = (ring: Ring): Ring => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return closed ? ring.slice(0, -1) : ring;
};

/** The edges of a ring given with each vertex once, the closing edge included. */
const edgesOf = (ring: Ring): Segment[] =>
  ring.map((position, index): Segment => [position, ring[(index + 1) % ring.length] ?? position]);

const planeOf = (ring: Ring): PlanePoint[] => ring.map(([x, y]) => ({ x, y }));

/** Ray casting: whether the position lies inside the ring (on the edge counts as either). */
export const insideRing = ([x, y]: LngLat, ring: Ring): boolean => insideRings(x, y, [planeOf(ring)]);

/**
 * Whether a ring given with each vertex once crosses or touches itself: such a polygon has no clear
 * inside, and its area would be wrong. Compares every pair of edges that are not neighbours (a field has
 * a few hundred vertices; the caller bounds them).
 */
export const crossesItself = (ring: Ring): boolean => {
  const edges = edgesOf(ring);
  return edges.some((edge, i) =>
    // j from i + 2: an edge meets its successor; the last edge closes onto the first: neighbours too.
    edges.some((other, j) => j >= i + 2 && !(i === 0 && j === edges.length - 1) && segmentsMeet(edge, other)),
  );
};

const ringsCross = (first: Ring, second: Ring) =>
  edgesOf(first).some((edge) => edgesOf(second).some((other) => segmentsCross(edge, other)));

const allInside = (ring: Ring, outline: Ring) => {
  const outlinePlane = [planeOf(outline)];
  return ring.every(([x, y]) => insideRings(x, y, outlinePlane));
};

/**
 * Whether a hole lies inside the outline: every vertex inside it and no edge crossing one of its edges (a
 * hole around a concave corner has all vertices inside but still leaves the field).
 */
export const holeInsideOutline = (hole: Ring, outline: Ring): boolean => {
  const [openHole, openOutline] = [openRing(hole), openRing(outline)];
  return allInside(openHole, openOutline) && !ringsCross(openHole, openOutline);
};

/**
 * Whether a hole fits into the field: at least three vertices, inside the outline, and apart from the
 * other holes (none inside another, none crossing another).
 */
export const holeFits = (hole: Ring, outline: Ring, others: readonly Ring[] = []): boolean => {
  const openHole = openRing(hole);
  if (openHole.length < 3 || !holeInsideOutline(openHole, outline)) return false;
  return others.map(openRing).every((other) => {
    if (ringsCross(openHole, other)) return false;
    return !openHole.some((position) => insideRing(position, other)) && !other.some((p) => insideRing(p, openHole));
  });
};
