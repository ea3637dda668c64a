import { describe, expect, it } from 'vitest';
import {
  ZFieldInput,
  ZFieldMarkerChange,
  ZFieldMarkerInput,
  ZFieldTrackChange,
  ZFieldTrackInput,
} from '../../../schemas/map-fields';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { changeField, newField } from './field';
import {
  addFieldMarker,
  addFieldTrack,
  changeFieldMarker,
  changeFieldTrack,
  type FieldPartEdit,
  removeFieldMarker,
  removeFieldTrack,
} from './field-parts';

const NOW = new Date('2026-11-24T08:00:00Z');
const SQUARE = [
  { lat: 54.5, lng: 9.05 },
  { lat: 54.5, lng: 9.051 },
  { lat: 54.501, lng: 9.051 },
  { lat: 54.501, lng: 9.05 },
];
/** About 1 km along the meridian, and half of it. */
const KILOMETRE = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.488993, lng: 9.05 },
];
const HALF = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.4844965, lng: 9.05 },
];

const field = (archived = false) => ({
  ...newField(
    ZFieldInput.parse({
      shape: SQUARE,
      tracks: [{ id: 't1', name: 'Fahrgasse', shape: KILOMETRE }],
      markers: [{ id: 'm1', lat: 54.5005, lng: 9.0505, label: 'Tor' }],
    }),
    { id: 'f1', companyId: 'hansen', now: NOW, newId: () => 'unused' },
  ),
  archived,
});

/** The field after the edit, as the field's own change makes it (what the routes do). */
const applied = (edit: FieldPartEdit, mayEditGeometry = true) => {
  const stored = field();
  return changeField(
    stored,
    { version: stored.version, crop: undefined, cropBefore: undefined, other: undefined, ...edit(stored) },
    { now: NOW, newId: () => 'new-part', mayEditGeometry },
  );
};

describe('the tracks of a field, one at a time', () => {
  it('adds a track, measured and counted in tracksLength, with a new id or its own', () => {
    const added = applied(addFieldTrack(ZFieldTrackInput.parse({ shape: HALF })));
    expect(added.tracks.map(({ id, length }) => [id, Math.round(length)])).toEqual([
      ['t1', 1000],
      ['new-part', 500],
    ]);
    expect(Math.round(added.tracksLength)).toBe(1500);
    expect(applied(addFieldTrack(ZFieldTrackInput.parse({ id: 'own', shape: HALF }))).tracks[1]?.id).toBe('own');
    expect(refusalOf(() => addFieldTrack(ZFieldTrackInput.parse({ id: 't1', shape: HALF }))(field())).code).toBe(
      'LW_400_01_0001',
    );
  });

  it('changes what is given: a new shape is measured again, a name alone needs no edit-structures', () => {
    const reshaped = applied(changeFieldTrack('t1', ZFieldTrackChange.parse({ shape: HALF })));
    expect(Math.round(reshaped.tracksLength)).toBe(500);
    const renamed = applied(changeFieldTrack('t1', ZFieldTrackChange.parse({ name: 'Vorgewende' })), false);
    expect(renamed.tracks[0]).toMatchObject({ id: 't1', name: 'Vorgewende', shape: KILOMETRE });
    expect(Math.round(renamed.tracksLength)).toBe(1000);
    for (const edit of [
      changeFieldTrack('t1', ZFieldTrackChange.parse({ shape: HALF })),
      changeFieldTrack('t1', ZFieldTrackChange.parse({ directionEnabled: true })),
      changeFieldTrack('t1', ZFieldTrackChange.parse({ length: 3 })),
      addFieldTrack(ZFieldTrackInput.parse({ shape: HALF })),
      removeFieldTrack('t1'),
    ]) {
      expect(refusalOf(() => applied(edit, false)).code).toBe('FCPA_403_01_0002');
    }
  });

  it('removes a track; an unknown track is not accessible, an archived field refuses every edit', () => {
    const removed = applied(removeFieldTrack('t1'));
    expect([removed.tracks, removed.tracksLength]).toEqual([[], 0]);
    expect(refusalOf(() => removeFieldTrack('t9')(field())).code).toBe('FCPA_404_02');
    expect(refusalOf(() => changeFieldTrack('t9', {})(field())).code).toBe('FCPA_404_02');
    const edits = [
      addFieldTrack(ZFieldTrackInput.parse({ shape: HALF })),
      changeFieldTrack('t1', {}),
      removeFieldTrack('t1'),
      addFieldMarker(ZFieldMarkerInput.parse({ lat: 54.5, lng: 9.05 }), () => 'm2'),
      changeFieldMarker('m1', ZFieldMarkerChange.parse({})),
      removeFieldMarker('m1'),
    ];
    for (const edit of edits) expect(refusalOf(() => edit(field(true))).code).toBe('LW_400_02_0002');
  });
});

describe('the markers of a field, one at a time', () => {
  it('adds a marker of the field, changes and removes it; moving needs edit-structures', () => {
    const added = applied(addFieldMarker(ZFieldMarkerInput.parse({ lat: 54.5002, lng: 9.0502 }), () => 'm2'));
    expect(added.markers[1]).toMatchObject({ id: 'm2', fieldId: 'f1', lat: 54.5002 });
    const relabelled = applied(changeFieldMarker('m1', ZFieldMarkerChange.parse({ label: null, color: '#123456' })));
    expect(relabelled.markers[0]).toMatchObject({ id: 'm1', label: undefined, color: '#123456', lat: 54.5005 });
    expect(refusalOf(() => applied(changeFieldMarker('m1', ZFieldMarkerChange.parse({ lat: 54.5 })), false)).code).toBe(
      'FCPA_403_01_0002',
    );
    expect(applied(removeFieldMarker('m1')).markers).toEqual([]);
    expect(refusalOf(() => removeFieldMarker('m9')(field())).code).toBe('FCPA_404_02');
    expect(
      refusalOf(() => addFieldMarker(ZFieldMarkerInput.parse({ id: 'm1', lat: 1, lng: 1 }), () => 'x')(field())).code,
    ).toBe('LW_400_01_0001');
  });
});
