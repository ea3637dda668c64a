import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { serviceApiVersions } from '../../schemas/api/client-version';
import { systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { multipartBody } from '../platform/http-multipart';
import { createLogger } from '../platform/logger';
import { ZReceiptDryRunEvent } from '../platform/receipt-dry-run';
import { dynamoReceiptIssuers } from '../platform/receipt-issuers';
import { renderReceiptPdf } from '../platform/receipt-pdf/render';
import { dynamoReceiptRecords } from '../platform/receipt-records';
import { documentsStorage } from '../platform/storage';
import { eInvoiceRoutes } from './einvoice-routes';
import { generateFacturX, generateXml } from './generation/generate';
import { readingRoutes } from './reading-routes';
import { renderQueuedReceipts } from './receipt-files/documents-consumer';
import { dryRunReceiptFiles } from './receipt-files/dry-run';
import { receiptPreviewRoutes } from './receipt-files/preview-routes';
import { dynamoReceiptContext } from './receipt-files/receipt-context';
import { receiptEInvoiceDocuments } from './receipt-files/receipt-documents-port';
import { storeReceiptFiles } from './receipt-files/store-receipt-files';

requireAtColdStart({ table: true, tokens: true, buckets: ['documents'] });

const storage = documentsStorage();
const issuers = dynamoReceiptIssuers();
const context = dynamoReceiptContext(storage, issuers);
const renderers = { pdf: renderReceiptPdf, xml: generateXml, facturX: generateFacturX };

const http = createHttpHandler(
  'einvoice',
  [
    ...eInvoiceRoutes({ documents: receiptEInvoiceDocuments(dynamoReceiptRecords, issuers) }),
    ...readingRoutes({ storage }),
    ...receiptPreviewRoutes({ records: dynamoReceiptRecords, context, pdf: renderReceiptPdf, documents: storage }),
  ],
  { apiVersion: serviceApiVersions.einvoice.version, multipart: multipartBody },
);

const logger = createLogger('einvoice');
const renderFiles = renderQueuedReceipts(
  storeReceiptFiles({ records: dynamoReceiptRecords, context, storage, renderers, clock: systemClock, logger }),
  logger,
);

const dryRun = dryRunReceiptFiles({ context, renderers, logger });

const isQueueEvent = (event: object): event is SQSEvent => 'Records' in event;

/**
 * The e-invoice service (services.md §7): outgoing receipts as XRechnung XML or Factur-X PDF, the
 * previews of drafts, the documents queue's consumer that stores a finalized receipt's files, and the dry
 * run of those files the receipts service invokes before it numbers a receipt.
 */
export const handler = async (event: APIGatewayProxyEventV2 | SQSEvent | { kind: string }, lambdaContext: unknown) => {
  // Invoked by the receipts service (IAM-granted only), never through the HTTP API.
  if ('kind' in event) return { problems: await dryRun(ZReceiptDryRunEvent.parse(event).receipt) };
  return isQueueEvent(event) ? renderFiles(event) : http(event, lambdaContext);
};
