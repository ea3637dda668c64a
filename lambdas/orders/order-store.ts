import { orderStatuses, type TOrderStatus } from '../../schemas/order-enums';
import { type TOrder, type TOrderShelf, ZOrder } from '../../schemas/orders/order';
import { batchGetAll } from '../platform/db/batch-get';
import { db, type StoredItem } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';
import { atVersion, type TransactionPart, transactWrite, withoutNulls } from '../platform/db/write';
import { byPlannedStart, matchesFilter, type OrderFilter } from './domain/order';

/** Access patterns of orders (no Scan); the only place that knows how they are stored. */
export type OrderStore = {
  get: (companyId: string, orderId: string) => Promise<TOrder | undefined>;
  /** The orders the filter asks for, earliest planned start first. */
  list: (companyId: string, filter: OrderFilter) => Promise<TOrder[]>;
  /** Every order naming the project, on any shelf, earliest planned start first. */
  ofProject: (companyId: string, projectId: string) => Promise<TOrder[]>;
  /** Writes the order if it is still at `expectedVersion` (null: new), with its customer, machine and project links. */
  save: (order: TOrder, previous: TOrder | null) => Promise<void>;
};

export const orderFromItem = ({ orderId, assignee: _index, ...item }: StoredItem<'order'>): TOrder =>
  parseStored(ZOrder, { ...item, id: orderId });

/** The stored item of an order (the benchmark and the demo seed write orders in batches). */
export const orderToItem = ({ id, ...order }: TOrder) => withoutNulls({ ...order, orderId: id });

type LinkKind = 'customer' | 'machine' | 'project';
/** The link items of an order: one per customer and machine and one to its project, sorted by its planned start. */
export const linkKeys = (order: TOrder) =>
  [
    ...order.customerIds.map((targetId) => ({ kind: 'customer' as const, targetId })),
    ...order.machineIds.map((targetId) => ({ kind: 'machine' as const, targetId })),
    ...(order.projectId === null ? [] : [{ kind: 'project' as const, targetId: order.projectId }]),
  ].map((link) => ({
    ...link,
    companyId: order.companyId,
    plannedStartDateTime: order.plannedStartDateTime,
    orderId: order.id,
  }));

type LinkKey = ReturnType<typeof linkKeys>[number];
const linkName = ({ kind, targetId, plannedStartDateTime }: LinkKey) => `${kind}#${targetId}#${plannedStartDateTime}`;

/** The link items to remove and to write when an order changes from `previous` to `order`. */
const linkWrites =
  (order: TOrder, previous: TOrder | null): TransactionPart =>
  ({ orderLink }) => {
    const wanted = linkKeys(order);
    const existing = previous ? linkKeys(previous) : [];
    const wantedNames = new Set(wanted.map(linkName));
    const existingNames = new Set(existing.map(linkName));
    return [
      ...existing.filter((link) => !wantedNames.has(linkName(link))).map((link) => orderLink.delete(link).commit()),
      ...wanted.filter((link) => !existingNames.has(linkName(link))).map((link) => orderLink.put(link).commit()),
    ];
  };

/**
 * The order written at the version it was read at (null: new), with its customer, machine and project links: a
 * part of a transaction, so a use case can write more in the same one (the stop, lambdas/orders/stop-store.ts).
 */
export const orderWrites =
  (order: TOrder, previous: TOrder | null): TransactionPart =>
  (entities) => {
    const item = orderToItem(order);
    return [
      previous === null
        ? entities.order.create(item).commit()
        : entities.order.put(item).where(atVersion(previous.version)).commit(),
      ...linkWrites(order, previous)(entities),
    ];
  };

/** The period's bounds as sort-key bounds; an open end reads to the first or last moment. */
const periodOf = (filter: Pick<OrderFilter, 'from' | 'to'>) => ({
  from: filter.from ?? '0000',
  // '~' sorts after every digit: 'up to the last moment' when no end is given.
  to: filter.to ?? '~',
});

export const dynamoOrderStore = (): OrderStore => {
  const get = async (companyId: string, orderId: string) => {
    const { data } = await db().order.get({ companyId, orderId }).go({ consistent: true });
    return data ? orderFromItem(data) : undefined;
  };

  const ordersOfLinks = async (
    companyId: string,
    kind: LinkKind,
    targetId: string,
    filter: Pick<OrderFilter, 'from' | 'to'>,
  ) => {
    const { from, to } = periodOf(filter);
    const { data } = await db()
      .orderLink.query.byTarget({ companyId, kind, targetId })
      .between({ plannedStartDateTime: from }, { plannedStartDateTime: to })
      .go({ pages: 'all' });
    const items = await batchGetAll(
      data.map(({ orderId }) => ({ companyId, orderId })),
      (keys) => db().order.get(keys).go({ consistent: true }),
    );
    return items.map(orderFromItem);
  };

  const statusesOf = (filter: OrderFilter): readonly TOrderStatus[] =>
    filter.status ? [filter.status] : orderStatuses;

  const byEmployee = async (companyId: string, employeeId: string, filter: OrderFilter) => {
    const { from, to } = periodOf(filter);
    const lists = await Promise.all(
      statusesOf(filter).map((status) =>
        db()
          .order.query.byEmployee({ companyId, assignee: employeeId, status })
          .between({ plannedStartDateTime: from }, { plannedStartDateTime: to })
          .go({ pages: 'all' }),
      ),
    );
    return lists.flatMap(({ data }) => data.map(orderFromItem));
  };

  const byShelf = async (companyId: string, shelf: TOrderShelf, filter: OrderFilter) => {
    const { from, to } = periodOf(filter);
    const lists = await Promise.all(
      statusesOf(filter).map((status) =>
        db()
          .order.query.byShelfAndStatus({ companyId, shelf, status })
          .between({ plannedStartDateTime: from }, { plannedStartDateTime: to })
          .go({ pages: 'all' }),
      ),
    );
    return lists.flatMap(({ data }) => data.map(orderFromItem));
  };

  /** The narrowest access pattern the filter allows; the domain filters the rest. */
  const candidates = (companyId: string, filter: OrderFilter) => {
    if (filter.customerId) return ordersOfLinks(companyId, 'customer', filter.customerId, filter);
    if (filter.machineId) return ordersOfLinks(companyId, 'machine', filter.machineId, filter);
    // The employee index holds only the orders in the lists.
    if (filter.employeeId && filter.shelf === 'ACTIVE') return byEmployee(companyId, filter.employeeId, filter);
    return byShelf(companyId, filter.shelf, filter);
  };

  return {
    get,
    list: async (companyId, filter) =>
      (await candidates(companyId, filter)).filter((order) => matchesFilter(order, filter)).sort(byPlannedStart),
    ofProject: async (companyId, projectId) =>
      (await ordersOfLinks(companyId, 'project', projectId, {})).sort(byPlannedStart),
    save: (order, previous) => transactWrite(orderWrites(order, previous)),
  };
};
