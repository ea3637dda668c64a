import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoRecordStore } from '../platform/records/record-store';
import { dynamoCurrentOrderTracking } from './current-order-tracking';
import { trackingRoutes } from './tracking-routes';
import { dynamoTrackingStore } from './tracking-store';

requireAtColdStart({ table: true, tokens: true });

/** The tracking service: GPS tracks of orders and activities, employee locations. */
export const handler = createHttpHandler(
  'tracking',
  trackingRoutes({
    store: dynamoTrackingStore(dynamoRecordStore()),
    currentOrderTracking: dynamoCurrentOrderTracking(),
    clock: systemClock,
    ids: randomIds,
  }),
);
