import * as z from 'zod';
import { type TContractorService, ZOrderRequest } from '../../schemas/api/order-requests';
import { PENDING_ORDER_REQUESTS } from '../platform/company-store';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, type TransactionPart, transactWrite, withoutNulls } from '../platform/db/write';
import type { RecordStore } from '../platform/records/record-store';
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

/** The stored shape; the answer note came later, so older items read it as empty. */
const ZStoredOrderRequest = ZOrderRequest.extend({
  createdByUserId: z.string(),
  decisionNote: z.string().default(''),
}) satisfies z.ZodType<StoredOrderRequest>;

const fromItem = ({ orderRequestId, stage: _stage, ...item }: StoredItem<'orderRequest'>): StoredOrderRequest =>
  parseStored(ZStoredOrderRequest, { ...item, id: orderRequestId });

/** The stage is stored beside the status: the office lists by it (gsi2). */
const toItem = ({ id, ...request }: StoredOrderRequest) =>
  withoutNulls({ ...request, orderRequestId: id, stage: stageOf(request.status) });

/** Moves the company's pending count (the menu badge) in the same transaction. */
const counterMove =
  (companyId: string, delta: number): TransactionPart =>
  ({ companyCounter }) =>
    delta === 0
      ? []
      : [companyCounter.update({ companyId, name: PENDING_ORDER_REQUESTS }).add({ value: delta }).commit()];

const newestFirst = (a: StoredOrderRequest, b: StoredOrderRequest) => b.updatedAt.localeCompare(a.updatedAt);

export const dynamoOrderRequestStore = (): OrderRequestStore => ({
  get: async (companyId, orderRequestId) => {
    const { data } = await db().orderRequest.get({ companyId, orderRequestId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  ofCustomers: async (companyId, customerIds) => {
    const lists = await Promise.all(
      customerIds.map((customerId) =>
        db().orderRequest.query.byCustomer({ companyId, customerId }).go({ pages: 'all', order: 'desc' }),
      ),
    );
    return lists.flatMap(({ data }) => data.map(fromItem)).sort(newestFirst);
  },
  byStage: async (companyId, stage) => {
    const { data } = await db().orderRequest.query.byStage({ companyId, stage }).go({ pages: 'all', order: 'desc' });
    return data.map(fromItem);
  },
  save: async (request, expectedVersion, pendingDelta) => {
    const item = toItem(request);
    await transactWrite(
      ({ orderRequest }) => [
        expectedVersion === null
          ? orderRequest.create(item).commit()
          : orderRequest.put(item).where(atVersion(expectedVersion)).commit(),
      ],
      counterMove(request.companyId, pendingDelta),
    );
  },
  remove: async (request, pendingDelta) => {
    await transactWrite(
      ({ orderRequest }) => [
        orderRequest
          .delete({ companyId: request.companyId, orderRequestId: request.id })
          .where(atVersion(request.version))
          .commit(),
      ],
      counterMove(request.companyId, pendingDelta),
    );
  },
});

/** The contractor's services a customer may ask for: not archived, only id and name. */
export type ContractorServiceLookup = {
  list: (companyId: string) => Promise<TContractorService[]>;
  get: (companyId: string, serviceId: string) => Promise<TContractorService | undefined>;
};

const offered = (service: { id: string; name: string; archived: boolean }): TContractorService[] =>
  service.archived ? [] : [{ id: service.id, name: service.name }];

export const recordContractorServices = (records: RecordStore): ContractorServiceLookup => ({
  list: async (companyId) => (await records.list(companyId, 'service')).flatMap(offered),
  get: async (companyId, serviceId) => {
    const service = await records.get(companyId, 'service', serviceId);
    return service ? offered(service)[0] : undefined;
  },
});
