import type { ReferenceTarget } from '../../../schemas/references';
import { batchGetAll } from '../db/batch-get';
import { db } from '../db/entities';
import type { ExistingIds } from './references';
import { dynamoStructureOwners } from './structure-owners';

/**
 * Ids are UUIDs or the demo's short names; a longer one was never stored, and reading it would only hit
 * DynamoDB's key-size limit.
 */
const STORED_ID_MAX = 200;

/** The stored ids among these, read in the company's partition: one consistent batch read, keys only. */
const storedIds = async (companyId: string, target: ReferenceTarget, ids: readonly string[]): Promise<string[]> => {
  if (target === 'operatingUnit') {
    const items = await batchGetAll(
      ids.map((operatingUnitId) => ({ companyId, operatingUnitId })),
      (keys) =>
        db()
          .operatingUnit.get(keys)
          .go({ attributes: ['operatingUnitId'], consistent: true }),
    );
    return items.map((item) => item.operatingUnitId);
  }
  if (target === 'customer') {
    const items = await batchGetAll(
      ids.map((customerId) => ({ companyId, customerId })),
      (keys) =>
        db()
          .customer.get(keys)
          .go({ attributes: ['customerId'], consistent: true }),
    );
    return items.map((item) => item.customerId);
  }
  if (target === 'field' || target === 'track') {
    // A field or track of the map (the structures service's), archived ones included: an order worked it.
    return [...(await dynamoStructureOwners(companyId, target, ids)).keys()];
  }
  const items = await batchGetAll(
    ids.map((recordId) => ({ companyId, recordId })),
    (keys) =>
      db()
        [target].get(keys)
        .go({ attributes: ['recordId'], consistent: true }),
  );
  return items.map((item) => item.recordId);
};

/** ExistingIds on the single table: a foreign company's id is not in the caller's partition. */
export const dynamoExistingIds: ExistingIds = async (companyId, target, ids) => {
  const readable = ids.filter((id) => id.length <= STORED_ID_MAX);
  return new Set(readable.length > 0 ? await storedIds(companyId, target, readable) : []);
};
