import { describe, expect, it } from 'vitest';
import { ZLoadingPoint } from '../../../schemas/masterdata/partners';
import { DRIVING_MAP, type StoredField } from '../../../schemas/orders/driving-map';
import { ZOrder } from '../../../schemas/orders/order';
import { drivingMapOf, thinned } from './driving-map';

const meta = {
  companyId: 'c1',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const square = [
  { lat: 54.5, lng: 9.0 },
  { lat: 54.5, lng: 9.01 },
  { lat: 54.51, lng: 9.01 },
  { lat: 54.51, lng: 9.0 },
];
const pond = [
  { lat: 54.502, lng: 9.002 },
  { lat: 54.502, lng: 9.004 },
  { lat: 54.504, lng: 9.004 },
];
const order = ZOrder.parse({
  ...meta,
  id: 'o1',
  name: 'Gülle fahren',
  // A driver looks at the map before starting too.
  status: 'ASSIGNED',
  shelf: 'ACTIVE',
  employeeId: 'e1',
  plannedStartDateTime: '2026-03-02T06:00:00.000Z',
  fieldIds: ['f2', 'f1', 'gone'],
  trackIds: ['t1'],
  loadingPointIds: ['lp1'],
  markers: [{ id: 'm1', lat: 54.5, lng: 9.0, label: 'Hoftor', type: 'order', color: '#ff0000' }],
});
const field = (fieldId: string, parts: Partial<StoredField> = {}): StoredField => ({
  fieldId,
  name: `Feld ${fieldId}`,
  shape: square,
  holes: [],
  areaHa: 7.1,
  tracks: [],
  markers: [],
  ...parts,
});
const loadingPoint = ZLoadingPoint.parse({
  ...meta,
  id: 'lp1',
  name: 'Silo Nord',
  lat: 54.52,
  lng: 9.02,
  color: '#00ff00',
  archived: false,
});
const timed = (lat: number) => ({ lat, lng: 9.0, time: '2026-03-02T06:00:00.000Z' });

describe('the driver map of an order', () => {
  const map = drivingMapOf(order, 'e1', {
    fields: [
      field('f1', {
        holes: [pond],
        tracks: [{ id: 'ft1', name: 'Fahrgasse', shape: square.slice(0, 2), directionEnabled: true }],
        markers: [{ id: 'fm1', lat: 54.505, lng: 9.005, label: undefined, type: 'disabled' }],
      }),
      field('f2'),
    ],
    tracks: [{ trackId: 't1', name: 'Zufahrt', shape: square.slice(1, 3), directionEnabled: false }],
    loadingPoints: [loadingPoint],
    orderTracks: [
      { id: 'later', employeeId: 'e1', runId: null, start: '2026-03-02T09:00:00.000Z', points: [timed(2)] },
      { id: 'other', employeeId: 'e2', runId: null, start: '2026-03-02T07:00:00.000Z', points: [timed(3)] },
      { id: 'first', employeeId: 'e1', runId: null, start: '2026-03-02T06:00:00.000Z', points: [timed(1)] },
    ],
  });

  it('shows the fields in the order the order names them, and leaves out those not stored', () => {
    expect(map.fields.map((shown) => shown.id)).toEqual(['f2', 'f1']);
    expect(map.fields[0]).toEqual({ id: 'f2', name: 'Feld f2', outline: square, holes: [], areaHa: 7.1 });
  });

  it("shows a field's holes, so the map leaves them open", () => {
    expect(map.fields[1]?.holes).toEqual([pond]);
  });

  it('shows the order tracks and then the tracks of its fields, with their direction', () => {
    expect(map.tracks.map(({ id, directionEnabled }) => [id, directionEnabled])).toEqual([
      ['t1', false],
      ['ft1', true],
    ]);
  });

  it('shows the order markers and the field markers (a marker without a label has an empty one)', () => {
    expect(map.markers).toEqual([
      { id: 'm1', lat: 54.5, lng: 9.0, label: 'Hoftor', type: 'order' },
      { id: 'fm1', lat: 54.505, lng: 9.005, label: '', type: 'disabled' },
    ]);
  });

  it('shows the loading points by position', () => {
    expect(map.loadingPoints).toEqual([
      { id: 'lp1', name: 'Silo Nord', lat: 54.52, lng: 9.02, isLoadingPoint: true, isUnloadingPoint: false },
    ]);
  });

  it("shows only the caller's own GPS tracks, oldest first, without times", () => {
    expect(map.ownTracks).toEqual([[{ lat: 1, lng: 9.0 }], [{ lat: 2, lng: 9.0 }]]);
  });
});

describe('the size of the driver map', () => {
  it('keeps all shapes together within the vertex budget', () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => ({ lat: 54 + index / 1e5, lng: 9 }));
    const many = ZOrder.parse({ ...order, fieldIds: Array.from({ length: 100 }, (_, index) => `f${index}`) });
    const map = drivingMapOf(many, 'e1', {
      fields: many.fieldIds.map((id) => field(id, { shape: huge })),
      tracks: [],
      loadingPoints: [],
      orderTracks: [],
    });
    const vertices = map.fields.reduce((sum, shown) => sum + shown.outline.length, 0);
    expect(map.fields).toHaveLength(100);
    expect(vertices).toBeLessThanOrEqual(DRIVING_MAP.vertexBudget + 100);
    expect(map.fields[0]?.outline.at(-1)).toEqual(huge.at(-1));
  });

  it("counts the fields' holes in the budget", () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => ({ lat: 54 + index / 1e5, lng: 9 }));
    const many = ZOrder.parse({ ...order, fieldIds: Array.from({ length: 50 }, (_, index) => `f${index}`) });
    const map = drivingMapOf(many, 'e1', {
      fields: many.fieldIds.map((id) => field(id, { shape: huge, holes: [huge, huge] })),
      tracks: [],
      loadingPoints: [],
      orderTracks: [],
    });
    const rings = map.fields.flatMap((shown) => [shown.outline, ...shown.holes]);
    const vertices = rings.reduce((sum, ring) => sum + ring.length, 0);
    expect(rings).toHaveLength(150);
    // Each thinned ring may keep its last vertex on top of its share.
    expect(vertices).toBeLessThanOrEqual(DRIVING_MAP.vertexBudget + rings.length);
  });

  it('thins a line to at most the given vertices, keeping both ends', () => {
    const line = Array.from({ length: 101 }, (_, index) => index);
    for (const max of [2, 3, 10, 50, 100]) {
      const kept = thinned(line, max);
      expect(kept.length).toBeLessThanOrEqual(max);
      expect([kept[0], kept.at(-1)]).toEqual([0, 100]);
    }
    expect(thinned(line, 200)).toEqual(line);
  });
});
