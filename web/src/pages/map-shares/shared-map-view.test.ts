import { describe, expect, it } from 'vitest';
import type { TSharedMap } from '../../../../schemas/map-shares';
import { sharedMapLayers, validUntilText } from './shared-map-view';

const shape = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.49, lng: 9.05 },
  { lat: 54.49, lng: 9.06 },
];
const shared: TSharedMap = {
  label: 'Ernte',
  companyName: 'LU Hansen',
  customerName: 'Hof Thomsen',
  expiresAt: '2026-03-31T22:00:00.000Z',
  fields: [{ name: 'Deichkoppel', color: '#2e7d32', shape, holes: [], areaHa: 2, crop: null }],
  tracks: [{ name: 'Weg', color: '#1565c0', shape, length: 100, directionEnabled: false }],
  markers: [{ label: null, color: '#ff0000', type: 'other', lat: 54.5, lng: 9.1 }],
};

describe('the shared map’s layers', () => {
  it('fills fields as closed rings in GeoJSON order, outlines them, draws tracks and markers', () => {
    const { areas, lines, points } = sharedMapLayers(shared);
    expect(areas.coordinates).toEqual([
      [
        [
          [9.05, 54.48],
          [9.05, 54.49],
          [9.06, 54.49],
          [9.05, 54.48],
        ],
      ],
    ]);
    expect(lines.map((line) => [line.id, line.positions.length])).toEqual([
      ['field-0', 4],
      ['track-0', 3],
    ]);
    expect(points).toEqual([
      expect.objectContaining({ id: 'marker-0', position: { lat: 54.5, lng: 9.1 }, label: 'Ohne Namen' }),
    ]);
  });

  it('leaves a field’s holes out of its filled area', () => {
    const hole = [
      { lat: 54.484, lng: 9.052 },
      { lat: 54.486, lng: 9.052 },
      { lat: 54.486, lng: 9.054 },
    ];
    const [field] = shared.fields;
    if (!field) throw new Error('the fixture has a field');
    const { areas } = sharedMapLayers({ ...shared, fields: [{ ...field, holes: [hole] }] });
    const rings = areas.coordinates[0] ?? [];
    expect(rings).toHaveLength(2);
    expect(rings[1]).toEqual([
      [9.052, 54.484],
      [9.052, 54.486],
      [9.054, 54.486],
      [9.052, 54.484],
    ]);
  });

  it('names the last valid day, not the midnight after it', () => {
    expect(validUntilText('2026-03-31T22:00:00.000Z')).toBe('31.03.2026');
  });
});
