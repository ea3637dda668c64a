import { describe, expect, it } from 'vitest';
import { crossesItself } from './ring';

const ring = (...points: [number, number][]) => points.map(([lng, lat]) => ({ lat, lng }));

describe('crossesItself', () => {
  it('accepts simple outlines, convex and concave', () => {
    expect(crossesItself(ring([0, 0], [0, 1], [1, 1], [1, 0]))).toBe(false);
    expect(crossesItself(ring([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]))).toBe(false);
    expect(crossesItself(ring([0, 0], [0, 1], [1, 0]))).toBe(false);
  });

  it('finds a crossing and an outline that touches itself', () => {
    expect(crossesItself(ring([0, 0], [1, 1], [1, 0], [0, 1]))).toBe(true);
    // The fifth vertex lies on the first edge.
    expect(crossesItself(ring([0, 0], [0, 2], [2, 2], [2, 0], [0, 1], [-1, -1]))).toBe(true);
  });
});
