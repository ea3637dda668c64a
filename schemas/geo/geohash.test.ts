import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesIntersect, boxOfPoints, cellCountOfBox, cellRunsOfBox, cellSize, cellsOfBox } from './geohash';

const point = (lat: number, lng: number) => ({ minLat: lat, maxLat: lat, minLng: lng, maxLng: lng });

describe('geohash cells', () => {
  it('names a point by the public geohash grid', () => {
    // The reference example of the geohash grid: 57.64911 N, 10.40744 E is u4pruydqqvh.
    expect(cellsOfBox(point(57.64911, 10.40744), 11)).toEqual(['u4pruydqqvh']);
  });

  it('gives the cell sizes of the grid', () => {
    expect(cellSize(5)).toEqual({ lng: 360 / 2 ** 13, lat: 180 / 2 ** 12 });
    expect(cellSize(3)).toEqual({ lng: 360 / 2 ** 8, lat: 180 / 2 ** 7 });
  });

  it('lists every cell a box touches, its edges included, in sort order', () => {
    const { lat, lng } = cellSize(5);
    // A box from inside one cell to just inside its north-east neighbour: four cells.
    const box = { minLat: 54.48, maxLat: 54.48 + lat, minLng: 9.07, maxLng: 9.07 + lng };
    const cells = cellsOfBox(box, 5);
    expect(cells).toHaveLength(4);
    expect(cellCountOfBox(box, 5)).toBe(4);
    expect([...cells].sort()).toEqual(cells);
    expect(new Set(cells.map((cell) => cell.slice(0, 4))).size).toBeLessThanOrEqual(2);
  });

  it('keeps the globe edges in the last cell', () => {
    expect(cellsOfBox(point(90, 180), 1)).toEqual(['z']);
    expect(cellsOfBox(point(-90, -180), 1)).toEqual(['0']);
  });

  it('groups cells into runs of consecutive sort keys that hold exactly the cells', () => {
    const box = { minLat: 54.2, maxLat: 54.6, minLng: 9.3, maxLng: 9.9 };
    const cells = cellsOfBox(box, 5);
    const runs = cellRunsOfBox(box, 5);
    expect(runs.length).toBeLessThan(cells.length);
    const inRuns = cells.filter((cell) => runs.some(({ first, last }) => first <= cell && cell <= last));
    expect(inRuns).toEqual(cells);
    // A run has no gap: no cell of the grid between its ends lies outside the box.
    const all = cellsOfBox({ minLat: 53, maxLat: 56, minLng: 8, maxLng: 11 }, 5);
    const between = all.filter((cell) => runs.some(({ first, last }) => first <= cell && cell <= last));
    expect(between).toEqual(cells);
  });

  it('tells boxes that meet, touching edges included', () => {
    const a = { minLat: 54, maxLat: 54.1, minLng: 9, maxLng: 9.1 };
    expect(boxesIntersect(a, { minLat: 54.1, maxLat: 54.2, minLng: 9.1, maxLng: 9.2 })).toBe(true);
    expect(boxesIntersect(a, { minLat: 54.05, maxLat: 54.06, minLng: 8, maxLng: 10 })).toBe(true);
    expect(boxesIntersect(a, { minLat: 54.11, maxLat: 54.2, minLng: 9, maxLng: 9.1 })).toBe(false);
    expect(boxesIntersect(a, { minLat: 54, maxLat: 54.1, minLng: 9.2, maxLng: 9.3 })).toBe(false);
  });

  it('boxes an outline', () => {
    expect(
      boxOfPoints([
        { lat: 54.1, lng: 9.2 },
        { lat: 54.3, lng: 9.1 },
        { lat: 54.2, lng: 9.4 },
      ]),
    ).toEqual({ minLat: 54.1, maxLat: 54.3, minLng: 9.1, maxLng: 9.4 });
  });

  it('puts every point of a box into one of its cells', () => {
    const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
    fc.assert(
      fc.property(coordinate(89), coordinate(179), fc.double({ min: 0, max: 0.2, noNaN: true }), (lat, lng, size) => {
        const box = { minLat: lat, maxLat: lat + size, minLng: lng, maxLng: lng + size };
        const cells = new Set(cellsOfBox(box, 5));
        const [middle] = cellsOfBox(point(lat + size / 2, lng + size / 2), 5);
        expect(middle && cells.has(middle)).toBe(true);
        expect(cells.size).toBe(cellCountOfBox(box, 5));
      }),
      { numRuns: 200 },
    );
  });
});
