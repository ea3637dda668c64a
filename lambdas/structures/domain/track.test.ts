import { describe, expect, it } from 'vitest';
import { ZTrackChange, ZTrackInput } from '../../../schemas/map-tracks';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { isVisibleTo, ownerOfNew, requireWritableBy, type StructureViewer } from './structure-access';
import { changesGeometry, changeTrack, newTrack } from './track';

const NOW = new Date('2026-11-24T08:00:00Z');
const LATER = new Date('2026-11-24T09:00:00Z');
/** About 1 km along the meridian near Husum. */
const NORTHWARD = [
  { lat: 54.48, lng: 9.05 },
  { lat: 54.488993, lng: 9.05 },
];

const track = (input: Partial<Parameters<typeof ZTrackInput.parse>[0]> = {}) =>
  newTrack(ZTrackInput.parse({ shape: NORTHWARD, name: 'Zufahrt', ...input }), {
    id: 't1',
    companyId: 'hansen',
    now: NOW,
  });

describe('newTrack', () => {
  it('measures the length when omitted and keeps a given one', () => {
    expect(track().length).toBeCloseTo(1000, -1);
    expect(track({ length: 1234 }).length).toBe(1234);
    expect(track()).toMatchObject({ id: 't1', companyId: 'hansen', archived: false, version: 1 });
  });

  it('keeps a given length to the centimetre (a 5e-324 is 0, which DynamoDB can store)', () => {
    expect(track({ length: 5e-324 }).length).toBe(0);
    expect(track({ length: 12.3456 }).length).toBe(12.35);
  });
});

describe('changeTrack', () => {
  const edit = { now: LATER, mayEditGeometry: true };

  it('changes the given fields, keeps the others, measures a new shape and raises the version', () => {
    const longer = [...NORTHWARD, { lat: 54.497986, lng: 9.05 }];
    const changed = changeTrack(track(), { version: 1, name: 'Weg', shape: longer }, edit);
    expect(changed).toMatchObject({ name: 'Weg', color: '#2e7d32', version: 2, updatedAt: LATER.toISOString() });
    expect(changed.length).toBeCloseTo(2000, -1);
  });

  it('keeps the customer and colour when a change does not name them; null clears the customer', () => {
    const owned = track({ customerId: 'c1' });
    const parse = (change: object) => ZTrackChange.parse({ version: 1, ...change });
    expect(changeTrack(owned, parse({ name: 'Weg' }), edit).customerId).toBe('c1');
    expect(changeTrack(track({ color: '#123456' }), parse({ name: 'Weg' }), edit).color).toBe('#123456');
    expect(changeTrack(owned, parse({ customerId: null }), edit).customerId).toBeNull();
  });

  it('refuses a stale version (409)', () => {
    expect(refusalOf(() => changeTrack(track(), { version: 2, name: 'Weg' }, edit)).code).toBe('LW_409_00_0001');
  });

  it('archives, and never restores an archived track', () => {
    const archived = changeTrack(track(), { version: 1, archived: true }, edit);
    expect(archived.archived).toBe(true);
    expect(refusalOf(() => changeTrack(archived, { version: 2, archived: false }, edit)).code).toBe('LW_400_02_0001');
    expect(changeTrack(archived, { version: 2, archived: true }, edit).archived).toBe(true);
  });

  it('needs the edit-structures permission for shape, length and direction, not for name or colour', () => {
    const noGeometry = { now: LATER, mayEditGeometry: false };
    for (const change of [{ shape: [...NORTHWARD].reverse() }, { length: 5 }, { directionEnabled: true }]) {
      expect(refusalOf(() => changeTrack(track(), { version: 1, ...change }, noGeometry)).code).toBe(
        'FCPA_403_01_0002',
      );
    }
    expect(changeTrack(track(), { version: 1, name: 'Weg', color: '#123456' }, noGeometry).name).toBe('Weg');
    // The same geometry sent back unchanged is no change of it.
    const existing = track();
    expect(changesGeometry(existing, { version: 1, shape: NORTHWARD, length: existing.length })).toBe(false);
  });
});

describe('structure access', () => {
  const staff: StructureViewer = { kind: 'staff', mayEditGeometry: false };
  const farmer: StructureViewer = { kind: 'customer', customerIds: ['c1', 'c2'], editableCustomerIds: ['c1'] };

  it('shows a farmer only the structures of their customers', () => {
    expect(isVisibleTo(staff, null)).toBe(true);
    expect(isVisibleTo(farmer, 'c2')).toBe(true);
    expect(isVisibleTo(farmer, 'other')).toBe(false);
    expect(isVisibleTo(farmer, null)).toBe(false);
  });

  it('lets a farmer write only where canEditStructures allows; others are not accessible', () => {
    expect(() => requireWritableBy(farmer, 'c1', 'x')).not.toThrow();
    expect(refusalOf(() => requireWritableBy(farmer, 'c2', 'x')).code).toBe('FCPA_403_01_0002');
    expect(refusalOf(() => requireWritableBy(farmer, 'other', 'x')).code).toBe('FCPA_404_02');
    expect(() => requireWritableBy(staff, null, 'x')).not.toThrow();
  });

  it("gives a farmer's new structure their only customer", () => {
    expect(ownerOfNew({ kind: 'customer', customerIds: ['c1'], editableCustomerIds: [] }, null)).toBe('c1');
    expect(ownerOfNew(farmer, null)).toBeNull();
    expect(ownerOfNew(staff, null)).toBeNull();
  });
});
