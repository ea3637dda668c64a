import { pointOrderAtTracking } from '../platform/aggregates/order';

/**
 * The one write the tracking service makes on an order, which the orders service owns: pointing the
 * order at the tracking its track is recorded in (application.md §7 'Partially update an order
 * (currentGeoLocationTrackingId)'). A port, so the tracking routes stay testable with a fake; the write
 * itself is the order aggregate's (lambdas/platform/aggregates/order.ts).
 */
export type CurrentOrderTracking = {
  set: (companyId: string, orderId: string, trackingId: string) => Promise<void>;
};

export const dynamoCurrentOrderTracking = (): CurrentOrderTracking => ({ set: pointOrderAtTracking });
