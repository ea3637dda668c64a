import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoRecordStore } from '../platform/records/record-store';
import { dynamoCurrentOrderTracking } from './current-order-tracking';
import { trackingRoutes } from './tracking-routes';
import { dynamoTrackingStore } from './tracking-store';
import { visitsRoutes } from './visits-routes';

requireAtColdStart({ table: true, tokens: true });

const store = dynamoTrackingStore(dynamoRecordStore());

/** The tracking service: GPS tracks of orders and activities, employee locations, who was where. */
export const handler = createHttpHandler('tracking', [
  ...trackingRoutes({
    store,
    currentOrderTracking: dynamoCurrentOrderTracking(),
    clock: systemClock,
    ids: randomIds,
  }),
  ...visitsRoutes({ store }),
]);
