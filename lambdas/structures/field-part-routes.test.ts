import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { ZFieldInput } from '../../schemas/map-fields';
import { newField } from './domain/field';
import { removeFieldTrack } from './domain/field-parts';
import { fieldPartEditor } from './field-part-routes';

const STAFF = { kind: 'staff', mayEditGeometry: true } as const;
const stored = newField(
  ZFieldInput.parse({
    shape: [
      { lat: 54.5, lng: 9.05 },
      { lat: 54.5, lng: 9.051 },
      { lat: 54.501, lng: 9.051 },
    ],
    tracks: [
      {
        id: 't1',
        shape: [
          { lat: 54.5, lng: 9.05 },
          { lat: 54.501, lng: 9.05 },
        ],
      },
    ],
  }),
  { id: 'f1', companyId: 'hansen', now: new Date('2026-11-24T08:00:00Z'), newId: () => 'p' },
);

/** Field use cases whose saves fail with a conflict the first `conflicts` times. */
const usesConflicting = (conflicts: number) => {
  const versions: number[] = [];
  return {
    versions,
    uses: {
      get: async () => stored,
      updateOne: async (_companyId: string, _viewer: unknown, _id: string, change: { version: number }) => {
        versions.push(change.version);
        if (versions.length <= conflicts) throw new AppError('LW_409_00_0001');
        return { ...stored, tracks: [], version: change.version + 1 };
      },
    },
  };
};

describe('an edit of a field part', () => {
  it('is made on the stored version, read again after a conflict, and 409 after three conflicts', async () => {
    const once = usesConflicting(1);
    const edited = await fieldPartEditor(once.uses)('hansen', STAFF, 'f1', removeFieldTrack('t1'));
    expect([edited.tracks, once.versions]).toEqual([[], [1, 1]]);
    const always = usesConflicting(3);
    await expect(fieldPartEditor(always.uses)('hansen', STAFF, 'f1', removeFieldTrack('t1'))).rejects.toMatchObject({
      code: 'LW_409_00_0001',
    });
    expect(always.versions).toHaveLength(3);
  });
});
