import { orderStatuses, type TOrderStatus } from '../../schemas/order-enums';
import type { TOrder, TOrderShelf } from '../../schemas/orders/order';
import { orderFromItem, orderWrites, readOrder, readOrders } from '../platform/aggregates/order';
import { db } from '../platform/db/entities';
import { transactWrite } from '../platform/db/write';
import { byPlannedStart, matchesFilter, type OrderFilter } from './domain/order';

/** Access patterns of orders (no Scan); their items are stored as lambdas/platform/aggregates/order.ts codes them. */
export type OrderStore = {
  get: (companyId: string, orderId: string) => Promise<TOrder | undefined>;
  /** The orders the filter asks for, earliest planned start first. */
  list: (companyId: string, filter: OrderFilter) => Promise<TOrder[]>;
  /** Every order naming the project, on any shelf, earliest planned start first. */
  ofProject: (companyId: string, projectId: string) => Promise<TOrder[]>;
  /** Writes the order if it is still at `expectedVersion` (null: new), with its customer, machine and project links. */
  save: (order: TOrder, previous: TOrder | null) => Promise<void>;
};

/** The period's bounds as sort-key bounds; an open end reads to the first or last moment. */
const periodOf = (filter: Pick<OrderFilter, 'from' | 'to'>) => ({
  from: filter.from ?? '0000',
  // '~' sorts after every digit: 'up to the last moment' when no end is given.
  to: filter.to ?? '~',
});

export const dynamoOrderStore = (): OrderStore => {
  const ordersOfLinks = async (
    companyId: string,
    kind: 'customer' | 'machine' | 'project',
    targetId: string,
    filter: Pick<OrderFilter, 'from' | 'to'>,
  ) => {
    const { from, to } = periodOf(filter);
    const { data } = await db()
      .orderLink.query.byTarget({ companyId, kind, targetId })
      .between({ plannedStartDateTime: from }, { plannedStartDateTime: to })
      .go({ pages: 'all' });
    return readOrders(
      companyId,
      data.map(({ orderId }) => orderId),
    );
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
    get: readOrder,
    list: async (companyId, filter) =>
      (await candidates(companyId, filter)).filter((order) => matchesFilter(order, filter)).sort(byPlannedStart),
    ofProject: async (companyId, projectId) =>
      (await ordersOfLinks(companyId, 'project', projectId, {})).sort(byPlannedStart),
    save: (order, previous) => transactWrite(orderWrites(order, previous)),
  };
};
