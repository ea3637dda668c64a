import { randomIds, systemClock } from '../platform/clock';
import { createHttpHandler } from '../platform/http';
import { companyRoutes } from './company-routes';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from './company-store';
import { structuresRoutes } from './routes';
import { dynamoCustomerStore } from './store';

export const handler = createHttpHandler('structures', [
  ...structuresRoutes({ customers: dynamoCustomerStore(), clock: systemClock, ids: randomIds }),
  ...companyRoutes({
    companies: dynamoCompanyStore(),
    units: dynamoOperatingUnitStore(),
    clock: systemClock,
    ids: randomIds,
  }),
]);
