import { coverageOutline, type Grid, type MultiPolygonCoordinates } from './coverage-outline';
import { type Box, boxOf, type LocalPlane, localPlane, type PlanePoint, type PolygonRings } from './geo/local-plane';

/**
 * Proof of work from GPS (issue 13 point 5): the area a machine of a given working width covered inside
 * the order's fields, from its tracks. The swath of every segment (the segment widened by half the width
 * to each side, with round ends) is rasterised on a grid of small square cells clipped to the fields; a
 * cell counts once, however often it was driven over, and only if its centre lies in a field (holes are
 * outside). A segment across a gap (the recorder was off, or a jump) is no swath: a drive home between
 * two points a minute apart does not paint the land in between.
 */
export const COVERAGE = {
  /** Longer between two points is a gap, not a pass (ms). */
  maxGapMs: 60_000,
  /** Farther between two points is a jump, not a pass (m). */
  maxStepM: 100,
  /** The raster's cell edge (m); larger only when the grid would exceed maxCells. */
  cellM: 0.5,
  /** Memory bound of the raster: one byte and one 16-bit run stamp per cell. */
  maxCells: 4_000_000,
} as const;

export type TimedPoint = { lat: number; lng: number; time: string };

export type CoverageInput = {
  /** The tracks (runs) in recording order, each its points in order. */
  tracks: readonly (readonly TimedPoint[])[];
  /** The machine's working width, metres. */
  widthM: number;
  /** The fields worked; none: the track's own extent is the land (the field store may not know them). */
  fields: readonly PolygonRings[];
};

export type Coverage = {
  /** The area covered inside the fields, square metres. */
  areaM2: number;
  /** Per track of the input, what it covered on its own (square metres): overlaps of runs count for each. */
  trackAreasM2: number[];
  /** The raster's cell edge used (m). */
  cellM: number;
  /** The covered cells as a few rectangles for the map layer (lng/lat, bounded in size). */
  outline: MultiPolygonCoordinates;
};

const OUTSIDE = 0;
const INSIDE = 1;
const COVERED = 2;

const gridOver = (box: Box, plane: LocalPlane): Grid => {
  const width = Math.max(box.maxX - box.minX, COVERAGE.cellM);
  const height = Math.max(box.maxY - box.minY, COVERAGE.cellM);
  const cell = Math.max(COVERAGE.cellM, Math.sqrt((width * height) / COVERAGE.maxCells));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  return { x0: box.minX, y0: box.minY, cell, cols, rows, state: new Uint8Array(cols * rows), plane };
};

/** The first and last index whose cell centre lies in [low, high] along an axis starting at `origin`. */
const centresWithin = (low: number, high: number, origin: number, cell: number, count: number) => ({
  first: Math.max(0, Math.ceil((low - origin) / cell - 0.5)),
  last: Math.min(count - 1, Math.floor((high - origin) / cell - 0.5)),
});

/** Marks the cells whose centre is inside the polygon (even-odd over its rings: holes stay out). */
const fillPolygon = (grid: Grid, rings: readonly (readonly PlanePoint[])[]) => {
  const ys = rings.flat().map((point) => point.y);
  const { first, last } = centresWithin(Math.min(...ys), Math.max(...ys), grid.y0, grid.cell, grid.rows);
  for (let row = first; row <= last; row++) {
    const y = grid.y0 + (row + 0.5) * grid.cell;
    const crossings: number[] = [];
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i];
        const b = ring[j];
        if (a && b && a.y > y !== b.y > y) crossings.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const span = centresWithin(crossings[k] ?? 0, crossings[k + 1] ?? 0, grid.x0, grid.cell, grid.cols);
      grid.state.fill(INSIDE, row * grid.cols + span.first, row * grid.cols + span.last + 1);
    }
  }
};

/**
 * Where the horizontal line at y crosses the capsule around segment a-b of radius r: the capsule is
 * convex, so the crossing is one interval, spanned by its rectangle's and its two end discs' crossings.
 */
const capsuleSpan = (a: PlanePoint, b: PlanePoint, r: number, y: number): [number, number] | undefined => {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const end of [a, b]) {
    const dy = y - end.y;
    if (Math.abs(dy) > r) continue;
    const half = Math.sqrt(r * r - dy * dy);
    low = Math.min(low, end.x - half);
    high = Math.max(high, end.x + half);
  }
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length > 0) {
    const nx = (-(b.y - a.y) / length) * r;
    const ny = ((b.x - a.x) / length) * r;
    const corners = [
      { x: a.x + nx, y: a.y + ny },
      { x: b.x + nx, y: b.y + ny },
      { x: b.x - nx, y: b.y - ny },
      { x: a.x - nx, y: a.y - ny },
    ];
    for (let i = 0; i < 4; i++) {
      const p = corners[i];
      const q = corners[(i + 1) % 4];
      if (!p || !q || p.y > y === q.y > y) continue;
      const x = p.x + ((y - p.y) * (q.x - p.x)) / (q.y - p.y);
      low = Math.min(low, x);
      high = Math.max(high, x);
    }
  }
  return low <= high ? [low, high] : undefined;
};

