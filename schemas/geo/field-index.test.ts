import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COARSE_PRECISION,
  cellRangesOf,
  FINE_PRECISION,
  fieldSpanTooLarge,
  fieldsInBox,
  indexCellsOf,
  indexItemsOf,
  MAX_QUERY_SPAN_DEGREES,
  type TFieldCell,
  type TIndexedField,
} from './field-index';
import { boxesIntersect, boxOfPoints } from './geohash';

/** A rectangular field with its south-west corner at (lat, lng). */
const field = (id: string, lat: number, lng: number, height = 0.004, width = 0.006): TIndexedField => ({
  companyId: 'company-a',
  id,
  name: `Schlag ${id}`,
  shape: [
    { lat, lng },
    { lat, lng: lng + width },
    { lat: lat + height, lng: lng + width },
    { lat: lat + height, lng },
  ],
  crop: 'Mais',
});

/** Whether a range of a box's plan holds the entry (what a Query of that range returns). */
const inRange = (entry: TFieldCell, box: Parameters<typeof cellRangesOf>[0]) =>
  cellRangesOf(box).some(
    ({ precision, from, to }) => precision === entry.precision && from <= entry.cell && entry.cell <= `${to}~`,
  );

describe('field index', () => {
  it('puts a field of a few hectares under one to four fine cells, with what the map draws', () => {
    const a = field('a', 54.48, 9.07);
    const entries = indexItemsOf(a);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBeLessThanOrEqual(4);
    expect(entries[0]).toMatchObject({
      companyId: 'company-a',
      precision: FINE_PRECISION,
      fieldId: 'a',
      name: 'Schlag a',
      usage: 'Mais',
      minLat: 54.48,
      maxLng: 9.076,
    });
    // GeoJSON order: longitude first.
    expect(entries[0]?.coordinates).toEqual(a.shape.map(({ lat, lng }) => [lng, lat]));
  });

  it('puts a field of several kilometres under few coarse cells', () => {
    const large = indexCellsOf({ minLat: 54.2, maxLat: 54.35, minLng: 9.3, maxLng: 9.5 });
    expect(large.precision).toBe(COARSE_PRECISION);
    expect(large.cells.length).toBeLessThanOrEqual(4);
  });

  it('keeps archived fields and fields without outline out of the index', () => {
    expect(indexItemsOf({ ...field('a', 54.48, 9.07), archived: true })).toEqual([]);
    expect(indexItemsOf({ ...field('a', 54.48, 9.07), shape: [] })).toEqual([]);
  });

  it('tells an outline wider or higher than a field can be', () => {
    expect(fieldSpanTooLarge({ minLat: 54, maxLat: 55.01, minLng: 9, maxLng: 9.1 })).toBe(true);
    expect(fieldSpanTooLarge({ minLat: 54, maxLat: 54.1, minLng: 9, maxLng: 10.01 })).toBe(true);
    expect(fieldSpanTooLarge({ minLat: 54, maxLat: 55, minLng: 9, maxLng: 10 })).toBe(false);
  });

  it('reads a map screen in a few ranges and a county in at most 32 fine ones', () => {
    const screen = cellRangesOf({ minLat: 54.45, maxLat: 54.48, minLng: 9.05, maxLng: 9.1 });
    expect(screen.length).toBeLessThanOrEqual(6);
    const county = cellRangesOf({ minLat: 54.2, maxLat: 54.6, minLng: 9.3, maxLng: 9.9 });
    expect(county.filter(({ precision }) => precision === FINE_PRECISION).length).toBeLessThanOrEqual(32);
    const largest = cellRangesOf({ minLat: 53.5, maxLat: 53.5 + MAX_QUERY_SPAN_DEGREES, minLng: 8.5, maxLng: 10.5 });
    expect(largest.length).toBeLessThanOrEqual(32 + 9);
  });

  it('keeps the fields whose box meets the query box, each once', () => {
    const inside = indexItemsOf(field('inside', 54.46, 9.06));
    // Straddles the box's east edge: only a corner is inside.
    const crossing = indexItemsOf(field('crossing', 54.46, 9.098));
    const outside = indexItemsOf(field('outside', 54.46, 9.2));
    const box = { minLat: 54.45, maxLat: 54.48, minLng: 9.05, maxLng: 9.1 };
    const found = fieldsInBox([...inside, ...crossing, ...crossing, ...outside], box);
    expect(found.map((entry) => entry.fieldId).sort()).toEqual(['crossing', 'inside']);
  });

  it('finds every field whose box meets a query box in the query ranges (generated)', () => {
    const corner = fc.record({
      lat: fc.double({ min: 53.4, max: 55, noNaN: true }),
      lng: fc.double({ min: 8, max: 11, noNaN: true }),
    });
    const span = (max: number) => fc.double({ min: 0, max, noNaN: true });
    fc.assert(
      fc.property(corner, span(0.3), span(0.3), corner, span(2), span(2), (at, height, width, from, boxH, boxW) => {
        const entries = indexItemsOf(field('f', at.lat, at.lng, height, width));
        const box = { minLat: from.lat, maxLat: from.lat + boxH, minLng: from.lng, maxLng: from.lng + boxW };
        const meets = boxesIntersect(boxOfPoints(field('f', at.lat, at.lng, height, width).shape), box);
        const read = entries.filter((entry) => inRange(entry, box));
        expect(fieldsInBox(read, box).length).toBe(meets ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
