import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoRecordStore } from '../platform/records/record-store';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { workRoutes } from './work-routes';
import { dynamoWorkStore } from './work-store';

requireAtColdStart({ table: true, tokens: true });

/** The Fahrerbereich service: internal work, the running activity, own orders and own work times; and the office's view of the employees' work times. */
export const handler = createHttpHandler(
  'work',
  workRoutes({
    store: dynamoWorkStore(dynamoRecordStore()),
    clock: systemClock,
    ids: randomIds,
    existingIds: dynamoExistingIds,
  }),
);
