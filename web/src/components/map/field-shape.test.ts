import { describe, expect, it } from 'vitest';
import { measureOf, measureText } from './drawing';
import { closedRing, fieldOfPolygon, holeFits, insideRing, polygonOfField } from './field-shape';

/** A square field of about 100 m × 100 m near Husum, and squares inside and across it. */
const square = (south: number, west: number, size: number) => [
  { lat: south, lng: west },
  { lat: south, lng: west + size },
  { lat: south + size, lng: west + size },
  { lat: south + size, lng: west },
];
const field = square(54.48, 9.05, 0.001);
const hole = square(54.4803, 9.0503, 0.0002);
const otherHole = square(54.4806, 9.0506, 0.0002);

describe('field outline ⇄ GeoJSON polygon', () => {
  it('closes each ring, puts the outline first and maps back to each vertex once', () => {
    const polygon = polygonOfField({ shape: field, holes: [hole] });
    expect(polygon.coordinates).toHaveLength(2);
    expect(polygon.coordinates[0]).toEqual([...field, field[0]].map((v) => [v?.lng, v?.lat]));
    expect(fieldOfPolygon(polygon)).toEqual({ shape: field, holes: [hole] });
  });

  it('a field without holes is a polygon of one ring', () => {
    expect(polygonOfField({ shape: field, holes: [] }).coordinates).toHaveLength(1);
    expect(fieldOfPolygon(polygonOfField({ shape: field, holes: [] }))).toEqual({ shape: field, holes: [] });
  });

  it('a hole takes its area off the field', () => {
    const whole = measureOf(polygonOfField({ shape: field, holes: [] }));
    const withHole = measureOf(polygonOfField({ shape: field, holes: [hole] }));
    if (whole.kind !== 'area' || withHole.kind !== 'area') throw new Error('expected areas');
    // 0.001° × 0.001° at 54.5° N is about 111 m × 64.5 m; the hole a 25th of it.
    expect(withHole.squareMetres).toBeCloseTo(whole.squareMetres * (1 - 1 / 25), 0);
    expect(measureText(withHole)).toMatch(/^0,\d\d ha$/);
  });
});

describe('holeFits', () => {
  const outline = closedRing(field);

  it('takes a hole inside the field', () => {
    expect(holeFits(closedRing(hole), outline)).toBe(true);
    expect(insideRing([9.0504, 54.4804], outline)).toBe(true);
  });

  it('refuses a hole outside the field or across its edge', () => {
    expect(holeFits(closedRing(square(54.49, 9.06, 0.0002)), outline)).toBe(false);
    expect(holeFits(closedRing(square(54.4809, 9.0503, 0.0005)), outline)).toBe(false);
  });

  it('refuses a hole that overlaps or contains another hole, takes one apart from it', () => {
    expect(holeFits(closedRing(otherHole), outline, [closedRing(hole)])).toBe(true);
    expect(holeFits(closedRing(square(54.4804, 9.0504, 0.0002)), outline, [closedRing(hole)])).toBe(false);
    expect(holeFits(closedRing(square(54.4802, 9.0502, 0.0005)), outline, [closedRing(hole)])).toBe(false);
  });

  it('refuses a ring of fewer than three corners', () => {
    expect(holeFits(closedRing(hole.slice(0, 2)), outline)).toBe(false);
  });
});
