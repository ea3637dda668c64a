import { PDFDocument } from '@cantoo/pdf-lib';
import type { TIncomingBill } from '../../../schemas/einvoice/incoming-bill';
import { AppError } from '../../../schemas/errors';
import { embeddedFile } from './embedded-file';
import { readEInvoice } from './read-einvoice';
import { MAX_EINVOICE_BYTES } from './xml-tree';

/**
 * The names the invoice XML carries inside a hybrid PDF: Factur-X and ZUGFeRD 2.x 'factur-x.xml', their
 * XRechnung profile 'xrechnung.xml', ZUGFeRD 2.0 'zugferd-invoice.xml' (1.0 wrote 'ZUGFeRD-invoice.xml').
 */
const INVOICE_ATTACHMENTS = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

/** The PDF, loaded leniently; a file the caller sent that is no readable PDF (broken, encrypted) is theirs to fix. */
const loaded = async (pdf: Uint8Array) => {
  try {
    return await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (cause) {
    throw new AppError('EINV_400_40_0003', { cause, detail: `unreadable PDF: ${String(cause).slice(0, 200)}` });
  }
};

/**
 * The invoice XML embedded in a ZUGFeRD / Factur-X PDF, read as an incoming bill. Only the invoice's own
 * attachment is decoded, within the size bound (embedded-file.ts): other attachments are never inflated.
 */
export const readFacturX = async (pdf: Uint8Array): Promise<TIncomingBill> => {
  if (pdf.byteLength > MAX_EINVOICE_BYTES) {
    throw new AppError('EINV_400_40_0001', { detail: `PDF of ${pdf.byteLength} bytes` });
  }
  const xml = embeddedFile(await loaded(pdf), INVOICE_ATTACHMENTS);
  if (!xml) throw new AppError('EINV_400_10_0003', { detail: 'PDF without an embedded invoice XML' });
  return readEInvoice(new TextDecoder('utf-8').decode(xml));
};
