import { type TCustomer, type TCustomerSummary, ZCustomerSummary } from '../../schemas/customer';
import { db } from '../platform/db/entities';
import { readCollectionVersion, writeWithVersionBump } from '../platform/db/versioned-write';
import { summariseCustomer } from './domain/customer';

/** Access patterns of the structures service; the only place that knows how customers are stored. */
export type CustomerStore = {
  /** The list rows of a company, read with a projection (no contact persons). */
  listSummaries: (companyId: string) => Promise<TCustomerSummary[]>;
  /** The company's customer-collection version; raised by every customer write. */
  listVersion: (companyId: string) => Promise<number>;
  get: (companyId: string, customerId: string) => Promise<TCustomer | undefined>;
  /** Writes a new customer; `alsoPut` are further writes of the same transaction (a numbering's counter). */
  create: (customer: TCustomer, alsoPut?: readonly Record<string, unknown>[]) => Promise<void>;
  /** Writes only if the stored version is still `expectedVersion` (optimistic locking). */
  replace: (customer: TCustomer, expectedVersion: number) => Promise<void>;
};

const COLLECTION = 'customers';

type CustomerItem = Omit<TCustomer, 'id'> & { customerId: string; primaryContact?: string; contactPersonCount: number };

/**
 * The stored item: the customer plus the list's derived fields, so the list can be read without the
 * contact persons. DynamoDB items leave out what is not set (ElectroDB refuses null for typed attributes).
 */
export const customerToItem = (customer: TCustomer): CustomerItem => {
  const { id, ...rest } = customer;
  const { primaryContact, contactPersonCount } = summariseCustomer(customer);
  return Object.fromEntries(
    Object.entries({ ...rest, customerId: id, primaryContact, contactPersonCount }).filter(
      ([, value]) => value !== null && value !== undefined,
    ),
  ) as CustomerItem;
};

const defaults = {
  customerNumber: null,
  latLng: null,
  deliveryAddress: null,
  contactPersons: [],
  tagIds: [],
  operatingUnitIds: [],
};

const fromItem = ({ customerId, primaryContact, contactPersonCount, ...rest }: Record<string, unknown>): TCustomer =>
  ({ ...defaults, ...rest, id: customerId }) as unknown as TCustomer;

/** The attributes a list row needs: the summary schema's fields, the id stored as customerId. */
const summaryAttributes = Object.keys(ZCustomerSummary.shape).map((key) => (key === 'id' ? 'customerId' : key));

const toSummary = ({ customerId, primaryContact, contactPersonCount, ...rest }: Record<string, unknown>) =>
  ({
    customerNumber: null,
    latLng: null,
    tagIds: [],
    operatingUnitIds: [],
    ...rest,
    id: customerId,
    primaryContact: primaryContact ?? null,
    contactPersonCount: contactPersonCount ?? 0,
  }) as unknown as TCustomerSummary;

export const dynamoCustomerStore = (): CustomerStore => ({
  listSummaries: async (companyId) => {
    const { data } = await db()
      .customer.query.byCompany({ companyId })
      // Consistent: the list is cached under the version read just before, so it must include that write.
      .go({ pages: 'all', attributes: summaryAttributes as never, consistent: true });
    return data.map((item) => toSummary(item));
  },
  listVersion: (companyId) => readCollectionVersion(companyId, COLLECTION),
  get: async (companyId, customerId) => {
    // Consistent: an edit right after a save must see that save, or it would be refused as a conflict.
    const { data } = await db().customer.get({ companyId, customerId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  create: async (customer, alsoPut = []) => {
    await writeWithVersionBump(
      customer.companyId,
      COLLECTION,
      db()
        .customer.create(customerToItem(customer) as never)
        .params(),
      [...alsoPut],
    );
  },
  replace: async (customer, expectedVersion) => {
    await writeWithVersionBump(
      customer.companyId,
      COLLECTION,
      db()
        .customer.put(customerToItem(customer) as never)
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .params(),
    );
  },
});
