import type { TEInvoiceReceiptType } from '../../../schemas/einvoice/rules';

/** The German word for each receipt type, as the file is named for its reader. */
const receiptTypeWords: Record<TEInvoiceReceiptType, string> = {
  BILL: 'Rechnung',
  CANCELLATION_BILL: 'Stornorechnung',
  CREDIT_NOTE: 'Gutschrift',
};

/** 'Rechnung_RE-2026-0042.xml': kind and number, with anything unsafe in a file name replaced. */
export const eInvoiceFileName = (receiptType: TEInvoiceReceiptType, number: string, extension: 'xml' | 'pdf') =>
  `${receiptTypeWords[receiptType]}_${number.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.${extension}`;
