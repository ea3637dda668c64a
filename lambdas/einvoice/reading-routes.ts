import { readXRechnung, readZugferd, visualizeXRechnung } from '../../schemas/api/einvoice-reading';
import type { TIncomingBill } from '../../schemas/einvoice/incoming-bill';
import { AppError } from '../../schemas/errors';
import { route } from '../platform/http';
import type { ObjectStorage } from '../platform/storage';
import { requireClientKey } from '../platform/storage-keys';
import { readEInvoice } from './reading/read-einvoice';
import { readFacturX } from './reading/read-factur-x';
import { visualizeIncomingBill } from './reading/visualize';
import { MAX_EINVOICE_BYTES } from './reading/xml-tree';

/** What the reading routes need: the documents bucket (lambdas/platform/storage.ts `documentsStorage()`). */
export type EInvoiceReadingDeps = { storage: ObjectStorage };

const PDF_SIGNATURE = '%PDF-';

const isPdf = (bytes: Uint8Array): boolean =>
  new TextDecoder('latin1').decode(bytes.subarray(0, PDF_SIGNATURE.length)) === PDF_SIGNATURE;

/**
 * Reading incoming e-invoices (services.md §7 e-invoice service): a stored XRechnung, an uploaded ZUGFeRD
 * PDF, and the German view of either. The handler spreads these routes in next to the creating ones.
 */
export const readingRoutes = ({ storage }: EInvoiceReadingDeps) => {
  /**
   * The stored file's bytes. The key must be an e-invoice's of the caller's company (checked before the
   * bucket is asked, so another company's file is neither read nor confirmed to exist); its size is checked
   * before it is fetched, so an oversized object is never loaded.
   */
  const storedFile = async (companyId: string, key: string): Promise<Uint8Array> => {
    requireClientKey('einvoice', companyId, key);
    const info = await storage.head(key);
    if (!info) throw new AppError('LW_404_03_0001', { detail: `no object ${key}` });
    if (info.size > MAX_EINVOICE_BYTES) {
      throw new AppError('EINV_400_40_0001', { detail: `stored e-invoice of ${info.size} bytes` });
    }
    const bytes = await storage.get(key);
    if (!bytes) throw new AppError('LW_404_03_0001', { detail: `object ${key} went away` });
    return bytes;
  };

  /** A stored XML e-invoice, or a stored hybrid PDF (the receipts' uploads are either). */
  const storedBill = async (companyId: string, key: string): Promise<TIncomingBill> => {
    const bytes = await storedFile(companyId, key);
    return isPdf(bytes) ? readFacturX(bytes) : readEInvoice(new TextDecoder('utf-8').decode(bytes));
  };

  return [
    route(readXRechnung, async ({ body }, { company }) => storedBill(company.companyId, body.firebaseStoragePath)),

    route(visualizeXRechnung, async ({ body }, { company }) => {
      const bill =
        'xml' in body ? readEInvoice(body.xml) : await storedBill(company.companyId, body.firebaseStoragePath);
      return { html: visualizeIncomingBill(bill) };
    }),

    route(readZugferd, async ({ body }) => readFacturX(body.pdf.content)),
  ];
};
