import { receiptPreviewEndpoints, receiptPreviewFileName } from '../../../schemas/api/receipt-previews';
import { AppError } from '../../../schemas/errors';
import type { TReceiptPrintInput } from '../../../schemas/receipts/print';
import { receiptTypes } from '../../../schemas/receipts/receipt';
import { receiptPrint } from '../../../schemas/receipts/receipt-print';
import { type Route, route } from '../../platform/http';
import type { ReceiptRecords } from '../../platform/receipt-records';
import type { ReceiptContext } from './receipt-context';

export type ReceiptPreviewDeps = {
  records: ReceiptRecords;
  context: ReceiptContext;
  pdf: (print: TReceiptPrintInput) => Promise<Uint8Array>;
};

/**
 * A receipt rendered now, as its PDF would look: a draft (no number) shows 'Entwurf' and the diagonal
 * mark. A finalized receipt's file of record is the stored one (the receipts service's document route).
 */
export const receiptPreviewRoutes = ({ records, context, pdf }: ReceiptPreviewDeps): Route[] =>
  receiptTypes.map((type) =>
    route(receiptPreviewEndpoints[type], async ({ params: { receiptId } }, { company }) => {
      const receipt = await records.read({ companyId: company.companyId, type, receiptId });
      if (!receipt) throw new AppError('EINV_404_20_0001', { detail: `receipt ${receiptId}` });
      const bytes = await pdf(receiptPrint({ receipt, ...(await context(receipt)) }));
      return { contentType: 'application/pdf', fileName: receiptPreviewFileName(type), bytes };
    }),
  );
