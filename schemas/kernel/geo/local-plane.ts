/**
 * Plane geometry at field scale: positions as metres east (x) and north (y) of an origin, by the
 * equirectangular projection around that origin. Over a few kilometres its scale error is far below the
 * 2 % a coverage figure needs, and it keeps the raster arithmetic plain (DESIGN §5 leaves ha of drawn
 * shapes to turf; this is only the coverage raster's frame).
 */

/** A GeoJSON position: longitude, latitude. */
export type LngLat = readonly [number, number];
/** A closed or open ring of positions. */
export type Ring = readonly LngLat[];
/** A polygon as GeoJSON has it: the outer ring, then its holes. */
export type PolygonRings = readonly Ring[];
/** A point in the local plane, metres. */
export type PlanePoint = { x: number; y: number };

/** Mean earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

export type LocalPlane = {
  toPlane: (lng: number, lat: number) => PlanePoint;
  toLngLat: (point: PlanePoint) => LngLat;
};

/** The local plane around (lng0, lat0). */
export const localPlane = (lng0: number, lat0: number): LocalPlane => {
  const metresPerDegreeLat = EARTH_RADIUS_M * RADIANS;
  const metresPerDegreeLng = metresPerDegreeLat * Math.cos(lat0 * RADIANS);
  return {
    toPlane: (lng, lat) => ({ x: (lng - lng0) * metresPerDegreeLng, y: (lat - lat0) * metresPerDegreeLat }),
    toLngLat: ({ x, y }) => [lng0 + x / metresPerDegreeLng, lat0 + y / metresPerDegreeLat],
  };
};

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** The smallest box around the points; undefined for none. */
export const boxOf = (points: Iterable<{ x: number; y: number }>): Box | undefined => {
  let box: Box | undefined;
  for (const { x, y } of points) {
    box = box
      ? {
          minX: Math.min(box.minX, x),
          minY: Math.min(box.minY, y),
          maxX: Math.max(box.maxX, x),
          maxY: Math.max(box.maxY, y),
        }
      : { minX: x, minY: y, maxX: x, maxY: y };
  }
  return box;
};

/**
 * Whether the point is inside the polygon (even-odd over all its rings, so a hole's inside is outside).
 * Positions and point share one frame: plane metres or lng/lat alike.
 */
export const insideRings = (x: number, y: number, rings: readonly (readonly PlanePoint[])[]): boolean => {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i];
      const b = ring[j];
      if (!a || !b) continue;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
};
