import { serviceApiVersions } from '../../schemas/api/client-version';
import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { sqsDocumentsQueue } from '../platform/documents-queue';
import { createHttpHandler, type Route } from '../platform/http';
import { dynamoUserName } from '../platform/records/record-store';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { billRoutes } from './bill-routes';
import { routesStillToCome } from './pending-routes';
import { dynamoReceiptCustomers } from './receipt-customers';
import { type BeforeFinalize, receiptRoutes } from './receipt-routes';
import { dynamoReceiptStore } from './receipt-store';
import { settingsRoutes } from './settings-routes';

requireAtColdStart({ table: true, tokens: true, queues: ['documents'] });

const deps = {
  receipts: dynamoReceiptStore(),
  customers: dynamoReceiptCustomers,
  existingIds: dynamoExistingIds,
  documents: sqsDocumentsQueue(),
  userName: dynamoUserName,
  clock: systemClock,
  ids: randomIds,
};

/** Until the e-invoice package fills it, every receipt with positions may be finalized. */
const noCheckYet: BeforeFinalize = async () => {};

/**
 * The routes of the receipts service. The packages of issue 14 each export a route list: spread it in here
 * (bills from orders, reminders, offers: `...billingRoutes(deps)`; files and sending: `...documentRoutes(deps)`).
 */
const routes: Route[] = [
  ...receiptRoutes({ ...deps, beforeFinalize: noCheckYet }),
  ...billRoutes(deps),
  ...settingsRoutes(deps),
];

/** The receipts service (issue 14): outgoing receipts of every type, their numbers, cancellations, settings. */
export const handler = createHttpHandler('receipts', [...routes, ...routesStillToCome(routes)], {
  apiVersion: serviceApiVersions.receipts.version,
});
