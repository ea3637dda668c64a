import { area } from '@turf/area';
import { lineString, polygon } from '@turf/helpers';
import { length } from '@turf/length';
import { holeInsideOutline, ringOfVertices } from '../../../schemas/kernel/geo/rings';
import type { TVertex } from '../../../schemas/map-tracks';

/**
 * The measures the server fills in when a structure is saved without them (services.md §3, §5 'Area and
 * length are computed when omitted'): a field's area in hectares and a track's length in metres, both
 * geodesic (DESIGN §5: @turf/area, @turf/length). Pure: shapes in, numbers out.
 */

const SQUARE_METRES_PER_HECTARE = 10_000;

/**
 * Kept to the centimetre and the square metre: finer digits mean nothing on a field, and DynamoDB refuses
 * numbers below 1e-130, which two nearly equal vertices could give.
 */
const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** GeoJSON positions are [lng, lat]; the API's vertices are {lat, lng}. */
const positionsOf = (shape: readonly TVertex[]) => shape.map(({ lat, lng }) => [lng, lat]);

/** The length of a path in metres; a path of fewer than two vertices has none. */
export const lengthInMetres = (shape: readonly TVertex[]): number =>
  shape.length < 2 ? 0 : roundTo(length(lineString(positionsOf(shape)), { units: 'meters' }), 2);

/** A ring as GeoJSON wants it: [lng, lat] positions, closed (first position repeated) if it is open. */
const closedRing = (shape: readonly TVertex[]) => {
  const ring = positionsOf(shape);
  const [first] = ring;
  const last = ring[ring.length - 1];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
};

/** GeoJSON's least ring: three corners and the first again. Turf throws on less ('4 or more Positions'). */
const MIN_RING_POSITIONS = 4;

/**
 * The area of a polygon in hectares: the outline's less its holes' (closed here if open). An outline of
 * fewer than three different vertices has none (the schema refuses such rings, schemas/map-fields.ts; a
 * field stored before may still hold one); holes are taken as given (the field's rules check that they lie
 * inside the outline, see holesOutside).
 */
export const areaInHectares = (shape: readonly TVertex[], holes: readonly (readonly TVertex[])[] = []): number => {
  const [outline, ...holeRings] = [shape, ...holes].map(closedRing);
  if (!outline || outline.length < MIN_RING_POSITIONS) return 0;
  const rings = [outline, ...holeRings.filter((ring) => ring.length >= MIN_RING_POSITIONS)];
  return Math.max(0, roundTo(area(polygon(rings)) / SQUARE_METRES_PER_HECTARE, 4));
};

/**
 * The indexes of the holes that do not lie inside the outline (the shared ring rule, holeInsideOutline).
 */
export const holesOutside = (shape: readonly TVertex[], holes: readonly (readonly TVertex[])[]): number[] => {
  const outline = ringOfVertices(shape);
  return holes.flatMap((hole, index) => (holeInsideOutline(ringOfVertices(hole), outline) ? [] : [index]));
};
