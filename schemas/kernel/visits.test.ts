import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { box, line, rectangleField, ringOf, timed } from './coverage.fixtures';
import { visitOf } from './visits';

const area = rectangleField(100, 100);
const day = { start: '2026-07-01T00:00:00.000Z', end: '2026-07-02T00:00:00.000Z' };

describe("'Wer war wann hier?': time inside a drawn area", () => {
  it('sums the segments with both ends inside, from the first to the last point inside', () => {
    // West to east through the square, a point every 10 m and 2 s: inside from x = -45 to x = 45.
    const track = timed(line({ x: -205, y: 0 }, { x: 205, y: 0 }, 10));
    const visit = visitOf(track, area, day);
    expect(visit?.insideMs).toBe(9 * 2000);
    expect(visit?.firstInside).toBe(track[16]?.time);
    expect(visit?.lastInside).toBe(track[25]?.time);
  });

  it('a track that never enters, or only outside the period, was not there', () => {
    expect(visitOf(timed(line({ x: 60, y: -200 }, { x: 60, y: 200 }, 10)), area, day)).toBeUndefined();
    const lastYear = { start: '2025-07-01T00:00:00.000Z', end: '2025-07-02T00:00:00.000Z' };
    expect(visitOf(timed(line({ x: -200, y: 0 }, { x: 200, y: 0 }, 10)), area, lastYear)).toBeUndefined();
  });

  it('a hole of the area is outside', () => {
    const withHole = rectangleField(100, 100, [box(-20, -60, 20, 60)]);
    const visit = visitOf(timed(line({ x: -205, y: 0 }, { x: 205, y: 0 }, 10)), withHole, day);
    // -45..-25 and 25..45 remain: two 10 m segments each side at 2 s.
    expect(visit?.insideMs).toBe(4 * 2000);
  });

  it('never counts more than the track lasted, and all of it when the track stays inside', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 })), {
          minLength: 2,
          maxLength: 40,
        }),
        (positions) => {
          const track = timed(
            positions.map(([x, y]) => ({ x, y })),
            5,
          );
          const visit = visitOf(track, area, day);
          const lasted = (positions.length - 1) * 5000;
          expect(visit?.insideMs ?? 0).toBeLessThanOrEqual(lasted);
          const big = [ringOf(box(-500, -500, 500, 500))];
          expect(visitOf(track, big, day)?.insideMs).toBe(lasted);
        },
      ),
      { numRuns: 50 },
    );
  });
});
