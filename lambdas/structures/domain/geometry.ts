import { area } from '@turf/area';
import { lineString, polygon } from '@turf/helpers';
import { length } from '@turf/length';
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

/** The area of a polygon in hectares (closed here if the shape is open); fewer than three vertices have none. */
export const areaInHectares = (shape: readonly TVertex[]): number => {
  if (shape.length < 3) return 0;
  const ring = positionsOf(shape);
  const [first] = ring;
  const last = ring[ring.length - 1];
  const closed = first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
  return roundTo(area(polygon([closed])) / SQUARE_METRES_PER_HECTARE, 4);
};
