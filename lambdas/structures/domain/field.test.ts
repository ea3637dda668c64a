import { describe, expect, it } from 'vitest';
import { FIELD_SPAN_MESSAGE } from '../../../schemas/geo/field-index';
import { fieldMessages, ZFieldChange, ZFieldInput } from '../../../schemas/map-fields';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { changeField, newField } from './field';

const NOW = new Date('2026-11-24T08:00:00Z');
const LATER = new Date('2026-11-24T09:00:00Z');
/** 0.001° x 0.001° at 54.5° N: 111.3 m x 64.6 m, about 0.719 ha. */
const SQUARE = [
  { lat: 54.5, lng: 9.05 },
  { lat: 54.5, lng: 9.051 },
  { lat: 54.501, lng: 9.051 },
  { lat: 54.501, lng: 9.05 },
];
/** About 1 km along the meridian. */
const NORTHWARD = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.488993, lng: 9.05 },
];
/** A square of 0.0004° in the middle of SQUARE: about 0.115 ha. */
const HOLE = [
  { lat: 54.5003, lng: 9.0503 },
  { lat: 54.5003, lng: 9.0507 },
  { lat: 54.5007, lng: 9.0507 },
  { lat: 54.5007, lng: 9.0503 },
];
/** Half out of SQUARE to the east. */
const LEAVING = HOLE.map(({ lat, lng }) => ({ lat, lng: lng + 0.0005 }));
const MARKER = { id: 'm1', lat: 54.5005, lng: 9.0505, color: '#ff0000' };

let next = 0;
const context = { id: 'f1', companyId: 'hansen', now: NOW, newId: () => `part-${++next}` };
const field = (input: Partial<Parameters<typeof ZFieldInput.parse>[0]> = {}) =>
  newField(ZFieldInput.parse({ shape: SQUARE, name: 'Koppel', ...input }), context);
const change = (input: Parameters<typeof ZFieldChange.parse>[0]) => ZFieldChange.parse(input);
const edit = { now: LATER, newId: () => 'new-part', mayEditGeometry: true };

describe('newField', () => {
  it('measures the area when omitted, keeps a given one, and sums the lengths of its tracks', () => {
    expect(field().areaHa).toBeCloseTo(0.719, 2);
    expect(field({ areaHa: 2.5 }).areaHa).toBe(2.5);
    const tracked = field({ tracks: [{ shape: NORTHWARD }, { shape: NORTHWARD, length: 10, id: 'own' }] });
    expect(tracked.tracks.map(({ id, length }) => [id.length > 0, Math.round(length)])).toEqual([
      [true, 1000],
      [true, 10],
    ]);
    expect(tracked.tracks[1]?.id).toBe('own');
    expect(Math.round(tracked.tracksLength)).toBe(1010);
    expect(field()).toMatchObject({ id: 'f1', crop: null, archived: false, version: 1, tracks: [], markers: [] });
  });

  it('refuses an outline of fewer than three vertices or wider than a field', () => {
    expect(ZFieldInput.safeParse({ shape: NORTHWARD }).success).toBe(false);
    const wide = ZFieldInput.safeParse({ shape: [...SQUARE, { lat: 54.5, lng: 10.2 }] });
    expect(wide.error?.issues.map((issue) => issue.message)).toEqual([FIELD_SPAN_MESSAGE]);
  });
});

