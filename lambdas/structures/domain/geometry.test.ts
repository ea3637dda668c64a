import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaInHectares, holesOutside, lengthInMetres } from './geometry';

/** Metres per degree of latitude (mean); per degree of longitude it shrinks with cos(latitude). */
const METRES_PER_DEGREE = 111_195;

/** A vertex `north` and `east` metres from (lat, lng), on a local flat approximation (good to far below 0.5 % at 100 m). */
const offset = (lat: number, lng: number, north: number, east: number) => ({
  lat: lat + north / METRES_PER_DEGREE,
  lng: lng + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
});

const square = (lat: number, lng: number, side: number) => [
  offset(lat, lng, 0, 0),
  offset(lat, lng, 0, side),
  offset(lat, lng, side, side),
  offset(lat, lng, side, 0),
];

const withinHalfPercent = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(0.005);

describe('areaInHectares', () => {
  it('measures a 100 m x 100 m square near Husum (54.5° N) as 1 ha', () => {
    withinHalfPercent(areaInHectares(square(54.48, 9.05, 100)), 1);
  });

  it('measures any 100 m square near 54° N as 1 ha, open or closed, in either direction', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 53.5, max: 54.9, noNaN: true }),
        fc.double({ min: 8, max: 11, noNaN: true }),
        (lat, lng) => {
          const ring = square(lat, lng, 100);
          const [first] = ring;
          withinHalfPercent(areaInHectares(ring), 1);
          withinHalfPercent(areaInHectares([...ring, ...(first ? [first] : [])]), 1);
          withinHalfPercent(areaInHectares([...ring].reverse()), 1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives no area to a shape of fewer than three vertices', () => {
    expect(areaInHectares([])).toBe(0);
    expect(areaInHectares(square(54, 9, 100).slice(0, 2))).toBe(0);
  });

  it('gives no area, and does not fail, for a stored ring whose points coincide (issue 25 point 6a)', () => {
    // Stored before the schema refused them (with a given area): a change of its holes measures it again.
    const [a, b] = square(54, 9, 100);
    if (!a || !b) throw new Error('no square');
    expect(areaInHectares([a, b, a])).toBe(0);
    expect(areaInHectares([a, a, a])).toBe(0);
    withinHalfPercent(areaInHectares(square(54, 9, 100), [[a, b, a]]), 1);
  });
});

describe('areaInHectares with holes', () => {
  it('measures a 100 m square less a 50 m square hole as 0.75 ha, wherever the hole lies inside', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 53.5, max: 54.9, noNaN: true }),
        fc.double({ min: 8, max: 11, noNaN: true }),
        fc.double({ min: 1, max: 49, noNaN: true }),
        fc.double({ min: 1, max: 49, noNaN: true }),
        fc.boolean(),
        (lat, lng, north, east, reversed) => {
          const hole = square(offset(lat, lng, north, east).lat, offset(lat, lng, north, east).lng, 50);
          withinHalfPercent(areaInHectares(square(lat, lng, 100), [reversed ? [...hole].reverse() : hole]), 0.75);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('takes off every hole, and no area from none', () => {
    const outline = square(54.48, 9.05, 100);
    const holes = [square(54.48 + 10 / METRES_PER_DEGREE, 9.05, 10), square(54.48 + 60 / METRES_PER_DEGREE, 9.05, 20)];
    expect(areaInHectares(outline, [])).toBe(areaInHectares(outline));
    withinHalfPercent(areaInHectares(outline, holes), 1 - 0.01 - 0.04);
  });
});

describe('holesOutside', () => {
  const outline = square(54.48, 9.05, 100);
  const at = (north: number, east: number, side: number) => {
    const corner = offset(54.48, 9.05, north, east);
    return square(corner.lat, corner.lng, side);
  };

  it('finds none for holes inside, and names each hole that leaves the outline', () => {
    expect(holesOutside(outline, [at(10, 10, 20), at(50, 50, 40)])).toEqual([]);
    expect(holesOutside(outline, [at(10, 10, 20), at(90, 90, 20), at(200, 200, 10)])).toEqual([1, 2]);
  });

  it('refuses a hole whose vertices lie inside a concave outline but whose edge leaves it', () => {
    // An L: the square less its north-east quarter; a hole across the notch has its corners in the L.
    const ell = [
      offset(54.48, 9.05, 0, 0),
      offset(54.48, 9.05, 0, 100),
      offset(54.48, 9.05, 50, 100),
      offset(54.48, 9.05, 50, 50),
      offset(54.48, 9.05, 100, 50),
      offset(54.48, 9.05, 100, 0),
    ];
    const across = [offset(54.48, 9.05, 40, 40), offset(54.48, 9.05, 40, 90), offset(54.48, 9.05, 90, 40)];
    expect(holesOutside(ell, [across])).toEqual([0]);
    expect(holesOutside(ell, [at(10, 10, 30)])).toEqual([]);
  });
});

describe('lengthInMetres', () => {
  it('measures a 1 km line as 1000 m, north-south or east-west, cut in any number of pieces', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 53.5, max: 54.9, noNaN: true }),
        fc.double({ min: 8, max: 11, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        (lat, lng, northward, pieces) => {
          const shape = Array.from({ length: pieces + 1 }, (_, index) => {
            const metres = (1000 * index) / pieces;
            return northward ? offset(lat, lng, metres, 0) : offset(lat, lng, 0, metres);
          });
          withinHalfPercent(lengthInMetres(shape), 1000);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives no length to a single point', () => {
    expect(lengthInMetres([{ lat: 54, lng: 9 }])).toBe(0);
  });

  it('keeps centimetres, so nearly equal vertices give 0, not a number DynamoDB refuses', () => {
    expect(
      lengthInMetres([
        { lat: 54, lng: 9 },
        { lat: 54 + 1e-300, lng: 9 },
      ]),
    ).toBe(0);
    expect(lengthInMetres([{ lat: 54, lng: 9 }, offset(54, 9, 12.3456, 0)])).toBeCloseTo(12.35, 2);
  });
});
