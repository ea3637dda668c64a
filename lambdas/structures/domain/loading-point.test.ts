import { describe, expect, it } from 'vitest';
import { ZLoadingPointChange } from '../../../schemas/map-loading-points';
import { loadingPointMessages, ZLoadingPointInput } from '../../../schemas/masterdata/partners';
import { refusalOf } from '../../../schemas/refusal-of.test-kit';
import { changeLoadingPoint, newLoadingPoint } from './loading-point';

const NOW = new Date('2026-11-24T08:00:00Z');
const edit = { now: new Date('2026-11-24T09:00:00Z'), mayEditGeometry: true };
const point = () =>
  newLoadingPoint(
    ZLoadingPointInput.parse({ name: 'Silo', lat: 54.48, lng: 9.05, addressCity: 'Husum', customerId: 'c1' }),
    { id: 'p1', companyId: 'hansen', now: NOW },
  );
const change = (input: Parameters<typeof ZLoadingPointChange.parse>[0]) => ZLoadingPointChange.parse(input);

describe('loading points as map structures', () => {
  it('starts active at version 1 and changes the given fields, keeping or clearing the others', () => {
    expect(point()).toMatchObject({ id: 'p1', version: 1, archived: false, isLoadingPoint: true });
    const changed = changeLoadingPoint(point(), change({ version: 1, name: 'Fahrsilo', addressCity: null }), edit);
    expect(changed).toMatchObject({ name: 'Fahrsilo', lat: 54.48, customerId: 'c1', version: 2 });
    expect(changed.addressCity).toBeUndefined();
    expect(changeLoadingPoint(point(), change({ version: 1, addressCity: '' }), edit).addressCity).toBe('Husum');
  });

  it('refuses a stale version, a restore, a move without edit-structures, and a point of neither kind', () => {
    expect(refusalOf(() => changeLoadingPoint(point(), change({ version: 3 }), edit)).code).toBe('LW_409_00_0001');
    const archived = changeLoadingPoint(point(), change({ version: 1, archived: true }), edit);
    expect(refusalOf(() => changeLoadingPoint(archived, change({ version: 2, archived: false }), edit)).code).toBe(
      'LW_400_02_0001',
    );
    const readOnly = { ...edit, mayEditGeometry: false };
    expect(refusalOf(() => changeLoadingPoint(point(), change({ version: 1, lat: 54.5 }), readOnly)).code).toBe(
      'FCPA_403_01_0002',
    );
    expect(changeLoadingPoint(point(), change({ version: 1, name: 'Neu', lat: 54.48 }), readOnly).name).toBe('Neu');
    expect(refusalOf(() => changeLoadingPoint(point(), change({ version: 1, isLoadingPoint: false }), edit))).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'isUnloadingPoint', message: loadingPointMessages.kind }],
    });
  });
});