describe('field holes', () => {
  it('has none by default, and measures the outline less its holes', () => {
    expect(field().holes).toEqual([]);
    const holed = field({ holes: [HOLE] });
    expect(holed.holes).toEqual([HOLE]);
    expect(holed.areaHa).toBeCloseTo(0.719 - 0.115, 2);
  });

  it('refuses a hole outside the outline at its place in holes, on create and on change', () => {
    const created = refusalOf(() => field({ holes: [HOLE, LEAVING] }));
    expect(created).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'holes.1', message: fieldMessages.holeOutside }],
    });
    expect(refusalOf(() => changeField(field(), change({ version: 1, holes: [LEAVING] }), edit)).issues).toEqual([
      { path: 'holes.0', message: fieldMessages.holeOutside },
    ]);
    // A new outline that no longer holds the stored hole is refused as well.
    const shrunk = SQUARE.map(({ lat, lng }) => ({ lat: Math.min(lat, 54.5002), lng }));
    expect(
      refusalOf(() => changeField(field({ holes: [HOLE] }), change({ version: 1, shape: shrunk }), edit)).code,
    ).toBe('LW_400_01_0001');
  });

  it('measures again when the holes change, and a change of holes is a change of geometry', () => {
    const holed = changeField(field(), change({ version: 1, holes: [HOLE] }), edit);
    expect(holed.areaHa).toBeCloseTo(0.719 - 0.115, 2);
    expect(changeField(holed, change({ version: 2, holes: [] }), edit).areaHa).toBeCloseTo(0.719, 2);
    const readOnly = { ...edit, mayEditGeometry: false };
    expect(refusalOf(() => changeField(field(), change({ version: 1, holes: [HOLE] }), readOnly)).code).toBe(
      'FCPA_403_01_0002',
    );
    // The same holes again change nothing that lies somewhere.
    expect(changeField(field({ holes: [HOLE] }), change({ version: 1, holes: [HOLE] }), readOnly).version).toBe(2);
  });

  it('bounds the holes: at most 20, each of at least three vertices', () => {
    expect(ZFieldInput.safeParse({ shape: SQUARE, holes: Array.from({ length: 21 }, () => HOLE) }).success).toBe(false);
    const short = ZFieldChange.safeParse({ version: 1, holes: [HOLE.slice(0, 2)] });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([fieldMessages.hole]);
  });
});

describe('changeField', () => {
  it('changes the given fields, keeps the others, measures a new outline, clears on null', () => {
    const bigger = SQUARE.map(({ lat, lng }) => ({ lat: lat === 54.501 ? 54.502 : lat, lng }));
    const changed = changeField(field({ crop: 'Mais' }), change({ version: 1, shape: bigger, crop: null }), edit);
    expect(changed.areaHa).toBeCloseTo(1.438, 2);
    expect(changed).toMatchObject({ name: 'Koppel', crop: null, version: 2, updatedAt: LATER.toISOString() });
    expect(changeField(field({ crop: 'Mais' }), change({ version: 1, crop: '' }), edit).crop).toBe('Mais');
  });

  it('refuses a stale version, a restore, and geometry without the permission', () => {
    const readOnly = { ...edit, mayEditGeometry: false };
    expect(refusalOf(() => changeField(field(), change({ version: 2 }), edit)).code).toBe('LW_409_00_0001');
    const archived = changeField(field(), change({ version: 1, archived: true }), edit);
    expect(refusalOf(() => changeField(archived, change({ version: 2, archived: false }), edit)).code).toBe(
      'LW_400_02_0001',
    );
    for (const geometry of [{ areaHa: 3 }, { tracks: [{ shape: NORTHWARD }] }, { markers: [MARKER] }]) {
      expect(refusalOf(() => changeField(field(), change({ version: 1, ...geometry }), readOnly)).code).toBe(
        'FCPA_403_01_0002',
      );
    }
    // Name, crop and a marker's label lie nowhere: no permission needed.
    const marked = field({ markers: [MARKER] });
    const relabelled = change({ version: 1, name: 'Süd', markers: [{ ...MARKER, label: 'Tor' }] });
    expect(changeField(marked, relabelled, readOnly)).toMatchObject({ name: 'Süd', markers: [{ label: 'Tor' }] });
  });
});

describe('ZFieldInput', () => {
  it('takes a field as GET answers it (nulls included), so it can be sent again', () => {
    const read = field({ crop: 'Mais' });
    expect(ZFieldInput.safeParse(read).success).toBe(true);
  });
});
