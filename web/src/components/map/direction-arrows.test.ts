import { describe, expect, it } from 'vitest';
import { directionArrows } from './direction-arrows';

const north = [
  { lat: 54.0, lng: 9.0 },
  { lat: 54.1, lng: 9.0 },
];

describe('direction arrows', () => {
  it('stand only on tracks with a direction, in the middle, pointing the way they are drawn', () => {
    const arrows = directionArrows([
      { shape: north, directionEnabled: true },
      { shape: north, directionEnabled: false },
    ]);
    expect(arrows).toHaveLength(1);
    expect(arrows[0]?.bearing).toBeCloseTo(0);
    expect(arrows[0]?.position).toEqual({ lat: 54.05, lng: 9.0 });
    const east = directionArrows([
      {
        shape: [
          { lat: 54.0, lng: 9.0 },
          { lat: 54.0, lng: 9.1 },
        ],
        directionEnabled: true,
      },
    ]);
    expect(east[0]?.bearing).toBeCloseTo(90);
  });

  it('spread at most the given number over a long track', () => {
    const long = Array.from({ length: 101 }, (_, index) => ({ lat: 54 + index / 1000, lng: 9 }));
    const arrows = directionArrows([{ shape: long, directionEnabled: true }], 10);
    expect(arrows.length).toBeLessThanOrEqual(10);
    expect(arrows.length).toBeGreaterThan(5);
  });
});
