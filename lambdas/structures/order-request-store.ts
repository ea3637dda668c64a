import { db } from '../platform/db/entities';
import { type TransactItem, transactWrite } from '../platform/db/versioned-write';
import { type Stage, type StoredOrderRequest, stageOf } from './domain/order-request';

/** Access patterns of order requests and the pending count; the only place that knows how they are stored. */
export type OrderRequestStore = {
  get: (companyId: string, orderRequestId: string) => Promise<StoredOrderRequest | undefined>;
  /** The requests of these customers, newest change first. */
  ofCustomers: (companyId: string, customerIds: readonly string[]) => Promise<StoredOrderRequest[]>;
  byStage: (companyId: string, stage: Stage) => Promise<StoredOrderRequest[]>;
  /**
   * Writes the request if it is still at `expectedVersion` (null: new) and moves the company's pending
   * count by `pendingDelta`, in one transaction.
   */
  save: (request: StoredOrderRequest, expectedVersion: number | null, pendingDelta: number) => Promise<void>;
  remove: (request: StoredOrderRequest, pendingDelta: number) => Promise<void>;
};

type Item = Record<string, unknown> & { orderRequestId: string };

const fromItem = ({ orderRequestId, stage: _stage, ...item }: Item): StoredOrderRequest =>
  ({
    description: undefined,
    startDate: null,
    endDate: null,
    fieldIds: [],
    trackIds: [],
    loadingPointIds: [],
    sentAt: null,
    decidedAt: null,
    decidedByName: null,
    decisionNote: '',
    ...item,
    id: orderRequestId,
  }) as unknown as StoredOrderRequest;

/** DynamoDB keeps no nulls in typed attributes: absent instead. */
const toItem = ({ id, ...request }: StoredOrderRequest) =>
  Object.fromEntries(
    Object.entries({ ...request, orderRequestId: id, stage: stageOf(request.status) }).filter(
      ([, value]) => value !== null && value !== undefined,
    ),
  );

const PENDING = 'pendingOrderRequests';

const counterMove = (companyId: string, delta: number): TransactItem[] =>
  delta === 0
    ? []
    : [
        {
          Update: db().companyCounter.update({ companyId, name: PENDING }).add({ value: delta }).params() as Record<
            string,
            unknown
          >,
        },
      ];

const newestFirst = (a: StoredOrderRequest, b: StoredOrderRequest) => b.updatedAt.localeCompare(a.updatedAt);

export const dynamoOrderRequestStore = (): OrderRequestStore => ({
  get: async (companyId, orderRequestId) => {
    const { data } = await db().orderRequest.get({ companyId, orderRequestId }).go({ consistent: true });
    return data ? fromItem(data as Item) : undefined;
  },
  ofCustomers: async (companyId, customerIds) => {
    const lists = await Promise.all(
      customerIds.map((customerId) =>
        db().orderRequest.query.byCustomer({ companyId, customerId }).go({ pages: 'all', order: 'desc' }),
      ),
    );
    return lists.flatMap(({ data }) => data.map((item) => fromItem(item as Item))).sort(newestFirst);
  },
  byStage: async (companyId, stage) => {
    const { data } = await db().orderRequest.query.byStage({ companyId, stage }).go({ pages: 'all', order: 'desc' });
    return data.map((item) => fromItem(item as Item));
  },
  save: async (request, expectedVersion, pendingDelta) => {
    const entity = db().orderRequest;
    const write =
      expectedVersion === null
        ? entity.create(toItem(request) as never).params()
        : entity
            .put(toItem(request) as never)
            .where(({ version }, { eq }) => eq(version, expectedVersion))
            .params();
    await transactWrite([{ Put: write as Record<string, unknown> }, ...counterMove(request.companyId, pendingDelta)]);
  },
  remove: async (request, pendingDelta) => {
    const write = db()
      .orderRequest.delete({ companyId: request.companyId, orderRequestId: request.id })
      .where(({ version }, { eq }) => eq(version, request.version))
      .params();
    await transactWrite([
      { Delete: write as Record<string, unknown> },
      ...counterMove(request.companyId, pendingDelta),
    ]);
  },
});

/** The company's count of pending requests; never below zero. */
export const readPendingCount = async (companyId: string): Promise<number> => {
  const { data } = await db().companyCounter.get({ companyId, name: PENDING }).go({ consistent: true });
  return Math.max(0, data?.value ?? 0);
};

/** The caller's customer membership in a company (role CUSTOMER, active), with the customers they speak for. */
export type CustomerMembershipLookup = (
  companyId: string,
  userId: string,
) => Promise<{ customerIds: string[] } | undefined>;

export const dynamoCustomerMembership: CustomerMembershipLookup = async (companyId, userId) => {
  const { data } = await db().membership.get({ companyId, userId }).go({ consistent: true });
  if (data?.role !== 'CUSTOMER' || data.active === false) return undefined;
  return { customerIds: data.customerIds ?? [] };
};
