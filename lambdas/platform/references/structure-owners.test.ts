import { describe, expect, it } from 'vitest';
import type { ReferenceTarget } from '../../../schemas/references';
import type { ExistingIds } from './references';
import { customerExistingIds, type OwnedTarget, type StructureOwners } from './structure-owners';

/** The contractor's structures by target: id → customer (null: the company's own). */
const stored: Record<OwnedTarget, Record<string, string | null>> = {
  field: { 'field-own': 'farmer', 'field-other': 'neighbour-farmer', 'field-common': null },
  track: { 'track-own': 'farmer', 'track-common': null },
  loadingPoint: { 'point-own': 'farmer', 'point-common': null, 'point-other': 'neighbour-farmer' },
};
const owners: StructureOwners = async (_companyId, target, ids) =>
  new Map(ids.flatMap((id) => (id in stored[target] ? [[id, stored[target][id] ?? null] as const] : [])));
const reads: ReferenceTarget[] = [];
const existing: ExistingIds = async (_companyId, target, ids) => {
  reads.push(target);
  return new Set(ids.filter((id) => id.startsWith('known')));
};
const named = (target: ReferenceTarget, ids: string[]) =>
  customerExistingIds(existing, owners, 'farmer')('contractor', target, ids).then((found) => [...found].sort());

describe('customerExistingIds', () => {
  it("keeps of fields and tracks only the asking customer's, of loading points also the common ones", async () => {
    expect(await named('field', ['field-own', 'field-other', 'field-common', 'field-unknown'])).toEqual(['field-own']);
    expect(await named('track', ['track-own', 'track-common'])).toEqual(['track-own']);
    expect(await named('loadingPoint', ['point-own', 'point-common', 'point-other', 'point-unknown'])).toEqual([
      'point-common',
      'point-own',
    ]);
  });

  it('leaves other targets to the company-wide check', async () => {
    reads.length = 0;
    expect(await named('customer', ['known-customer', 'unknown-customer'])).toEqual(['known-customer']);
    expect(reads).toEqual(['customer']);
  });
});
