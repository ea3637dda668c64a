import { describe, expect, it } from 'vitest';
import {
  archiveRecord,
  changeRecord,
  diffRecords,
  fillNestedIds,
  filterRecords,
  hideSupportEmployee,
  newRecord,
  type StoredRecord,
} from './record-domain';

const now = new Date('2026-03-01T08:00:00.000Z');
let counter = 0;
const newId = () => `n${++counter}`;

const record = (id: string, data: Record<string, unknown>, archived = false): StoredRecord => ({
  ...newRecord(data, { id, companyId: 'c1', now, newId }),
  archived,
});

describe('master-data records', () => {
  it('gives new nested entries ids and keeps existing ones', () => {
    counter = 0;
    const filled = fillNestedIds(
      {
        variants: [
          { id: '', name: 'a', subVariants: [{ id: '', name: 'b' }] },
          { id: 'keep', name: 'c' },
        ],
      },
      newId,
    );
    expect(filled).toEqual({
      variants: [
        { id: 'n1', name: 'a', subVariants: [{ id: 'n2', name: 'b' }] },
        { id: 'keep', name: 'c' },
      ],
    });
  });

  it('refuses a change made on an older version (optimistic locking) and keeps unedited fields', () => {
    const stored = { ...record('m1', { name: 'Fendt 942' }), currentActivity: { type: 'internal' } };
    const changed = changeRecord(stored, { name: 'Fendt 942 Vario' }, 1, { now, newId });
    expect(changed).toMatchObject({ name: 'Fendt 942 Vario', version: 2, currentActivity: { type: 'internal' } });
    expect(() => changeRecord(changed, { name: 'x' }, 1, { now, newId })).toThrow(
      expect.objectContaining({ code: 'LW_409_00_0001' }),
    );
    expect(archiveRecord(changed, true, 2, now)).toMatchObject({ archived: true, version: 3 });
  });

  it('lists changed fields by path, lists as a whole, without bookkeeping fields', () => {
    const before = record('r1', {
      name: 'Diesel',
      pricing: { costPerUnit: '1.2', surchargePercent: '10' },
      tagIds: ['a'],
    });
    const after = {
      ...before,
      version: 2,
      pricing: { costPerUnit: '1.3', surchargePercent: '10' },
      tagIds: ['a', 'b'],
    };
    expect(diffRecords(before, after)).toEqual([
      { path: 'pricing.costPerUnit', before: '1.2', after: '1.3' },
      { path: 'tagIds', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(diffRecords(null, record('r2', { name: 'Neu' }))).toEqual([{ path: 'name', before: null, after: 'Neu' }]);
  });

  it('filters by archive state and operating units; records without units belong to all', () => {
    const items = [
      record('a', { operatingUnitIds: ['husum'] }),
      record('b', { operatingUnitIds: ['schleswig'] }),
      record('c', { operatingUnitIds: [] }),
      record('d', { operatingUnitIds: ['husum'] }, true),
    ];
    const ids = (list: StoredRecord[]) => list.map((item) => item.id);
    expect(ids(filterRecords(items, { archived: 'false' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterRecords(items, { archived: 'true' }))).toEqual(['d']);
    expect(ids(filterRecords(items, { archived: 'all', operatingUnitId: 'husum' }))).toEqual(['a', 'c', 'd']);
    expect(ids(filterRecords(items, { archived: 'false', ownOperatingUnitIds: ['schleswig'] }))).toEqual(['b', 'c']);
  });

  it('hides the support employee from everybody but that employee', () => {
    const employees = [record('e1', { appUserId: 'u1' }), record('support', { appUserId: 'u-support' })];
    expect(hideSupportEmployee(employees, 'support', 'u1').map((e) => e.id)).toEqual(['e1']);
    expect(hideSupportEmployee(employees, 'support', 'u-support').map((e) => e.id)).toEqual(['e1', 'support']);
    expect(hideSupportEmployee(employees, null, 'u1')).toHaveLength(2);
  });
});
