import { linkKeys } from '../../../../lambdas/platform/aggregates/order';
import { batchGetAll } from '../../../../lambdas/platform/db/batch-get';
import { db } from '../../../../lambdas/platform/db/entities';
import { withoutNulls } from '../../../../lambdas/platform/db/write';
import { planAppend } from '../../../../lambdas/tracking/domain/chunks';
import { chunkKey } from '../../../../lambdas/tracking/tracking-store';
import type { DemoOrderRecords } from './demo-order-history';
import { demoOrderPlans } from './demo-order-plans';
import { demoOrders } from './demo-orders';

/**
 * Writes the demo orders with their links, tracks and time trackings in batches (a few dozen requests for
 * some thousand items). An order that exists already (a data folder from before, or one changed by hand)
 * is left as it is, with its tracks and times. The last planned order is written last: once it exists, a
 * start writes nothing (and builds nothing).
 */

/** Writes items in batches of 25; DynamoDB Local never throttles, so nothing is left unprocessed. */
const putAll = async (items: readonly unknown[], write: () => Promise<{ unprocessed: unknown[] }>, what: string) => {
  if (items.length === 0) return;
  const { unprocessed } = await write();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} demo ${what} were not written`);
};

/**
 * Every `step`-th point of a track longer than `limit`, and its last: the same lanes, coarser. The demo's
 * season tracks run to some thousand points per run, most of the seed's time in DynamoDB Local.
 */
const thinned = <T>(points: readonly T[], limit: number): readonly T[] => {
  if (points.length <= limit) return points;
  const step = Math.ceil(points.length / (limit - 1));
  return points.filter((_, index) => index % step === 0 || index === points.length - 1);
};

const itemsOf = (records: readonly DemoOrderRecords[], stamp: string, trackPointLimit: number) => {
  const meta = { version: 1, createdAt: stamp, updatedAt: stamp };
  return {
    orders: records.map(({ order: { id, ...order } }) => withoutNulls({ ...order, orderId: id })),
    links: records.flatMap(({ order }) => linkKeys(order)),
    trackings: records.flatMap(({ order, trackings }) =>
      trackings.map((tracking) => ({
        companyId: order.companyId,
        trackingId: tracking.id,
        employeeId: tracking.employeeId,
        orderId: order.id,
        runId: tracking.runId,
        start: tracking.start,
        ...meta,
      })),
    ),
    chunks: records.flatMap(({ order, trackings }) =>
      trackings.flatMap((tracking) => {
        const plan = planAppend(undefined, 1, thinned(tracking.points, trackPointLimit));
        return (plan.kind === 'append' ? plan.writes : []).map((write) => ({
          companyId: order.companyId,
          trackingId: tracking.id,
          chunkKey: chunkKey(write.index),
          chunkIndex: write.index,
          points: write.points,
          lastSequence: write.lastSequence,
          ...meta,
        }));
      }),
    ),
    timeTrackings: records.flatMap(({ order, timeTrackings }) =>
      timeTrackings.map(({ id, ...tracking }) =>
        withoutNulls({ ...tracking, companyId: order.companyId, timeTrackingId: id }),
      ),
    ),
  };
};

/** The order written last: once it exists, every demo order does. */
const SENTINEL_ORDER_ID = `demo-order-${demoOrderPlans.at(-1)?.key}`;

/**
 * `trackPointLimit`: the most points a seeded track keeps (a test company's leaner tracks); by default all.
 */
export const seedDemoOrders = async (
  companyId: string,
  now: Date,
  trackPointLimit = Number.POSITIVE_INFINITY,
): Promise<void> => {
  if ((await db().order.get({ companyId, orderId: SENTINEL_ORDER_ID }).go()).data) return;
  const all = demoOrders(companyId, now);
  const existing = new Set(
    (
      await batchGetAll(
        all.map(({ order }) => ({ companyId, orderId: order.id })),
        (keys) =>
          db()
            .order.get(keys)
            .go({ attributes: ['orderId'] }),
      )
    ).map((item) => item.orderId),
  );
  const missing = all.filter(({ order }) => !existing.has(order.id));
  const items = itemsOf(
    missing.filter(({ order }) => order.id !== SENTINEL_ORDER_ID),
    now.toISOString(),
    trackPointLimit,
  );
  // DynamoDB Local works the batches of a few writers at once faster than one after the other.
  const options = { concurrency: 12 };
  await Promise.all([
    putAll(items.orders, () => db().order.put(items.orders).go(options), 'orders'),
    putAll(items.links, () => db().orderLink.put(items.links).go(options), 'order links'),
    putAll(items.trackings, () => db().geoTracking.put(items.trackings).go(options), 'trackings'),
    putAll(items.chunks, () => db().geoTrackingChunk.put(items.chunks).go(options), 'track records'),
    putAll(items.timeTrackings, () => db().timeTracking.put(items.timeTrackings).go(options), 'time trackings'),
  ]);
  const last = itemsOf(
    missing.filter(({ order }) => order.id === SENTINEL_ORDER_ID),
    now.toISOString(),
    trackPointLimit,
  );
  await putAll(last.links, () => db().orderLink.put(last.links).go(), 'order links');
  await putAll(last.orders, () => db().order.put(last.orders).go(), 'orders');
};
