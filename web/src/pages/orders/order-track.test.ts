import { describe, expect, it } from 'vitest';
import type { TOrderCoverage } from '../../../../schemas/orders/coverage';
import { coverageTexts } from './order-track';

const coverage = (overrides: Partial<TOrderCoverage>): TOrderCoverage => ({
  orderId: 'o1',
  areaHa: 12.3,
  widthM: 7.5,
  fieldsKnown: true,
  cellM: 0.5,
  coverage: { type: 'MultiPolygon', coordinates: [] },
  runs: [],
  ...overrides,
});

describe('the covered area under the order map', () => {
  it('names the area in ha with 2 decimals and the working width, the German way', () => {
    expect(coverageTexts(coverage({}))).toEqual(['Bearbeitete Fläche laut GPS: 12,30 ha bei 7,5 m Arbeitsbreite']);
  });

  it('says when the fields were not known, and when no machine has a width', () => {
    expect(coverageTexts(coverage({ fieldsKnown: false }))[1]).toBe(
      'Feldgrenzen unbekannt: gezählt ist die überfahrene Fläche.',
    );
    expect(coverageTexts(coverage({ areaHa: null, widthM: null }))).toEqual([
      'Keine Maschine des Auftrags hat eine Arbeitsbreite: die Fläche lässt sich nicht berechnen.',
    ]);
  });
});
