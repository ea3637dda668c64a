import { receiptPreviewEndpoints, receiptPreviewFileName } from '../../../schemas/api/receipt-previews';
import { AppError } from '../../../schemas/errors';
import type { TReceiptPrintInput } from '../../../schemas/receipts/print';
import { receiptTypeLabels, receiptTypes, type TReceipt } from '../../../schemas/receipts/receipt';
import { receiptPrint } from '../../../schemas/receipts/receipt-print';
import { type Route, route } from '../../platform/http';
import type { ReceiptRecords } from '../../platform/receipt-records';
import type { ObjectStorage } from '../../platform/storage';
import type { ReceiptContext } from './receipt-context';

export type ReceiptPreviewDeps = {
  records: ReceiptRecords;
  context: ReceiptContext;
  pdf: (print: TReceiptPrintInput) => Promise<Uint8Array>;
  /** The documents bucket, where a finalized receipt's files of record are. */
  documents: Pick<ObjectStorage, 'get'>;
};

/** On every page of a finalized receipt rendered again because its stored file is not there (yet). */
export const FINALIZED_PREVIEW_NOTE = 'Vorschau – nicht das archivierte Original';

/** 'Rechnung_RE-2026-0042.pdf', as the receipts service names the stored file (receiptFileName). */
const fileNameOf = (receipt: TReceipt, prefix = '') =>
  `${prefix}${receiptTypeLabels[receipt.type]}_${(receipt.number ?? 'Entwurf').replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;

const pdfFile = (fileName: string, bytes: Uint8Array) => ({ contentType: 'application/pdf', fileName, bytes });

/**
 * A receipt's PDF to look at. A draft is rendered now, with 'Entwurf' for its number and the diagonal
 * 'ENTWURF'. A finalized receipt's original is its stored file (GoBD): that file is answered, never a
 * second clean rendering that could pass for it. Until the documents queue has stored it (seconds after
 * finalizing) the receipt is rendered with 'VORSCHAU' across the pages and the note on each page: a user
 * who just finalized and clicks the preview expects to see the receipt, not an error, and the marks keep
 * the copy from being taken for the archived original.
 */
export const receiptPreviewRoutes = ({ records, context, pdf, documents }: ReceiptPreviewDeps): Route[] =>
  receiptTypes.map((type) =>
    route(receiptPreviewEndpoints[type], async ({ params: { receiptId } }, { company }) => {
      const receipt = await records.read({ companyId: company.companyId, type, receiptId });
      if (!receipt) throw new AppError('EINV_404_20_0001', { detail: `receipt ${receiptId}` });
      const render = async (previewNote?: string) => {
        const print = receiptPrint({ receipt, ...(await context(receipt)) });
        return pdf(previewNote ? { ...print, previewNote } : print);
      };
      if (receipt.status === 'DRAFT') return pdfFile(receiptPreviewFileName(type), await render());
      const pdfKey = receipt.documents?.pdfKey;
      const stored = pdfKey ? await documents.get(pdfKey) : undefined;
      if (stored) return pdfFile(fileNameOf(receipt), stored);
      return pdfFile(fileNameOf(receipt, 'Vorschau_'), await render(FINALIZED_PREVIEW_NOTE));
    }),
  );
