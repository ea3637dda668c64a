import type { OrderTrackPoints } from '../../schemas/orders/coverage';
import { db } from './db/entities';

export type { OrderTrackPoints };

/**
 * The read port through which the orders service reads an order's GPS tracks (coverage, the stop
 * wizard's proposed area): the tracking service owns and writes these items, others only read them by
 * its access patterns (the order index on gsi1, the chunks by tracking), as the tracking service reads
 * an order's assignee. The coverage belongs to the order (its fields, its machines' widths), so the
 * orders service computes it rather than the tracking service learning about fields and machines.
 */
export type OrderTracks = (companyId: string, orderId: string) => Promise<OrderTrackPoints[]>;

export const readOrderTracks: OrderTracks = async (companyId, orderId) => {
  const { data: trackings } = await db()
    .geoTracking.query.trackingsOfOrder({ companyId, trackOf: orderId })
    .go({ pages: 'all' });
  return Promise.all(
    trackings.map(async (tracking) => {
      const { data: chunks } = await db()
        .geoTrackingChunk.query.byTracking({ companyId, trackingId: tracking.trackingId })
        .go({ pages: 'all' });
      // Records sort by their zero-padded index (chunkKey), so the query's order is the recording order.
      const points = chunks.flatMap((chunk) => chunk.points.map(({ lat, lng, time }) => ({ lat, lng, time })));
      return {
        id: tracking.trackingId,
        employeeId: tracking.employeeId,
        runId: tracking.runId ?? null,
        start: tracking.start,
        points,
      };
    }),
  );
};