/** Whether the step from one point to the next is a pass of the machine (no gap, no jump). */
const isPass = (from: TimedPoint, to: TimedPoint, a: PlanePoint, b: PlanePoint) =>
  Date.parse(to.time) - Date.parse(from.time) <= COVERAGE.maxGapMs &&
  Math.hypot(b.x - a.x, b.y - a.y) <= COVERAGE.maxStepM;

/**
 * Paints the track's swath; returns the cells it newly covered overall and the cells it covered itself.
 * `stamps` remembers which track last counted a cell, so a track's own figure counts each cell once too.
 */
const paintTrack = (grid: Grid, points: readonly TimedPoint[], r: number, stamps: Uint16Array, stamp: number) => {
  let added = 0;
  let own = 0;
  const plane = points.map((point) => grid.plane.toPlane(point.lng, point.lat));
  for (let i = 1; i < points.length; i++) {
    const [from, to, a, b] = [points[i - 1], points[i], plane[i - 1], plane[i]];
    if (!from || !to || !a || !b || !isPass(from, to, a, b)) continue;
    const rows = centresWithin(Math.min(a.y, b.y) - r, Math.max(a.y, b.y) + r, grid.y0, grid.cell, grid.rows);
    for (let row = rows.first; row <= rows.last; row++) {
      const span = capsuleSpan(a, b, r, grid.y0 + (row + 0.5) * grid.cell);
      if (!span) continue;
      const cols = centresWithin(span[0], span[1], grid.x0, grid.cell, grid.cols);
      for (let k = row * grid.cols + cols.first, end = row * grid.cols + cols.last; k <= end; k++) {
        const state = grid.state[k];
        if (state === OUTSIDE) continue;
        if (stamps[k] !== stamp) {
          stamps[k] = stamp;
          own++;
        }
        if (state === INSIDE) {
          grid.state[k] = COVERED;
          added++;
        }
      }
    }
  }
  return { added, own };
};

const trackPoints = (tracks: CoverageInput['tracks']) => tracks.flat();

/** The land the raster spans and its frame: the fields', or the track's own extent widened by the swath. */
const gridFor = ({ tracks, widthM, fields }: CoverageInput): Grid | undefined => {
  const lngLats =
    fields.length > 0
      ? fields.flatMap((rings) => rings.flat())
      : trackPoints(tracks).map((p) => [p.lng, p.lat] as const);
  const degrees = boxOf(lngLats.map(([x, y]) => ({ x, y })));
  if (!degrees) return undefined;
  const plane = localPlane((degrees.minX + degrees.maxX) / 2, (degrees.minY + degrees.maxY) / 2);
  const metres = boxOf(lngLats.map(([lng, lat]) => plane.toPlane(lng, lat)));
  if (!metres) return undefined;
  const margin = fields.length > 0 ? 0 : widthM / 2;
  const grid = gridOver(
    { minX: metres.minX - margin, minY: metres.minY - margin, maxX: metres.maxX + margin, maxY: metres.maxY + margin },
    plane,
  );
  if (fields.length === 0) grid.state.fill(INSIDE);
  for (const rings of fields)
    fillPolygon(
      grid,
      rings.map((ring) => ring.map(([lng, lat]) => plane.toPlane(lng, lat))),
    );
  return grid;
};

/** The covered area inside the fields (see COVERAGE); nothing to cover is 0 without an outline. */
export const computeCoverage = (input: CoverageInput): Coverage => {
  const grid = input.widthM > 0 ? gridFor(input) : undefined;
  if (!grid) return { areaM2: 0, trackAreasM2: input.tracks.map(() => 0), cellM: COVERAGE.cellM, outline: [] };
  const cellArea = grid.cell * grid.cell;
  const stamps = new Uint16Array(grid.state.length);
  let covered = 0;
  const trackAreasM2 = input.tracks.map((points, index) => {
    const { added, own } = paintTrack(grid, points, input.widthM / 2, stamps, (index % 65_535) + 1);
    covered += added;
    return own * cellArea;
  });
  return { areaM2: covered * cellArea, trackAreasM2, cellM: grid.cell, outline: coverageOutline(grid, COVERED) };
};

/** Square metres as hectares with the 2 decimals of a recorded area (application.md §9). */
export const hectaresOf = (areaM2: number): number => Math.round(areaM2 / 100) / 100;
