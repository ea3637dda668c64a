import type { TCustomer } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { db } from '../platform/db/entities';

/** Access patterns of the structures service; the only place that knows how customers are stored. */
export type CustomerStore = {
  list: (companyId: string) => Promise<TCustomer[]>;
  get: (companyId: string, customerId: string) => Promise<TCustomer | undefined>;
  create: (customer: TCustomer) => Promise<void>;
  /** Writes only if the stored version is still `expectedVersion` (optimistic locking). */
  replace: (customer: TCustomer, expectedVersion: number) => Promise<void>;
};

type CustomerItem = Omit<TCustomer, 'id'> & { customerId: string };

/** DynamoDB items leave out what is not set; ElectroDB refuses null for typed attributes. */
const toItem = ({ id, ...rest }: TCustomer): CustomerItem =>
  Object.fromEntries(
    Object.entries({ ...rest, customerId: id }).filter(([, value]) => value !== null && value !== undefined),
  ) as CustomerItem;

const fromItem = ({ customerId, ...rest }: Record<string, unknown>): TCustomer =>
  ({
    customerNumber: null,
    latLng: null,
    deliveryAddress: null,
    contactPersons: [],
    ...rest,
    id: customerId,
  }) as unknown as TCustomer;

const isConditionFailure = (error: unknown): boolean =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message ?? error));

export { toItem as customerToItem };

export const dynamoCustomerStore = (): CustomerStore => ({
  list: async (companyId) => {
    const { data } = await db().customer.query.byCompany({ companyId }).go({ pages: 'all' });
    return data.map((item) => fromItem(item));
  },
  get: async (companyId, customerId) => {
    const { data } = await db().customer.get({ companyId, customerId }).go();
    return data ? fromItem(data) : undefined;
  },
  create: async (customer) => {
    await db()
      .customer.create(toItem(customer) as never)
      .go();
  },
  replace: async (customer, expectedVersion) => {
    try {
      await db()
        .customer.put(toItem(customer) as never)
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go();
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('LW_409_00_0001', { cause: error });
      throw error;
    }
  },
});
