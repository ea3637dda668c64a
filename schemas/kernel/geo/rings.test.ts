import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LngLat } from './local-plane';
import {
  crossesItself,
  holeFits,
  holeInsideOutline,
  insideRing,
  openRing,
  ringOfVertices,
  segmentsCross,
  segmentsMeet,
} from './rings';

/** A square ring (each vertex once) with its south-west corner at (x, y). */
const square = (x: number, y: number, size: number): LngLat[] => [
  [x, y],
  [x, y + size],
  [x + size, y + size],
  [x + size, y],
];
const closed = (ring: LngLat[]): LngLat[] => [...ring, ...ring.slice(0, 1)];

const outline = square(0, 0, 100);
// An L: the square's north-east quarter cut away.
const ell: LngLat[] = [
  [0, 0],
  [0, 100],
  [50, 100],
  [50, 50],
  [100, 50],
  [100, 0],
];

const RUNS = { numRuns: 100 };
const coordinate = fc.integer({ min: -50, max: 50 });
const position = fc.tuple(coordinate, coordinate);

describe('segments', () => {
  it('cross only properly; meeting counts touching and overlapping', () => {
    expect(
      segmentsCross(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [0, 2],
          [2, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsCross(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [2, 2],
          [3, 0],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsMeet(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [2, 2],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsMeet(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsMeet(
        [
          [0, 0],
          [1, 0],
        ],
        [
          [2, 0],
          [3, 0],
        ],
      ),
    ).toBe(false);
  });

  it('crossing is symmetric and implies meeting', () => {
    fc.assert(
      fc.property(position, position, position, position, (a, b, c, d) => {
        const crossing = segmentsCross([a, b], [c, d]);
        expect(segmentsCross([c, d], [a, b])).toBe(crossing);
        expect(segmentsCross([b, a], [c, d])).toBe(crossing);
        expect(segmentsMeet([c, d], [a, b])).toBe(segmentsMeet([a, b], [c, d]));
        if (crossing) expect(segmentsMeet([a, b], [c, d])).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('rings', () => {
  it('opens a closed ring and keeps an open one', () => {
    expect(openRing(closed(outline))).toEqual(outline);
    expect(openRing(outline)).toEqual(outline);
    expect(ringOfVertices([{ lat: 54.5, lng: 9.1 }])).toEqual([[9.1, 54.5]]);
  });

  it('finds a ring crossing or touching itself, not a simple one', () => {
    expect(crossesItself(outline)).toBe(false);
    expect(crossesItself(ell)).toBe(false);
    expect(
      crossesItself([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });

  it('a convex ring never crosses itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.double({ min: 0, max: 6, noNaN: true }), (corners, turnBy) => {
        const ring = Array.from({ length: corners }, (_, index): LngLat => {
          const angle = turnBy + (2 * Math.PI * index) / corners;
          return [9 + 0.01 * Math.cos(angle), 54 + 0.01 * Math.sin(angle)];
        });
        expect(crossesItself(ring)).toBe(false);
      }),
      RUNS,
    );
  });

  it('tells inside from outside by ray casting', () => {
    expect(insideRing([50, 50], outline)).toBe(true);
    expect(insideRing([150, 50], outline)).toBe(false);
    expect(insideRing([75, 75], ell)).toBe(false);
  });
});

describe('holes', () => {
  it('lie inside the outline unless a vertex is outside or an edge leaves the field', () => {
    expect(holeInsideOutline(square(10, 10, 20), outline)).toBe(true);
    expect(holeInsideOutline(square(90, 90, 20), outline)).toBe(false);
    // All four vertices inside the L, but the hole spans its missing corner.
    const across: LngLat[] = [
      [40, 40],
      [40, 90],
      [45, 90],
      [90, 45],
      [90, 40],
    ];
    expect(across.every((vertex) => insideRing(vertex, ell))).toBe(true);
    expect(holeInsideOutline(across, ell)).toBe(false);
  });

  it('fit apart from the other holes, open or closed alike', () => {
    const first = square(10, 10, 20);
    expect(holeFits(closed(first), closed(outline))).toBe(true);
    expect(holeFits(square(50, 50, 20), outline, [first])).toBe(true);
    expect(holeFits(square(20, 20, 20), outline, [first])).toBe(false);
    expect(holeFits(square(12, 12, 5), outline, [closed(first)])).toBe(false);
    expect(holeFits(square(5, 5, 40), outline, [first])).toBe(false);
    expect(holeFits(first.slice(0, 2), outline)).toBe(false);
  });

  it('a square shrunk inside the outline fits; moved beyond it, it does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }), (x, y) => {
        const size = Math.min(99 - x, 99 - y);
        fc.pre(size >= 1);
        expect(holeFits(square(x, y, size), outline)).toBe(true);
        expect(holeFits(square(x + 100, y, size), outline)).toBe(false);
      }),
      RUNS,
    );
  });
});
