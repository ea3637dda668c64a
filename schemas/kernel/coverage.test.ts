import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE, computeCoverage, hectaresOf } from './coverage';
import { box, line, rectangleField, serpentine, shifted, timed } from './coverage.fixtures';
import { OUTLINE } from './coverage-outline';

const RUNS = 25;
const FIELD_MIN_M = 20;
const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(tolerance);

/** A serpentine's field: lanes × width by length metres, and the machine driving it. */
const serpentineCase = fc
  .record({
    lanes: fc.integer({ min: 2, max: 25 }),
    widthM: fc.double({ min: 1.5, max: 15, noNaN: true }),
    length: fc.double({ min: 30, max: 300, noNaN: true }),
    stepM: fc.double({ min: 1, max: 20, noNaN: true }),
  })
  // A field is at least FIELD_MIN_M across: a strip of a few cells is below the raster's resolution.
  .map((shape) => ({ ...shape, lanes: Math.max(shape.lanes, Math.ceil(FIELD_MIN_M / shape.widthM)) }));

describe('coverage of a track inside fields', () => {
  it('a serpentine of lanes exactly one width apart covers its rectangle within 2 %', () => {
    fc.assert(
      fc.property(serpentineCase, ({ lanes, widthM, length, stepM }) => {
        const field = rectangleField(lanes * widthM, length);
        const tracks = [timed(serpentine(lanes, widthM, length, stepM))];
        within(computeCoverage({ tracks, widthM, fields: [field] }).areaM2, lanes * widthM * length, 0.02);
      }),
      { numRuns: RUNS },
    );
  });

  it('a track outside the field covers nothing', () => {
    fc.assert(
      fc.property(serpentineCase, fc.double({ min: 1, max: 400, noNaN: true }), (shape, gap) => {
        const { lanes, widthM, length, stepM } = shape;
        const fieldWidth = lanes * widthM;
        const track = shifted(serpentine(lanes, widthM, length, stepM), fieldWidth + widthM / 2 + gap, 0);
        const field = rectangleField(fieldWidth, length);
        const coverage = computeCoverage({ tracks: [timed(track)], widthM, fields: [field] });
        expect(coverage.areaM2).toBe(0);
        expect(coverage.outline).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('driving a pass twice, in one track or in two runs, does not count twice', () => {
    fc.assert(
      fc.property(serpentineCase, ({ lanes, widthM, length, stepM }) => {
        const fields = [rectangleField(lanes * widthM * 2, length)];
        const once = serpentine(lanes, widthM, length, stepM);
        const single = computeCoverage({ tracks: [timed(once)], widthM, fields });
        const back = computeCoverage({ tracks: [timed([...once, ...once.toReversed()])], widthM, fields });
        const runs = computeCoverage({ tracks: [timed(once), timed(once)], widthM, fields });
        expect(single.areaM2).toBeGreaterThan(0);
        expect(back.areaM2).toBe(single.areaM2);
        expect(runs.areaM2).toBe(single.areaM2);
        // Each run on its own covered it all.
        expect(runs.trackAreasM2).toEqual([single.areaM2, single.areaM2]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a hole in the field is not worked land', () => {
    fc.assert(
      fc.property(serpentineCase, fc.double({ min: 0.1, max: 0.8, noNaN: true }), (shape, share) => {
        const { lanes, widthM, length, stepM } = shape;
        const fieldWidth = lanes * widthM;
        const [holeWidth, holeLength] = [fieldWidth * share, length * share];
        const hole = box(-holeWidth / 2, -holeLength / 2, holeWidth / 2, holeLength / 2);
        const tracks = [timed(serpentine(lanes, widthM, length, stepM))];
        const withHole = computeCoverage({ tracks, widthM, fields: [rectangleField(fieldWidth, length, [hole])] });
        const without = computeCoverage({ tracks, widthM, fields: [rectangleField(fieldWidth, length)] });
        // The ring left is the field less the hole, up to half a cell along every edge of both (the raster
        // counts a cell by its centre): a big hole leaves a thin ring, whose edges are most of it.
        const [fieldArea, holeArea] = [fieldWidth * length, holeWidth * holeLength];
        const edges = (2 * (fieldWidth + length) + 2 * (holeWidth + holeLength)) * (withHole.cellM / 2);
        expect(Math.abs(withHole.areaM2 - (fieldArea - holeArea))).toBeLessThanOrEqual(edges);
        // The land the hole takes out is the hole, up to half a cell along its edge.
        const holeEdge = 2 * (holeWidth + holeLength) * (withHole.cellM / 2);
        expect(Math.abs(without.areaM2 - withHole.areaM2 - holeArea)).toBeLessThanOrEqual(holeEdge);
      }),
      { numRuns: RUNS },
    );
  });

  it('two overlapping fields count their common land once', () => {
    const lanes = 10;
    const widthM = 6;
    const fields = [rectangleField(lanes * widthM, 200), rectangleField(lanes * widthM, 100)];
    const { areaM2 } = computeCoverage({ tracks: [timed(serpentine(lanes, widthM, 200, 5))], widthM, fields });
    within(areaM2, lanes * widthM * 200, 0.02);
  });

  it('a gap in time or a jump in place paints nothing in between', () => {
    const field = [rectangleField(400, 100)];
    const west = line({ x: -190, y: 0 }, { x: -150, y: 0 }, 5);
    const east = line({ x: 150, y: 0 }, { x: 190, y: 0 }, 5);
    const passes = computeCoverage({ tracks: [timed(west), timed(east)], widthM: 6, fields: field }).areaM2;
    // The jump: 300 m from one point to the next, 2 s apart.
    const jump = computeCoverage({ tracks: [timed([...west, ...east])], widthM: 6, fields: field }).areaM2;
    expect(jump).toBe(passes);
    // The gap: 61 s between two points 20 m apart; the same positions 2 s apart are one pass.
    const before = line({ x: 0, y: 0 }, { x: 20, y: 0 }, 5);
    const after = line({ x: 40, y: 0 }, { x: 60, y: 0 }, 5);
    const resumed = Date.parse(timed(before).at(-1)?.time ?? '') + COVERAGE.maxGapMs + 1000;
    const gap = computeCoverage({
      tracks: [[...timed(before), ...timed(after, 2, resumed)]],
      widthM: 6,
      fields: field,
    });
    const joined = computeCoverage({ tracks: [timed([...before, ...after])], widthM: 6, fields: field });
    within(joined.areaM2 - gap.areaM2, 20 * 6 - Math.PI * 3 ** 2, 0.05);
  });

  it('without known fields, the swath itself is the land: a straight pass is its capsule', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 2000, noNaN: true }),
        fc.double({ min: 1.5, max: 15, noNaN: true }),
        (length, widthM) => {
          const track = timed(line({ x: 0, y: 0 }, { x: length * 0.6, y: length * 0.8 }, 10));
          const { areaM2, cellM } = computeCoverage({ tracks: [track], widthM, fields: [] });
          // A swath a few cells wide: its two edges may each be off by up to half a cell.
          within(areaM2, length * widthM + Math.PI * (widthM / 2) ** 2, 0.02 + cellM / widthM);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('no track, no width or a single point cover nothing', () => {
    const fields = [rectangleField(100, 100)];
    expect(computeCoverage({ tracks: [], widthM: 6, fields }).areaM2).toBe(0);
    expect(computeCoverage({ tracks: [timed([{ x: 0, y: 0 }])], widthM: 6, fields }).areaM2).toBe(0);
    expect(
      computeCoverage({ tracks: [timed(line({ x: 0, y: 0 }, { x: 50, y: 0 }, 5))], widthM: 0, fields }).areaM2,
    ).toBe(0);
  });

  it('the outline for the map stays within its bound and lies on the covered land', () => {
    const lanes = 40;
    const widthM = 3;
    // Every other lane only: a striped field is the outline's worst case.
    const stripes = serpentine(lanes, widthM, 300, 5).filter((_, index) => Math.floor(index / 61) % 2 === 0);
    const coverage = computeCoverage({
      tracks: [timed(stripes)],
      widthM,
      fields: [rectangleField(lanes * widthM * 2, 300)],
    });
    expect(coverage.outline.length).toBeGreaterThan(0);
    expect(coverage.outline.length).toBeLessThanOrEqual(OUTLINE.maxRectangles);
    for (const [ring] of coverage.outline) expect(ring).toHaveLength(5);
  });

  it('hectares have the 2 decimals of a recorded area', () => {
    expect(hectaresOf(123_456)).toBe(12.35);
    expect(hectaresOf(0)).toBe(0);
  });
});
