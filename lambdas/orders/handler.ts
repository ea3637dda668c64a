import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoRecordStore } from '../platform/records/record-store';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { dynamoCustomerUnits } from './customer-units';
import { orderRoutes } from './order-routes';
import { dynamoOrderStore } from './order-store';

requireAtColdStart({ table: true, tokens: true });

/** The orders service: owns order state (issue 12); the office plans, assigns, trashes and archives orders. */
export const handler = createHttpHandler(
  'orders',
  orderRoutes({
    orders: dynamoOrderStore(),
    companies: dynamoCompanyStore(),
    records: dynamoRecordStore(),
    units: dynamoOperatingUnitStore(),
    customerUnits: dynamoCustomerUnits,
    existingIds: dynamoExistingIds,
    clock: systemClock,
    ids: randomIds,
  }),
);
