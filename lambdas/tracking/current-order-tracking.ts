import { db } from '../platform/db/entities';
import { conflictOnCondition } from '../platform/db/write';

/**
 * The one write the tracking service makes on an order, which the orders service owns: pointing the
 * order at the tracking its track is recorded in (application.md §7 'Partially update an order
 * (currentGeoLocationTrackingId)'). A port, so the order's item layout stays behind one seam and the
 * tracking routes need no orders code (DESIGN §6: a service never imports another service's files).
 */
export type CurrentOrderTracking = {
  set: (companyId: string, orderId: string, trackingId: string) => Promise<void>;
};

/**
 * UpdateItem SET of that one attribute, on condition that the order exists in the company (ElectroDB's
 * patch). The version stays as it is: the driver's version-checked calls on the order (start, amounts,
 * stop) must not fail because a track started recording meanwhile.
 */
export const dynamoCurrentOrderTracking = (): CurrentOrderTracking => ({
  set: async (companyId, orderId, trackingId) => {
    await conflictOnCondition(() =>
      db()
        .order.patch({ companyId, orderId })
        .set({ currentGeoLocationTrackingId: trackingId })
        .go({ response: 'none' }),
    );
  },
});
