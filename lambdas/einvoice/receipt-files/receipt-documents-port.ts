import { receiptEInvoiceDocument } from '../../../schemas/receipts/receipt-einvoice';
import { withPresumedSupply } from '../../../schemas/receipts/time-of-supply';
import type { ReceiptIssuers } from '../../platform/receipt-issuers';
import type { ReceiptRecords } from '../../platform/receipt-records';
import type { EInvoiceDocuments } from '../einvoice-routes';

/**
 * The e-invoice routes' port on the receipt records (issue 14): the named bill, cancellation bill or
 * credit note of the named unit as the neutral e-invoice document. A receipt of another unit counts as
 * unknown; a draft is mapped as it is, so the rules name what it lacks (its number first).
 */
export const receiptEInvoiceDocuments = (records: ReceiptRecords, issuers: ReceiptIssuers): EInvoiceDocuments => ({
  documentOf: async ({ companyId, operatingUnitId, receiptType, receiptId }) => {
    const receipt = await records.read({ companyId, type: receiptType, receiptId });
    if (!receipt || receipt.operatingUnitId !== operatingUnitId) return undefined;
    // A finalized receipt says what its stored files say (store-receipt-files.ts presumes the same supply day).
    const stated = receipt.status === 'FINALIZED' ? withPresumedSupply(receipt) : receipt;
    return receiptEInvoiceDocument({ receipt: stated, ...(await issuers(receipt)) });
  },
});
