import { batchGetAll } from '../platform/db/batch-get';
import { db } from '../platform/db/entities';
import type { UnitMember } from './domain/operating-unit-membership';

/** The operating units of these customers (one batch read, two attributes); an unknown id is left out. */
export type CustomerUnits = (companyId: string, customerIds: readonly string[]) => Promise<UnitMember[]>;

export const dynamoCustomerUnits: CustomerUnits = async (companyId, customerIds) => {
  const unique = [...new Set(customerIds)];
  const items = await batchGetAll(
    unique.map((customerId) => ({ companyId, customerId })),
    (keys) =>
      db()
        .customer.get(keys)
        .go({ attributes: ['customerId', 'operatingUnitIds'], consistent: true }),
  );
  return items.map((item) => ({ id: item.customerId, operatingUnitIds: item.operatingUnitIds ?? [] }));
};
