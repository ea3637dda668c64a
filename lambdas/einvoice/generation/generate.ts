import type { TEInvoiceFormat } from '../../../schemas/customer-billing';
import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';
import { hasLeitwegId } from '../../../schemas/einvoice/rules';
import { withCreditorReference } from './cii-creditor';
import { withSeparateNotes } from './cii-notes';
import { withPrecedingInvoice } from './cii-preceding-invoice';
import { repairFacturX } from './factur-x-pdf';
import { toLibraryInvoice } from './library-invoice';
import { generateWithLibrary, libraryRefusalOf } from './library-service';

/**
 * Writes an e-invoice document (checked by rules.ts) as XRechnung XML (UBL or CII) or turns a receipt PDF
 * into Factur-X (PDF/A-3 with the CII XML attached) with `@e-invoice-eu/core`.
 */

export type TXmlSyntax = 'UBL' | 'CII';

const XML_FORMATS: Record<TXmlSyntax, string> = { UBL: 'XRECHNUNG-UBL', CII: 'XRECHNUNG-CII' };

/** What our CII adds to the library's: the creditor id of a direct debit, the preceding invoice, one note each. */
const ciiAdditions =
  (document: TEInvoiceDocument) =>
  (cii: string): string =>
    withSeparateNotes(withPrecedingInvoice(withCreditorReference(cii, document), document));

/** An XRechnung 3.0 invoice or credit note (type 381 becomes a UBL CreditNote) as XML text. */
export const generateXml = async (document: TEInvoiceDocument, syntax: TXmlSyntax): Promise<string> => {
  const output = await generateWithLibrary(toLibraryInvoice(document), { format: XML_FORMATS[syntax], lang: 'de' });
  const xml = typeof output === 'string' ? output : new TextDecoder().decode(output);
  return syntax === 'CII' ? ciiAdditions(document)(xml) : xml;
};

/**
 * The Factur-X profile: XRechnung when the buyer is a public one with a Leitweg-ID, else the plain EN 16931
 * profile (which then still carries the customer number as BT-10, see rules.ts buyerReferenceOf).
 */
export const facturXFormat = (document: TEInvoiceDocument): string =>
  hasLeitwegId(document) ? 'Factur-X-XRechnung' : 'Factur-X-EN16931';

/** The receipt PDF (fonts embedded: PDF/A-3 needs them) as Factur-X with the invoice's CII attached. */
export const generateFacturX = async (document: TEInvoiceDocument, pdf: Uint8Array): Promise<Uint8Array> => {
  const output = await generateWithLibrary(toLibraryInvoice(document), {
    format: facturXFormat(document),
    lang: 'de',
    pdf: { buffer: pdf, filename: 'beleg.pdf', mimetype: 'application/pdf' },
  });
  if (typeof output === 'string') throw new Error('Factur-X generation returned text instead of a PDF');
  return repairFacturX(output, ciiAdditions(document));
};

/**
 * Why the library would refuse to write the document in the customer's e-invoice format (its schema's
 * error, e.g. a value of a pattern it does not take), or undefined when it would write it. Nothing is
 * written: a dry run before finalizing can name the problem. Call it for a document without rule problems.
 */
export const libraryRefusal = (
  document: TEInvoiceDocument,
  format: Exclude<TEInvoiceFormat, 'PDF_ONLY'>,
): string | undefined => {
  const libraryFormat =
    format === 'ZUGFERD' ? facturXFormat(document) : XML_FORMATS[format === 'XRECHNUNG_UBL' ? 'UBL' : 'CII'];
  return libraryRefusalOf(toLibraryInvoice(document), libraryFormat);
};
