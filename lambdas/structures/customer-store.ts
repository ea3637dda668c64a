import { type TCustomer, type TCustomerSummary, ZCustomer, ZCustomerSummary } from '../../schemas/customer';
import { numberSequences } from '../../schemas/numbering';
import { batchGetAll } from '../platform/db/batch-get';
import { readChangesSince } from '../platform/db/change-index';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, readCollectionVersion, withoutNulls, writeWithChangeEntry } from '../platform/db/write';
import type { ListChange } from '../platform/list-changes';
import { claimHolder, claimValue, dynamoClaimWrites, releaseUnlessHeldByOther } from '../platform/numbering/claims';
import { summariseCustomer } from './domain/customer';

/** Access patterns of the structures service; the only place that knows how customers are stored. */
export type CustomerStore = {
  /** The list rows of a company, read with a projection (no contact persons). */
  listSummaries: (companyId: string) => Promise<TCustomerSummary[]>;
  /** The company's customer-collection version; raised by every customer write. */
  listVersion: (companyId: string) => Promise<number>;
  /** The customer changes after `afterVersion` up to `upToVersion` (one Query on the company partition). */
  changesSince: (companyId: string, afterVersion: number, upToVersion: number) => Promise<ListChange[]>;
  /** The list rows of these customers (one batch read); an id without a stored customer is left out. */
  getSummaries: (companyId: string, customerIds: readonly string[]) => Promise<TCustomerSummary[]>;
  get: (companyId: string, customerId: string) => Promise<TCustomer | undefined>;
  /** Writes a new customer with the collection version, its change entry and the claim of its number. */
  create: (customer: TCustomer) => Promise<void>;
  /**
   * Writes only if the stored version is still `expectedVersion` (optimistic locking); with a change entry.
   * A changed customer number moves the customer's claim from `previousNumber` to the new one.
   */
  replace: (customer: TCustomer, expectedVersion: number, previousNumber: string | null) => Promise<void>;
  /** The customer that holds a customer number (its claim), or undefined. */
  numberHolder: (companyId: string, customerNumber: string) => Promise<string | undefined>;
};

const COLLECTION = 'customers';

/**
 * The stored item: the customer plus the list's derived fields, so the list can be read without the
 * contact persons.
 */
export const customerToItem = (customer: TCustomer) => {
  const { id, ...rest } = customer;
  return withoutNulls({ ...rest, ...summariseCustomer(customer), customerId: id });
};

type CustomerItem = StoredItem<'customer'>;

const isCustomerAttribute = (name: string): name is keyof CustomerItem =>
  Object.hasOwn(db().customer.schema.attributes, name);

/** The attributes a list row needs: the summary schema's fields, the id stored as customerId. */
const summaryAttributes = () =>
  Object.keys(ZCustomerSummary.shape)
    .map((key) => (key === 'id' ? 'customerId' : key))
    .filter(isCustomerAttribute);

const fromItem = (item: CustomerItem): TCustomer => parseStored(ZCustomer, { ...item, id: item.customerId });

const summaryFromItem = (item: Partial<CustomerItem>): TCustomerSummary =>
  parseStored(ZCustomerSummary, { ...item, id: item.customerId });

/** The change entry of a customer write: the list caches read only the customers their entries name. */
const changeOf = (customer: TCustomer) => ({
  companyId: customer.companyId,
  collection: COLLECTION,
  itemId: customer.id,
});

/** The uniqueness item of a customer number (platform/numbering/claims.ts): kind and field of the sequence. */
const numberKey = (companyId: string, value: string) => {
  const { kind, field } = numberSequences.customerNumber;
  return { companyId, kind, field, value };
};

const numberClaim = (customer: TCustomer, customerNumber: string) => ({
  ...numberKey(customer.companyId, customerNumber),
  recordId: customer.id,
});

/**
 * The claim of the customer's number, created only if no customer of the company holds it yet, in the
 * customer's own transaction, so of two saves with the same number exactly one succeeds. Customers stored
 * before claims existed are found by the list check of the routes.
 */
const claimNumber = (customer: TCustomer) =>
  customer.customerNumber ? [claimValue(numberClaim(customer, customer.customerNumber))] : [];

/** Gives up the claim of a number the customer no longer has; never another customer's claim. */
const releaseNumber = async (customer: TCustomer, number: string | null) =>
  number ? releaseUnlessHeldByOther(dynamoClaimWrites, numberClaim(customer, number)) : [];

export const dynamoCustomerStore = (): CustomerStore => ({
  listSummaries: async (companyId) => {
    const { data } = await db()
      .customer.query.byCompany({ companyId })
      // Consistent: the list is cached under the version read just before, so it must include that write.
      .go({ pages: 'all', attributes: summaryAttributes(), consistent: true });
    return data.map(summaryFromItem);
  },
  listVersion: (companyId) => readCollectionVersion(companyId, COLLECTION),
  changesSince: (companyId, afterVersion, upToVersion) =>
    readChangesSince(companyId, COLLECTION, afterVersion, upToVersion),
  getSummaries: async (companyId, customerIds) => {
    const items = await batchGetAll(
      customerIds.map((customerId) => ({ companyId, customerId })),
      // Consistent, like the list: the rows must include the changes their entries announce.
      (keys) => db().customer.get(keys).go({ attributes: summaryAttributes(), consistent: true }),
    );
    return items.map(summaryFromItem);
  },
  get: async (companyId, customerId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const { data } = await db().customer.get({ companyId, customerId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  create: async (customer) => {
    await writeWithChangeEntry(
      changeOf(customer),
      ({ customer: entity }) => [entity.create(customerToItem(customer)).commit()],
      ...claimNumber(customer),
    );
  },
  replace: async (customer, expectedVersion, previousNumber) => {
    const numberChanged = customer.customerNumber !== previousNumber;
    const released = numberChanged ? await releaseNumber(customer, previousNumber) : [];
    await writeWithChangeEntry(
      changeOf(customer),
      ({ customer: entity }) => [entity.put(customerToItem(customer)).where(atVersion(expectedVersion)).commit()],
      ...(numberChanged ? [...claimNumber(customer), ...released] : []),
    );
  },
  numberHolder: (companyId, customerNumber) => claimHolder(numberKey(companyId, customerNumber)),
});
