import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';
import { withCreditorReference } from './cii-creditor';
import { repairFacturX } from './factur-x-pdf';
import { toLibraryInvoice } from './library-invoice';
import { generateWithLibrary } from './library-service';

/**
 * Writes an e-invoice document (checked by rules.ts) as XRechnung XML (UBL or CII) or turns a receipt PDF
 * into Factur-X (PDF/A-3 with the CII XML attached) with `@e-invoice-eu/core`.
 */

export type TXmlSyntax = 'UBL' | 'CII';

const XML_FORMATS: Record<TXmlSyntax, string> = { UBL: 'XRECHNUNG-UBL', CII: 'XRECHNUNG-CII' };

/** An XRechnung 3.0 invoice or credit note (type 381 becomes a UBL CreditNote) as XML text. */
export const generateXml = async (document: TEInvoiceDocument, syntax: TXmlSyntax): Promise<string> => {
  const output = await generateWithLibrary(toLibraryInvoice(document), { format: XML_FORMATS[syntax], lang: 'de' });
  const xml = typeof output === 'string' ? output : new TextDecoder().decode(output);
  return syntax === 'CII' ? withCreditorReference(xml, document) : xml;
};

/**
 * The Factur-X profile: XRechnung when the buyer gave a reference (a public client's Leitweg-ID), else the
 * plain EN 16931 profile.
 */
export const facturXFormat = (document: TEInvoiceDocument): string =>
  document.buyerReference.trim() ? 'Factur-X-XRechnung' : 'Factur-X-EN16931';

/** The receipt PDF (fonts embedded: PDF/A-3 needs them) as Factur-X with the invoice's CII attached. */
export const generateFacturX = async (document: TEInvoiceDocument, pdf: Uint8Array): Promise<Uint8Array> => {
  const output = await generateWithLibrary(toLibraryInvoice(document), {
    format: facturXFormat(document),
    lang: 'de',
    pdf: { buffer: pdf, filename: 'beleg.pdf', mimetype: 'application/pdf' },
  });
  if (typeof output === 'string') throw new Error('Factur-X generation returned text instead of a PDF');
  return repairFacturX(output, (xml) => withCreditorReference(xml, document));
};
