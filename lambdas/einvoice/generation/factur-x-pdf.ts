import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString } from '@cantoo/pdf-lib';
import { boundedFileBytes } from '../reading/embedded-file';

/**
 * Repairs on the Factur-X PDF the library writes (DESIGN §5): its XMP metadata is stored one byte per
 * character (Latin-1), and its embedded invoice XML may need our CII additions (cii-creditor.ts). Both are
 * done on one load and save of the PDF.
 */

/** The names Factur-X gives the embedded invoice: XRechnung profile, or any other profile. */
const INVOICE_FILE_NAMES = ['xrechnung.xml', 'factur-x.xml'];

/** A UTF-8 byte order mark as the library writes it: three Latin-1 characters. */
const LATIN1_BOM = '\u00EF\u00BB\u00BF';

const utf8Metadata = (document: PDFDocument): void => {
  const reference = document.catalog.get(PDFName.of('Metadata'));
  const stream = reference ? document.context.lookup(reference) : undefined;
  if (!(stream instanceof PDFRawStream)) return;
  const text = new TextDecoder('latin1').decode(stream.getContents()).replace(LATIN1_BOM, '\uFEFF');
  const bytes = new TextEncoder().encode(text);
  // PDF/A: the metadata stream stays unfiltered.
  const utf8 = document.context.stream(bytes, { Type: 'Metadata', Subtype: 'XML', Length: bytes.length });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(utf8));
};

/** The file specification of the embedded invoice XML and its data stream. */
const invoiceAttachment = (document: PDFDocument) => {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Filespec')) continue;
    const fileName = object.get(PDFName.of('F'));
    if (!(fileName instanceof PDFString) || !INVOICE_FILE_NAMES.includes(fileName.decodeText())) continue;
    const files = object.lookup(PDFName.of('EF'));
    const reference = files instanceof PDFDict ? files.get(PDFName.of('F')) : undefined;
    if (!(reference instanceof PDFRef)) continue;
    const stream = document.context.lookup(reference);
    if (stream instanceof PDFRawStream) return { reference, stream };
  }
  return undefined;
};

const decoder = new TextDecoder('utf-8');

/**
 * The invoice XML embedded in a Factur-X / ZUGFeRD PDF, if there is one: decoded within the reading's size
 * bound (reading/embedded-file.ts), so a PDF whose attachment inflates to gigabytes is refused, not inflated.
 */
export const embeddedInvoiceXml = async (pdf: Uint8Array): Promise<string | undefined> => {
  const attachment = invoiceAttachment(await PDFDocument.load(pdf, { updateMetadata: false }));
  return attachment ? decoder.decode(boundedFileBytes(attachment.stream)) : undefined;
};

const replaceInvoiceXml = (document: PDFDocument, change: (xml: string) => string): void => {
  const attachment = invoiceAttachment(document);
  if (!attachment) throw new Error('Factur-X PDF without its invoice XML');
  const xml = decoder.decode(decodePDFRawStream(attachment.stream).decode());
  const changed = change(xml);
  if (changed === xml) return;
  const bytes = new TextEncoder().encode(changed);
  const { dict } = attachment.stream;
  const params = dict.lookup(PDFName.of('Params'));
  if (params instanceof PDFDict) params.set(PDFName.of('Size'), document.context.obj(bytes.length));
  const replacement = document.context.flateStream(bytes, {
    Type: 'EmbeddedFile',
    ...(params instanceof PDFDict ? { Params: params } : {}),
  });
  const subtype = dict.get(PDFName.of('Subtype'));
  if (subtype) replacement.dict.set(PDFName.of('Subtype'), subtype);
  document.context.assign(attachment.reference, replacement);
};

/** The library's Factur-X PDF with UTF-8 metadata and the invoice XML passed through `changeXml`. */
export const repairFacturX = async (pdf: Uint8Array, changeXml: (xml: string) => string): Promise<Uint8Array> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  utf8Metadata(document);
  replaceInvoiceXml(document, changeXml);
  return document.save();
};
