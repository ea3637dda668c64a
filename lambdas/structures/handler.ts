import { randomIds, systemClock } from '../platform/clock';
import { createHttpHandler } from '../platform/http';
import { structuresRoutes } from './routes';
import { dynamoCustomerStore } from './store';

export const handler = createHttpHandler(
  'structures',
  structuresRoutes({ customers: dynamoCustomerStore(), clock: systemClock, ids: randomIds }),
);
