import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import { CONTEXT, HOLE, snapping } from './editor-snapping';

const featureOf = (mode: string | undefined): Feature => ({
  type: 'Feature',
  properties: mode === undefined ? {} : { mode },
  geometry: { type: 'Point', coordinates: [9.05, 54.48] },
});

describe('editor snapping', () => {
  it("snaps to the vertices and edges of the shapes around, the field and its holes, and the shape's own vertices", () => {
    expect(snapping.toCoordinate).toBe(true);
    expect(snapping.toFeature.toLine).toBe(true);
    expect(snapping.toFeature.toCoordinate).toBe(true);
    for (const mode of [CONTEXT, 'polygon', 'linestring', HOLE])
      expect(snapping.toFeature.filter(featureOf(mode))).toBe(true);
  });

  it("never to terra-draw's own helper points (selection, midpoints) or unknown features", () => {
    expect(snapping.toFeature.filter(featureOf('select'))).toBe(false);
    expect(snapping.toFeature.filter(featureOf('point'))).toBe(false);
    expect(snapping.toFeature.filter(featureOf(undefined))).toBe(false);
  });
});
