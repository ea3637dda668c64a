import * as z from 'zod';
import type { ReferenceTarget } from '../../../schemas/references';
import { batchGetAll } from '../db/batch-get';
import { db } from '../db/entities';
import type { ExistingIds } from './references';

/**
 * Who a map structure belongs to (services.md §3: fields, tracks and loading points carry a nullable
 * customerId): a farmer at a contractor may name only the structures of the customer they ask for
 * (§8 'Resource not accessible by the customer, or does not exist'), and loading points common to the
 * company. The structures service writes them; a request's check reads them by key.
 */
export const ownedTargets = ['field', 'track', 'loadingPoint'] as const;
export type OwnedTarget = (typeof ownedTargets)[number];

const isOwnedTarget = (target: ReferenceTarget): target is OwnedTarget =>
  ownedTargets.some((owned) => owned === target);

/** The customer of each stored structure among these ids (null: the company's own); the others are unknown. */
export type StructureOwners = (
  companyId: string,
  target: OwnedTarget,
  ids: readonly string[],
) => Promise<ReadonlyMap<string, string | null>>;

/**
 * The ids a customer may name in a request to their contractor: of the owned targets only those stored
 * for that customer (loading points also the company's common ones, which serve every customer); of the
 * other targets what the company stores.
 */
export const customerExistingIds =
  (existing: ExistingIds, owners: StructureOwners, customerId: string): ExistingIds =>
  async (companyId, target, ids) => {
    if (!isOwnedTarget(target)) return existing(companyId, target, ids);
    const found = await owners(companyId, target, ids);
    const mayName = (owner: string | null | undefined) =>
      owner === customerId || (owner === null && target === 'loadingPoint');
    return new Set(ids.filter((id) => found.has(id) && mayName(found.get(id))));
  };

/** A loading point's record keeps its fields in `data` (lambdas/platform/records): only its customer is read. */
const ZOwnerData = z.object({ customerId: z.string().nullable().default(null) });

const ownersOfItems = (items: readonly { id: string; customerId?: string | null | undefined }[]) =>
  new Map(items.map(({ id, customerId }) => [id, customerId ?? null]));

/** StructureOwners on the single table: one consistent batch read in the company's partition. */
export const dynamoStructureOwners: StructureOwners = async (companyId, target, ids) => {
  if (target === 'field') {
    const items = await batchGetAll(
      ids.map((fieldId) => ({ companyId, fieldId })),
      (keys) =>
        db()
          .mapField.get(keys)
          .go({ attributes: ['fieldId', 'customerId'], consistent: true }),
    );
    return ownersOfItems(items.map(({ fieldId, customerId }) => ({ id: fieldId, customerId })));
  }
  if (target === 'track') {
    const items = await batchGetAll(
      ids.map((trackId) => ({ companyId, trackId })),
      (keys) =>
        db()
          .mapTrack.get(keys)
          .go({ attributes: ['trackId', 'customerId'], consistent: true }),
    );
    return ownersOfItems(items.map(({ trackId, customerId }) => ({ id: trackId, customerId })));
  }
  const items = await batchGetAll(
    ids.map((recordId) => ({ companyId, recordId })),
    (keys) =>
      db()
        .loadingPoint.get(keys)
        .go({ attributes: ['recordId', 'data'], consistent: true }),
  );
  return ownersOfItems(
    items.map(({ recordId, data }) => ({ id: recordId, customerId: ZOwnerData.parse(data).customerId })),
  );
};
