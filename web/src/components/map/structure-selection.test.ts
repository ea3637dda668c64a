import { describe, expect, it } from 'vitest';
import {
  labelPosition,
  markerPoints,
  movePicked,
  offeredStructures,
  type PickableStructure,
  pickedLabelPoints,
  pickedSteps,
  pickedStructures,
  pickedTotals,
  type StructurePick,
  togglePicked,
} from './structure-selection';

const none: StructurePick = {
  fieldIds: [],
  trackIds: [],
  mapStructuresSequence: [],
  isMapStructuresSequenceEnabled: false,
};

const item = (kind: 'field' | 'track', id: string, customerId: string | null, size: number): PickableStructure => ({
  kind,
  id,
  name: id,
  color: '#2e7d32',
  customerId,
  shape: [
    { lat: 54, lng: 9 },
    { lat: 54, lng: 9.2 },
    { lat: 54.2, lng: 9.2 },
    { lat: 54.2, lng: 9 },
  ],
  areaHa: kind === 'field' ? size : null,
  lengthM: kind === 'track' ? size : null,
});

describe('picking structures', () => {
  it('adds a tapped structure at the end and takes it out on a second tap', () => {
    const one = togglePicked(none, { kind: 'field', id: 'f1' });
    const two = togglePicked(one, { kind: 'track', id: 't1' });
    expect(two).toEqual({
      fieldIds: ['f1'],
      trackIds: ['t1'],
      mapStructuresSequence: [
        { kind: 'field', id: 'f1' },
        { kind: 'track', id: 't1' },
      ],
      isMapStructuresSequenceEnabled: false,
    });
    expect(togglePicked(two, { kind: 'field', id: 'f1' })).toMatchObject({
      fieldIds: [],
      trackIds: ['t1'],
      mapStructuresSequence: [{ kind: 'track', id: 't1' }],
    });
  });

  it('moves a step up and down, and keeps markers and loading points in their places', () => {
    const pick: StructurePick = {
      ...none,
      fieldIds: ['f1', 'f2'],
      mapStructuresSequence: [
        { kind: 'field', id: 'f1' },
        { kind: 'loadingPoint', id: 'p1' },
        { kind: 'field', id: 'f2' },
      ],
      isMapStructuresSequenceEnabled: true,
    };
    const moved = movePicked(pick, 1, -1);
    expect(moved.fieldIds).toEqual(['f2', 'f1']);
    expect(moved.mapStructuresSequence).toEqual([
      { kind: 'field', id: 'f2' },
      { kind: 'loadingPoint', id: 'p1' },
      { kind: 'field', id: 'f1' },
    ]);
    // At the ends nothing moves.
    expect(movePicked(pick, 0, -1)).toBe(pick);
    expect(movePicked(pick, 1, 1)).toBe(pick);
  });

  it('reads the order from the sequence, then the ids the sequence does not name', () => {
    const pick: StructurePick = {
      ...none,
      fieldIds: ['f1', 'f2'],
      trackIds: ['t1'],
      mapStructuresSequence: [
        { kind: 'track', id: 't1' },
        { kind: 'marker', id: 'm1' },
        { kind: 'field', id: 'f2' },
        { kind: 'field', id: 'gone' },
        { kind: 'field', id: 'f2' },
      ],
    };
    expect(pickedSteps(pick)).toEqual([
      { kind: 'track', id: 't1' },
      { kind: 'field', id: 'f2' },
      { kind: 'field', id: 'f1' },
    ]);
  });

  it('offers the chosen customers’ structures and the company’s own, and always the picked ones', () => {
    const all = [item('field', 'mine', 'k1', 2), item('field', 'other', 'k2', 3), item('track', 'own', null, 400)];
    const ids = (items: PickableStructure[]) => items.map((offered) => offered.id);
    expect(ids(offeredStructures(all, ['k1'], []))).toEqual(['mine', 'own']);
    expect(ids(offeredStructures(all, ['k1'], [{ kind: 'field', id: 'other' }]))).toEqual(['mine', 'other', 'own']);
    expect(ids(offeredStructures(all, [], []))).toEqual(['mine', 'other', 'own']);
    expect(ids(offeredStructures(all, null, []))).toEqual(['mine', 'other', 'own']);
  });

  it('sums the picked hectares and metres, leaving out what the side does not know', () => {
    const all = [item('field', 'f1', null, 2.5), item('field', 'f2', null, 1.25), item('track', 't1', null, 420)];
    const pick: StructurePick = { ...none, fieldIds: ['f1', 'unknown', 'f2'], trackIds: ['t1'] };
    const picked = pickedStructures(pick, all);
    expect(picked.map((known) => known.id)).toEqual(['f1', 'f2', 't1']);
    expect(pickedTotals(picked)).toEqual({ areaHa: 3.75, lengthM: 420 });
  });

  it('puts a field’s name in its middle and a track’s at its middle vertex', () => {
    const middle = labelPosition(item('field', 'f1', null, 1));
    expect(middle?.lat).toBeCloseTo(54.1, 9);
    expect(middle?.lng).toBeCloseTo(9.1, 9);
    expect(labelPosition(item('track', 't1', null, 1))).toEqual({ lat: 54.2, lng: 9.2 });
  });
});

describe('the picked structures on the map', () => {
  it('names each picked one with its size, numbered when the sequence counts', () => {
    const picked = [item('field', 'f1', null, 2.5), item('track', 't1', null, 1250)];
    const labels = (sequenced: boolean) =>
      pickedLabelPoints(picked, sequenced, (known) => known.id).map((point) => point.label);
    expect(labels(true)).toEqual(['1. f1 · 2,50 ha', '2. t1 · 1,25 km']);
    expect(labels(false)).toEqual(['f1 · 2,50 ha', 't1 · 1,25 km']);
    expect(pickedLabelPoints(picked, false, (known) => known.id)[0]).toMatchObject({
      id: 'field:f1',
      className: 'lohnwerk-structure-label',
    });
  });
});

describe('markers beside the pick', () => {
  it('shows the offered customers’ markers and the company’s own, named by their label', () => {
    const markers = [
      { id: 'gate', customerId: 'k1', label: 'Hoftor', lat: 54.1, lng: 9.1 },
      { id: 'other', customerId: 'k2', label: 'Einfahrt', lat: 54.2, lng: 9.2 },
      { id: 'own', customerId: null, label: null, lat: 54.3, lng: 9.3 },
    ];
    expect(markerPoints(markers, ['k1'], 'Markierung')).toEqual([
      { id: 'marker:gate', position: { lat: 54.1, lng: 9.1 }, label: 'Hoftor', className: 'lohnwerk-structure-marker' },
      {
        id: 'marker:own',
        position: { lat: 54.3, lng: 9.3 },
        label: 'Markierung',
        className: 'lohnwerk-structure-marker',
      },
    ]);
    expect(markerPoints(markers, null, 'Markierung')).toHaveLength(3);
  });
});
