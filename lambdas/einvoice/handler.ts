import { serviceApiVersions } from '../../schemas/api/client-version';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { documentsStorage } from '../platform/storage';
import { type EInvoiceDocuments, eInvoiceRoutes } from './einvoice-routes';
import { readingRoutes } from './reading-routes';

requireAtColdStart({ tokens: true, buckets: ['documents'] });

/**
 * No outgoing receipts exist yet (issue 14: the receipts service comes later and implements this port on
 * its records), so every receipt is unknown: 404 EINV_404_20_0001.
 */
const noReceiptsYet: EInvoiceDocuments = { documentOf: async () => undefined };

/** The e-invoice service (services.md §7): outgoing receipts as XRechnung XML or Factur-X PDF. */
export const handler = createHttpHandler(
  'einvoice',
  [...eInvoiceRoutes({ documents: noReceiptsYet }), ...readingRoutes({ storage: documentsStorage() })],
  { apiVersion: serviceApiVersions.einvoice.version },
);
