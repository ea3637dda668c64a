import { describe, expect, it } from 'vitest';
import {
  areaText,
  lengthText,
  lineOfShape,
  measureOf,
  measureText,
  shapeOfLine,
  shapeOfPolygon,
  verticesOf,
} from './drawing';

describe('lengthText', () => {
  it('shows metres below a kilometre and kilometres with two decimals from there on', () => {
    expect(lengthText(0)).toBe('0 m');
    expect(lengthText(849.6)).toBe('850 m');
    expect(lengthText(1000)).toBe('1,00 km');
    expect(lengthText(12_345.6)).toBe('12,35 km');
    expect(lengthText(1_234_567)).toBe('1.234,57 km');
  });
});

describe('areaText', () => {
  it('shows hectares with two German decimals', () => {
    expect(areaText(12_500)).toBe('1,25 ha');
    expect(areaText(12_345_678)).toBe('1.234,57 ha');
  });
});

describe('shape mapping', () => {
  const shape = [
    { lat: 52.1, lng: 10.2 },
    { lat: 52.2, lng: 10.3 },
  ];

  it('orders coordinates longitude first and maps back unchanged', () => {
    const line = lineOfShape(shape);
    expect(line).toEqual({
      type: 'LineString',
      coordinates: [
        [10.2, 52.1],
        [10.3, 52.2],
      ],
    });
    expect(shapeOfLine(line)).toEqual(shape);
  });

  it('lists the vertices of a point, a line and a polygon', () => {
    expect(verticesOf({ type: 'Point', coordinates: [10, 52] })).toEqual([{ lat: 52, lng: 10 }]);
    expect(verticesOf(lineOfShape(shape))).toEqual(shape);
    expect(
      verticesOf({
        type: 'Polygon',
        coordinates: [
          [
            [10, 52],
            [11, 52],
            [10, 53],
            [10, 52],
          ],
        ],
      }),
    ).toHaveLength(4);
  });

  it('drops the closing vertex of a polygon ring', () => {
    const ring = [
      [10, 52],
      [10.01, 52],
      [10.01, 52.01],
      [10, 52],
    ];
    expect(shapeOfPolygon({ type: 'Polygon', coordinates: [ring] })).toEqual([
      { lat: 52, lng: 10 },
      { lat: 52, lng: 10.01 },
      { lat: 52.01, lng: 10.01 },
    ]);
  });
});

describe('measureOf', () => {
  it('measures a line in metres (a hundredth of a degree of latitude is about 1.11 km)', () => {
    const measure = measureOf({
      type: 'LineString',
      coordinates: [
        [10, 52],
        [10, 52.01],
      ],
    });
    expect(measure.kind).toBe('length');
    expect(measureText(measure)).toBe('1,11 km');
  });

  it('measures a polygon in hectares (100 m × 100 m is one hectare)', () => {
    // 100 m north is 0.000899 degrees; 100 m east at 52° is 0.001461 degrees.
    const ring = [
      [10, 52],
      [10.001461, 52],
      [10.001461, 52.000899],
      [10, 52.000899],
      [10, 52],
    ];
    expect(measureText(measureOf({ type: 'Polygon', coordinates: [ring] }))).toBe('1,00 ha');
  });

  it('measures nothing before a line has two vertices or for a point', () => {
    expect(measureOf({ type: 'LineString', coordinates: [[10, 52]] })).toEqual({ kind: 'none' });
    expect(measureText(measureOf({ type: 'Point', coordinates: [10, 52] }))).toBe('');
  });
});
