import type { TOrder } from '../../../schemas/orders/order';
import { ZOrder } from '../../../schemas/orders/order';
import { batchGetAll } from '../db/batch-get';
import { db, type StoredItem } from '../db/entities';
import { parseStored } from '../db/read';
import { atVersion, conflictOnCondition, type TransactionPart, withoutNulls } from '../db/write';

/**
 * The order aggregate's one module (issue 26): how an order and its link items are stored, and the moves
 * of its life that other services make. The orders service owns orders (lib/services.ts); the receipts
 * service composes the BILLED and DONE-again moves into its own transactions, the tracking service points
 * an order at its recorded track. None of them writes an order item but through this module.
 */

export const orderFromItem = ({ orderId, assignee: _index, ...item }: StoredItem<'order'>): TOrder =>
  parseStored(ZOrder, { ...item, id: orderId });

/** The stored item of an order (the benchmark and the demo seed write orders in batches). */
export const orderToItem = ({ id, ...order }: TOrder) => withoutNulls({ ...order, orderId: id });

/** An order by id, consistently read (it must include the newest write), or undefined. */
export const readOrder = async (companyId: string, orderId: string): Promise<TOrder | undefined> => {
  const { data } = await db().order.get({ companyId, orderId }).go({ consistent: true });
  return data ? orderFromItem(data) : undefined;
};

/** Orders by id (missing ones left out), consistently read. */
export const readOrders = async (companyId: string, orderIds: readonly string[]): Promise<TOrder[]> =>
  (
    await batchGetAll(
      orderIds.map((orderId) => ({ companyId, orderId })),
      (keys) => db().order.get(keys).go({ consistent: true }),
    )
  ).map(orderFromItem);

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

/** An order as a bill leaves it: BILLED, one version on. */
export const billedOrder = (order: TOrder, now: Date): TOrder => ({
  ...order,
  status: 'BILLED',
  version: order.version + 1,
  updatedAt: now.toISOString(),
});

/**
 * A DONE order turned BILLED by a bill, on condition that it is still DONE (no other bill took it
 * meanwhile) and unchanged since it was read (a correction made meanwhile is never overwritten).
 */
export const orderBilledWrite =
  (order: TOrder, now: Date): TransactionPart =>
  (entities) => [
    entities.order
      .put(orderToItem(billedOrder(order, now)))
      .where(({ status, version }, { eq }) => `${eq(status, 'DONE')} AND ${eq(version, order.version)}`)
      .commit(),
  ];

/**
 * A BILLED order DONE again (its bill's draft removed, its bill cancelled), on condition that it is still
 * BILLED and unchanged: a part of the receipt's transaction.
 */
export const orderDoneAgainWrite =
  (order: TOrder, now: Date): TransactionPart =>
  (entities) => [
    entities.order
      .put(orderToItem({ ...order, status: 'DONE', version: order.version + 1, updatedAt: now.toISOString() }))
      .where(({ status, version }, { eq }) => `${eq(status, 'BILLED')} AND ${eq(version, order.version)}`)
      .commit(),
  ];

/**
 * The one change the tracking service makes on an order (application.md §7 'Partially update an order
 * (currentGeoLocationTrackingId)'): UpdateItem SET of that attribute, on condition that the order exists in
 * the company. The version stays: the driver's version-checked calls on the order (start, amounts, stop)
 * must not fail because a track started recording meanwhile.
 */
export const pointOrderAtTracking = async (companyId: string, orderId: string, trackingId: string): Promise<void> => {
  await conflictOnCondition(() =>
    db().order.patch({ companyId, orderId }).set({ currentGeoLocationTrackingId: trackingId }).go({ response: 'none' }),
  );
};
