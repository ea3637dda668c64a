import { describe, expect, it } from 'vitest';
import { contextShapes } from './editor-draw';

describe('the shapes around the editor', () => {
  it('gives each ring of a polygon with holes as a polygon of its own (terra-draw shows none with holes)', () => {
    const outline = [
      [9.0, 54.0],
      [9.01, 54.0],
      [9.01, 54.01],
      [9.0, 54.0],
    ];
    const hole = [
      [9.004, 54.002],
      [9.006, 54.002],
      [9.006, 54.004],
      [9.004, 54.002],
    ];
    const line = {
      type: 'LineString' as const,
      coordinates: [
        [9.0, 54.0],
        [9.01, 54.01],
      ],
    };
    expect(contextShapes([{ type: 'Polygon', coordinates: [outline, hole] }, line])).toEqual([
      { type: 'Polygon', coordinates: [outline] },
      { type: 'Polygon', coordinates: [hole] },
      line,
    ]);
  });

  it('leaves a polygon without holes as it is', () => {
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [9.0, 54.0],
          [9.01, 54.0],
          [9.01, 54.01],
          [9.0, 54.0],
        ],
      ],
    };
    expect(contextShapes([square])).toEqual([square]);
  });
});
