/**
 * Geohash cells (the public geohash grid: base-32 strings, longitude bit first) as the spatial index of
 * fields uses them. Pure arithmetic, no library: the index needs only the cells of a box and their
 * Z-order, not decoding. The base-32 alphabet is in ascending ASCII order, so geohash strings of one
 * precision sort exactly like their Z-order numbers: neighbouring numbers are neighbouring sort keys.
 */

const ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';
const BITS_PER_CHAR = 5;

/** A bounding box in degrees; min <= max (boxes crossing the antimeridian do not occur in this product). */
export type TBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** A run of cells, consecutive in Z-order, as their first and last geohash (equal for a single cell). */
export type TCellRun = { first: string; last: string };

/** Longitude takes the first bit of each pair, so it gets the odd bit when the total is odd. */
const lngBitsOf = (precision: number) => Math.ceil((precision * BITS_PER_CHAR) / 2);
const latBitsOf = (precision: number) => Math.floor((precision * BITS_PER_CHAR) / 2);

/** The size of one cell of this precision in degrees (5: about 0.044° x 0.044°). */
export const cellSize = (precision: number) => ({
  lng: 360 / 2 ** lngBitsOf(precision),
  lat: 180 / 2 ** latBitsOf(precision),
});

/** The column (or row) of the grid holding this coordinate; the upper edge belongs to the last one. */
const gridIndex = (value: number, min: number, span: number, bits: number) => {
  const count = 2 ** bits;
  return Math.min(count - 1, Math.max(0, Math.floor(((value - min) / span) * count)));
};

/** The Z-order number of a cell: the bits of column and row interleaved, the column's first. */
const zOrder = (column: number, row: number, precision: number) => {
  const total = precision * BITS_PER_CHAR;
  let lngBit = lngBitsOf(precision);
  let latBit = latBitsOf(precision);
  let z = 0;
  for (let bit = 0; bit < total; bit++) {
    // Arithmetic rather than bitwise operators: those stop at 32 bits.
    const fromLng = bit % 2 === 0;
    const source = fromLng ? column : row;
    const position = fromLng ? --lngBit : --latBit;
    z = z * 2 + (Math.floor(source / 2 ** position) % 2);
  }
  return z;
};

const geohashOf = (z: number, precision: number) => {
  let hash = '';
  let rest = z;
  for (let char = 0; char < precision; char++) {
    hash = ALPHABET.charAt(rest % 32) + hash;
    rest = Math.floor(rest / 32);
  }
  return hash;
};

/** The Z-order numbers of every cell of this precision the box touches (edges included), ascending. */
const zOrdersOfBox = (box: TBox, precision: number): number[] => {
  const lngBits = lngBitsOf(precision);
  const latBits = latBitsOf(precision);
  const west = gridIndex(box.minLng, -180, 360, lngBits);
  const east = gridIndex(box.maxLng, -180, 360, lngBits);
  const south = gridIndex(box.minLat, -90, 180, latBits);
  const north = gridIndex(box.maxLat, -90, 180, latBits);
  const zs: number[] = [];
  for (let column = west; column <= east; column++) {
    for (let row = south; row <= north; row++) zs.push(zOrder(column, row, precision));
  }
  return zs.sort((a, b) => a - b);
};

/** The number of cells of this precision the box touches, without listing them. */
export const cellCountOfBox = (box: TBox, precision: number): number => {
  const lngBits = lngBitsOf(precision);
  const latBits = latBitsOf(precision);
  const columns = gridIndex(box.maxLng, -180, 360, lngBits) - gridIndex(box.minLng, -180, 360, lngBits) + 1;
  const rows = gridIndex(box.maxLat, -90, 180, latBits) - gridIndex(box.minLat, -90, 180, latBits) + 1;
  return columns * rows;
};

/** The geohashes of every cell of this precision the box touches (edges included), in sort order. */
export const cellsOfBox = (box: TBox, precision: number): string[] =>
  zOrdersOfBox(box, precision).map((z) => geohashOf(z, precision));

/**
 * The box's cells as runs of consecutive Z-order: each run is one key range, so a Query per run reads the
 * same entries as a Query per cell with fewer round trips (a box's cells fall into far fewer runs).
 */
export const cellRunsOfBox = (box: TBox, precision: number): TCellRun[] => {
  const runs: { first: number; last: number }[] = [];
  for (const z of zOrdersOfBox(box, precision)) {
    const open = runs.at(-1);
    if (open && open.last + 1 === z) open.last = z;
    else runs.push({ first: z, last: z });
  }
  return runs.map(({ first, last }) => ({ first: geohashOf(first, precision), last: geohashOf(last, precision) }));
};

/** Whether two boxes share at least a point (touching edges count: a field on the screen's edge is shown). */
export const boxesIntersect = (a: TBox, b: TBox): boolean =>
  a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLng <= b.maxLng && b.minLng <= a.maxLng;

/** The bounding box of a non-empty list of points (a loop: a spread of a long outline would overflow the stack). */
export const boxOfPoints = (points: readonly { lat: number; lng: number }[]): TBox => {
  const box = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  for (const { lat, lng } of points) {
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
  }
  return box;
};
