import { describe, expect, it } from 'vitest';
import { structuresCollection } from './structure-layers';
import type { PickableStructure } from './structure-selection';

const structure = (kind: 'field' | 'track', id: string, points: number): PickableStructure => ({
  kind,
  id,
  name: id,
  color: '#1565c0',
  customerId: null,
  shape: Array.from({ length: points }, (_, index) => ({ lat: 54 + index / 100, lng: 9 + (index % 2) / 100 })),
  areaHa: kind === 'field' ? 1 : null,
  lengthM: kind === 'track' ? 100 : null,
});

describe('the structures as map layers', () => {
  it('draws fields as closed polygons and tracks as lines, marking the picked ones', () => {
    const collection = structuresCollection(
      [structure('field', 'f1', 3), structure('track', 't1', 2)],
      new Set(['track:t1']),
    );
    expect(collection.features.map((feature) => [feature.geometry.type, feature.properties])).toEqual([
      ['Polygon', { key: 'field:f1', kind: 'field', id: 'f1', color: '#1565c0', picked: false }],
      ['LineString', { key: 'track:t1', kind: 'track', id: 't1', color: '#1565c0', picked: true }],
    ]);
    const ring = collection.features[0]?.geometry.coordinates[0];
    // GeoJSON rings end where they start, longitude first.
    expect(ring).toHaveLength(4);
    expect(ring?.[3]).toEqual([9, 54]);
  });

  it('leaves out shapes too short to draw', () => {
    const collection = structuresCollection([structure('field', 'f1', 2), structure('track', 't1', 1)], new Set());
    expect(collection.features).toEqual([]);
  });
});
