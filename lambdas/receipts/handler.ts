import { serviceApiVersions } from '../../schemas/api/client-version';
import { randomIds, systemClock } from '../platform/clock';
import { dynamoCompanyStore } from '../platform/company-store';
import { requireAtColdStart } from '../platform/config';
import { sqsDocumentsQueue } from '../platform/documents-queue';
import { createHttpHandler, type Route } from '../platform/http';
import { dynamoOutgoingMail } from '../platform/outgoing-mail-dynamo';
import { lambdaReceiptDryRun } from '../platform/receipt-dry-run';
import { dynamoReceiptRecords } from '../platform/receipt-records';
import { dynamoUserName } from '../platform/records/record-store';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { documentsStorage } from '../platform/storage';
import { billRoutes } from './bill-routes';
import { billsFromOrdersRoutes } from './bills-from-orders-routes';
import { dynamoBillingSources, dynamoBillWriter, dynamoReceiptSettings } from './bills-from-orders-store';
import { withBookkeepingAccess } from './company-access';
import { receiptDocumentRoutes } from './document-routes';
import { filesCheck } from './files-check';
import { offerRoutes } from './offer-routes';
import { dynamoReceiptCustomers } from './receipt-customers';
import { dynamoReceiptStore as receiptItems } from './receipt-items';
import { changeBy, receiptRoutes } from './receipt-routes';
import { dynamoReceiptStore } from './receipt-store';
import { reminderRoutes } from './reminder-routes';
import { receiptSendRoutes } from './send-routes';
import { settingsRoutes } from './settings-routes';

requireAtColdStart({
  table: true,
  tokens: true,
  queues: ['documents', 'mail'],
  buckets: ['documents'],
  invokes: ['einvoice'],
});

const deps = {
  receipts: dynamoReceiptStore(),
  customers: dynamoReceiptCustomers,
  existingIds: dynamoExistingIds,
  documents: sqsDocumentsQueue(),
  userName: dynamoUserName,
  clock: systemClock,
  ids: randomIds,
  // A number only with its files: the e-invoice service makes them in a dry run first.
  beforeFinalize: filesCheck(lambdaReceiptDryRun()),
};

/**
 * The routes of the receipts service: every receipt's life (draft, finalize, history, settings), bills'
 * cancellations and payments, bills from finished orders, reminders, accepted offers, files and sending.
 */
const routes: Route[] = [
  ...receiptRoutes(deps),
  ...billRoutes(deps),
  ...settingsRoutes(deps),
  ...billsFromOrdersRoutes({
    sources: dynamoBillingSources(),
    bills: dynamoBillWriter,
    clock: systemClock,
    ids: randomIds,
    changeBy: changeBy(deps),
  }),
  ...reminderRoutes({
    receipts: receiptItems,
    settings: dynamoReceiptSettings,
    clock: systemClock,
    changeBy: changeBy(deps),
  }),
  ...offerRoutes({ offers: receiptItems, clock: systemClock }),
  ...receiptDocumentRoutes({ records: dynamoReceiptRecords, storage: documentsStorage(), clock: systemClock }),
  ...receiptSendRoutes({
    records: dynamoReceiptRecords,
    settings: dynamoReceiptSettings,
    mail: dynamoOutgoingMail(),
    clock: systemClock,
    userName: dynamoUserName,
  }),
];

/** The receipts service (issue 14): outgoing receipts of every type, their numbers, cancellations, settings. */
export const handler = createHttpHandler('receipts', withBookkeepingAccess(dynamoCompanyStore(), routes), {
  apiVersion: serviceApiVersions.receipts.version,
});
