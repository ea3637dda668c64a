import type { TimedPoint } from './coverage';
import { localPlane, type PlanePoint, type PolygonRings } from './geo/local-plane';

/**
 * Known shapes for the coverage tests and benchmark: fields and tracks laid out in metres around a
 * point in Schleswig-Holstein and turned into lng/lat by the same local plane the computation uses.
 */
export const ORIGIN = { lng: 9.05, lat: 54.48 };
const plane = localPlane(ORIGIN.lng, ORIGIN.lat);
const START = Date.parse('2026-07-01T06:00:00Z');

/** A ring of metre corners as [lng, lat], closed. */
export const ringOf = (corners: readonly PlanePoint[]) => {
  const ring = corners.map((corner) => plane.toLngLat(corner));
  const first = ring[0];
  return first ? [...ring, first] : ring;
};

/** A rectangle of `width` × `height` metres centred on the origin, with optional rectangular holes. */
export const rectangleField = (width: number, height: number, holes: readonly PlanePoint[][] = []): PolygonRings => [
  ringOf([
    { x: -width / 2, y: -height / 2 },
    { x: width / 2, y: -height / 2 },
    { x: width / 2, y: height / 2 },
    { x: -width / 2, y: height / 2 },
  ]),
  ...holes.map(ringOf),
];

/** The corners of a rectangle between two corners (metres), for holes. */
export const box = (x0: number, y0: number, x1: number, y1: number): PlanePoint[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** Points along metre positions, `stepS` seconds apart from `startMs`. */
export const timed = (positions: readonly PlanePoint[], stepS = 2, startMs = START): TimedPoint[] =>
  positions.map((position, index) => {
    const [lng, lat] = plane.toLngLat(position);
    return { lng, lat, time: new Date(startMs + index * stepS * 1000).toISOString() };
  });

/** Positions from a to b every `stepM` metres at most, both ends included. */
export const line = (a: PlanePoint, b: PlanePoint, stepM: number): PlanePoint[] => {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / stepM));
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: a.x + ((b.x - a.x) * i) / steps,
    y: a.y + ((b.y - a.y) * i) / steps,
  }));
};

/**
 * `lanes` lanes `laneWidth` apart up and down a `lanes × laneWidth` by `length` metre rectangle centred on
 * the origin, as a machine of that working width drives it: points every `stepM` metres.
 */
export const serpentine = (lanes: number, laneWidth: number, length: number, stepM: number): PlanePoint[] => {
  const west = (-lanes * laneWidth) / 2;
  return Array.from({ length: lanes }, (_, lane) => {
    const x = west + (lane + 0.5) * laneWidth;
    const [from, to] = lane % 2 === 0 ? [-length / 2, length / 2] : [length / 2, -length / 2];
    return line({ x, y: from }, { x, y: to }, stepM);
  }).flat();
};

/** The positions moved by (dx, dy) metres. */
export const shifted = (positions: readonly PlanePoint[], dx: number, dy: number) =>
  positions.map(({ x, y }) => ({ x: x + dx, y: y + dy }));
