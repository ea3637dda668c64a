import * as z from 'zod';
import { idField } from '../input-bounds';
import { receiptTypeLabels, type TReceiptType } from '../receipts/receipt';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { receiptAccess, receiptTypePaths } from './receipts';
import { ZBinaryFile } from './uploads';

/**
 * The preview of a receipt (issue 14 point 4), rendered by the e-invoice service, which holds the PDF
 * renderer and its fonts (the receipts service stays without them): a draft as it would go out, with
 * 'Entwurf' for its number and 'ENTWURF' across every page; a finalized receipt as its archived file, or
 * marked 'Vorschau' while that file is not stored yet, so no second clean original exists (issue 24).
 * Per type, with the type's details right, as the receipts service's own routes (receiptAccess).
 */
const receiptPreview = <const T extends TReceiptType>(type: T) =>
  defineEndpoint({
    method: 'GET',
    path: `/invoices/receipts/${receiptTypePaths[type]}/{receiptId}/preview`,
    access: { kind: 'company', permission: receiptAccess[type].details },
    params: z.object({ receiptId: idField() }),
    query: ZCompanyQuery,
    response: ZBinaryFile,
    responseFormat: 'binary',
  });

export const receiptPreviewEndpoints = {
  BILL: receiptPreview('BILL'),
  CANCELLATION_BILL: receiptPreview('CANCELLATION_BILL'),
  BILL_REMINDER: receiptPreview('BILL_REMINDER'),
  CREDIT_NOTE: receiptPreview('CREDIT_NOTE'),
  DELIVERY_NOTE: receiptPreview('DELIVERY_NOTE'),
  OFFER: receiptPreview('OFFER'),
};

/** 'Entwurf_Rechnung.pdf': what the browser saves a preview as. */
export const receiptPreviewFileName = (type: TReceiptType) => `Entwurf_${receiptTypeLabels[type]}.pdf`;
