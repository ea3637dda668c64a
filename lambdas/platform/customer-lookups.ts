import { batchGetAll } from './db/batch-get';
import { db } from './db/entities';

/**
 * What services other than structures read of customers: names for people who may not list customers
 * (drivers), and the tags price agreements match on.
 */

export type CustomerName = { id: string; name: string; city: string | null };
/** A customer as a driver reads it: name and address. */
export type CustomerAddress = CustomerName & { street: string | null; zip: string | null };

/** Names and addresses of these customers (one batch read); an unknown id is left out. */
export const customerNames = async (
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, CustomerAddress>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const data = await batchGetAll(
    unique.map((customerId) => ({ companyId, customerId })),
    (keys) =>
      db()
        .customer.get(keys)
        .go({ attributes: ['customerId', 'name', 'addressStreet', 'addressZip', 'addressCity'] }),
  );
  return new Map(
    data.map((customer) => [
      customer.customerId,
      {
        id: customer.customerId,
        name: customer.name,
        street: customer.addressStreet ?? null,
        zip: customer.addressZip ?? null,
        city: customer.addressCity ?? null,
      },
    ]),
  );
};

/** The customer's tags, which customer-tag agreements match on; undefined for an unknown customer. */
export type CustomerTagLookup = (companyId: string, customerId: string) => Promise<string[] | undefined>;

export const dynamoCustomerTags: CustomerTagLookup = async (companyId, customerId) => {
  const { data } = await db()
    .customer.get({ companyId, customerId })
    .go({ attributes: ['tagIds', 'customerId'] });
  return data ? (data.tagIds ?? []) : undefined;
};
