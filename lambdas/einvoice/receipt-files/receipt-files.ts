import type { TEInvoiceFormat } from '../../../schemas/customer-billing';
import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';
import type { TEInvoiceProblem } from '../../../schemas/einvoice/rules';
import type { TReceiptCompany, TReceiptUnit } from '../../../schemas/receipts/issuer';
import type { TReceiptPrintInput } from '../../../schemas/receipts/print';
import type { TReceipt, TReceiptType } from '../../../schemas/receipts/receipt';
import {
  receiptEInvoiceDocument,
  receiptEInvoiceProblems,
  receiptFileFormat,
} from '../../../schemas/receipts/receipt-einvoice';
import { receiptPrint } from '../../../schemas/receipts/receipt-print';

/**
 * The files of a finalized receipt (issue 14 points 3, 4): its PDF, and for a bill, cancellation bill or
 * credit note the e-invoice the customer takes: ZUGFeRD puts the XML into the PDF (Factur-X), XRechnung
 * adds the XML as a file of its own, PDF_ONLY is the PDF alone.
 */

export type TReceiptFile = { key: string; bytes: Uint8Array; contentType: 'application/pdf' | 'application/xml' };
export type TReceiptDocuments = NonNullable<TReceipt['documents']>;

/** The renderers, passed in: the PDF renderer and the e-invoice generator (tests count their calls). */
export type ReceiptRenderers = {
  pdf: (print: TReceiptPrintInput) => Promise<Uint8Array>;
  xml: (document: TEInvoiceDocument, syntax: 'UBL' | 'CII') => Promise<string>;
  facturX: (document: TEInvoiceDocument, pdf: Uint8Array) => Promise<Uint8Array>;
};

export type TReceiptFileSources = {
  receipt: TReceipt;
  company: TReceiptCompany;
  unit: TReceiptUnit;
  /** The customer's e-invoice format (schemas/customer-billing.ts). */
  eInvoiceFormat: TEInvoiceFormat;
  logo?: string;
};

/** A number as a key segment: the number range may hold characters a key should not ('/', spaces). */
const keySegment = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_');

/**
 * `companies/<id>/receipts/<type>/<receipt id>/<number>.pdf|.xml`: one place per finalized receipt and
 * file. The receipt id keeps the places apart where numbers repeat (two units' ranges without a unit prefix,
 * a format without the year): under Object Lock a second file at the same key would become the newer
 * version that the first receipt's key then names.
 */
export const receiptFileKey = (
  receipt: { companyId: string; type: TReceiptType; number: string | null; id: string },
  extension: 'pdf' | 'xml',
) =>
  `companies/${receipt.companyId}/receipts/${receipt.type}/${keySegment(receipt.id)}/${keySegment(receipt.number ?? receipt.id)}.${extension}`;

/**
 * Until when a receipt's files are locked: 10 years after the end of the year it was issued in (§147 (3), (4)
 * AO: the period begins with the end of the calendar year), so the first moment of the 11th year after.
 */
export const retentionEnd = (receipt: Pick<TReceipt, 'date' | 'finalizedAt'>, now: Date): Date => {
  const issued = receipt.date ?? receipt.finalizedAt ?? '';
  const year = Number(issued.slice(0, 4));
  if (!Number.isInteger(year) || year < 2000) throw new Error(`receipt without a date: ${issued}`);
  // A receipt dated long ago (entered late) is kept a day at least: S3 refuses a lock that has ended.
  return new Date(Math.max(Date.UTC(year + 11, 0, 1), now.getTime() + DAY_MS));
};

const DAY_MS = 24 * 60 * 60 * 1000;

const eInvoiceOf = (sources: TReceiptFileSources): TEInvoiceDocument => {
  const document = receiptEInvoiceDocument(sources);
  if (!document) throw new Error(`receipt type ${sources.receipt.type} has no e-invoice`);
  return document;
};

/**
 * Renders the receipt's files and names where they go; the caller stores them and records `documents`.
 * The receipts service refuses to finalize a receipt whose e-invoice would break the rules
 * (receiptEInvoiceProblems); should one get here all the same (the customer's format changed meanwhile),
 * it goes out as the PDF alone, recorded so, with the problems named: a file that fails the rules is no
 * e-invoice, and a receipt without any file could not be sent at all.
 */
export const renderReceiptFiles = async (
  renderers: ReceiptRenderers,
  sources: TReceiptFileSources,
): Promise<{ files: TReceiptFile[]; documents: TReceiptDocuments; eInvoiceProblems: TEInvoiceProblem[] }> => {
  const { receipt } = sources;
  const problems = receiptEInvoiceProblems(receipt, sources.unit, sources.company, sources);
  const format = problems.length > 0 ? 'PDF_ONLY' : receiptFileFormat(receipt.type, sources.eInvoiceFormat);
  const made = await renderFormat(renderers, sources, format);
  return { ...made, eInvoiceProblems: problems };
};

const renderFormat = async (
  renderers: ReceiptRenderers,
  sources: TReceiptFileSources,
  format: TEInvoiceFormat,
): Promise<{ files: TReceiptFile[]; documents: TReceiptDocuments }> => {
  const { receipt } = sources;
  const layout = await renderers.pdf(receiptPrint(sources));
  const pdfKey = receiptFileKey(receipt, 'pdf');
  const pdfFile = (bytes: Uint8Array): TReceiptFile => ({ key: pdfKey, bytes, contentType: 'application/pdf' });
  if (format === 'PDF_ONLY') {
    return { files: [pdfFile(layout)], documents: { pdfKey, xmlKey: null, eInvoiceFormat: format } };
  }
  const document = eInvoiceOf(sources);
  if (format === 'ZUGFERD') {
    const facturX = await renderers.facturX(document, layout);
    return { files: [pdfFile(facturX)], documents: { pdfKey, xmlKey: null, eInvoiceFormat: format } };
  }
  const xml = await renderers.xml(document, format === 'XRECHNUNG_UBL' ? 'UBL' : 'CII');
  const xmlKey = receiptFileKey(receipt, 'xml');
  const xmlFile: TReceiptFile = { key: xmlKey, bytes: new TextEncoder().encode(xml), contentType: 'application/xml' };
  return { files: [pdfFile(layout), xmlFile], documents: { pdfKey, xmlKey, eInvoiceFormat: format } };
};
