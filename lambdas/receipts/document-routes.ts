import { receiptPreviewEndpoints, receiptPreviewFileName } from '../../schemas/api/receipt-previews';
import { receiptEndpoints } from '../../schemas/api/receipts';
import { AppError } from '../../schemas/errors';
import { receiptTypeLabels, receiptTypes, type TReceipt, type TReceiptType } from '../../schemas/receipts/receipt';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { ReceiptRecords } from '../platform/receipt-records';
import type { ObjectStorage } from '../platform/storage';

export type DocumentRouteDeps = { records: ReceiptRecords; storage: ObjectStorage; clock: Clock };

/** How long the preview address of a draft is announced for; it needs the caller's token anyway. */
const PREVIEW_SECONDS = 15 * 60;

/** 'Rechnung_RE-2026-0042.pdf': type and number, with anything unsafe in a file name replaced. */
export const receiptFileName = (receipt: Pick<TReceipt, 'type' | 'number'>, extension: 'pdf' | 'xml') =>
  `${receiptTypeLabels[receipt.type]}_${(receipt.number ?? 'Entwurf').replace(/[^\p{L}\p{N}._-]+/gu, '_')}.${extension}`;

/** The e-invoice service's preview route of a draft, as an address of this API (with the company). */
export const previewPath = (type: TReceiptType, receiptId: string, companyId: string) =>
  `${receiptPreviewEndpoints[type].path.replace('{receiptId}', encodeURIComponent(receiptId))}?${new URLSearchParams({ companyId })}`;

/** The stored file of a finalized receipt; its files are rendered right after finalizing (documents queue). */
const storedKey = (receipt: TReceipt, format: 'pdf' | 'xml'): string => {
  if (!receipt.documents) throw new AppError('RCPT_409_40_0001', { detail: `receipt ${receipt.id} has no files yet` });
  const key = format === 'xml' ? receipt.documents.xmlKey : receipt.documents.pdfKey;
  if (!key) throw new AppError('RCPT_404_40_0002', { detail: `receipt ${receipt.id} has no ${format}` });
  return key;
};

/**
 * The receipts service's `document` routes (issue 14 point 4): a finalized receipt's stored file (PDF, or
 * the XRechnung XML with format=xml) as a presigned download; a draft's PDF is the e-invoice service's
 * preview (rendered there: pdfmake and the fonts stay out of the receipts service's bundle), named by its
 * API address, which the web app fetches with its token.
 */
export const receiptDocumentRoutes = ({ records, storage, clock }: DocumentRouteDeps): Route[] =>
  receiptTypes.map((type) =>
    route(receiptEndpoints[type].document, async ({ params: { receiptId }, query: { format } }, { company }) => {
      const receipt = await records.read({ companyId: company.companyId, type, receiptId });
      if (!receipt) throw new AppError('RCPT_404_30_0001', { detail: `receipt ${receiptId}` });
      const now = clock.now();
      if (receipt.status === 'DRAFT') {
        if (format === 'xml') throw new AppError('RCPT_404_40_0002', { detail: `draft ${receiptId} has no xml` });
        return {
          url: previewPath(type, receiptId, company.companyId),
          fileName: receiptPreviewFileName(type),
          expiresAt: new Date(now.getTime() + PREVIEW_SECONDS * 1000).toISOString(),
        };
      }
      const download = await storage.downloadUrl(storedKey(receipt, format), now);
      return {
        url: download.url,
        fileName: receiptFileName(receipt, format),
        expiresAt: download.expiresAt.toISOString(),
      };
    }),
  );
