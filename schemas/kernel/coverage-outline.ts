import type { LocalPlane } from './geo/local-plane';

/** The raster: cells row by row from the box's south-west corner; a cell's state and the last run that counted it. */
export type Grid = {
  x0: number;
  y0: number;
  cell: number;
  cols: number;
  rows: number;
  state: Uint8Array;
  plane: LocalPlane;
};

/** GeoJSON MultiPolygon coordinates: polygons of rings of [lng, lat]. */
export type MultiPolygonCoordinates = [number, number][][][];

export const OUTLINE = {
  /** The map layer's block edge to start with (m): finer than a swath, coarse enough to stay small. */
  blockM: 2,
  /** At most this many rectangles go to the map (a few hundred kB of JSON at most). */
  maxRectangles: 1_500,
} as const;

type Rectangle = { col: number; row: number; cols: number; rows: number };

/** Blocks of `factor`×`factor` cells, each covered when at least half of its field cells are. */
const coveredBlocks = (grid: Grid, covered: number, factor: number) => {
  const cols = Math.ceil(grid.cols / factor);
  const rows = Math.ceil(grid.rows / factor);
  const hits = new Uint32Array(cols * rows);
  const land = new Uint32Array(cols * rows);
  for (let row = 0; row < grid.rows; row++) {
    const base = Math.floor(row / factor) * cols;
    for (let col = 0; col < grid.cols; col++) {
      const state = grid.state[row * grid.cols + col] ?? 0;
      if (state === 0) continue;
      const block = base + Math.floor(col / factor);
      land[block] = (land[block] ?? 0) + 1;
      if (state === covered) hits[block] = (hits[block] ?? 0) + 1;
    }
  }
  return {
    cols,
    rows,
    isCovered: (col: number, row: number) => 2 * (hits[row * cols + col] ?? 0) >= (land[row * cols + col] || 1),
  };
};

/** Covered blocks as rectangles: runs along each row, stacked while the next row has the same run. */
const rectanglesOf = (blocks: ReturnType<typeof coveredBlocks>, limit: number): Rectangle[] | undefined => {
  const done: Rectangle[] = [];
  let open = new Map<string, Rectangle>();
  for (let row = 0; row <= blocks.rows; row++) {
    const next = new Map<string, Rectangle>();
    for (let col = 0; row < blocks.rows && col < blocks.cols; col++) {
      if (!blocks.isCovered(col, row)) continue;
      const start = col;
      while (col + 1 < blocks.cols && blocks.isCovered(col + 1, row)) col++;
      const key = `${start}:${col}`;
      const stacked = open.get(key);
      next.set(
        key,
        stacked ? { ...stacked, rows: stacked.rows + 1 } : { col: start, row, cols: col - start + 1, rows: 1 },
      );
      open.delete(key);
    }
    done.push(...open.values());
    if (done.length + next.size > limit) return undefined;
    open = next;
  }
  return done;
};

const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/**
 * The covered cells of the grid as at most OUTLINE.maxRectangles rectangles in lng/lat: the blocks grow
 * until the outline fits, so a patchy day on a big field comes out coarser, never larger.
 */
export const coverageOutline = (grid: Grid, covered: number): MultiPolygonCoordinates => {
  for (let factor = Math.max(1, Math.round(OUTLINE.blockM / grid.cell)); ; factor *= 2) {
    const rectangles = rectanglesOf(coveredBlocks(grid, covered, factor), OUTLINE.maxRectangles);
    if (!rectangles) continue;
    const size = grid.cell * factor;
    const corner = (col: number, row: number): [number, number] => {
      const [lng, lat] = grid.plane.toLngLat({ x: grid.x0 + col * size, y: grid.y0 + row * size });
      return [round(lng), round(lat)];
    };
    return rectangles.map(({ col, row, cols, rows }) => [
      [
        corner(col, row),
        corner(col + cols, row),
        corner(col + cols, row + rows),
        corner(col, row + rows),
        corner(col, row),
      ],
    ]);
  }
};
