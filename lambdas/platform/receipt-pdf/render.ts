import pdfmake from 'pdfmake';
import { type TReceiptPrintInput, ZReceiptPrint } from '../../../schemas/receipts/print';
import { RECEIPT_FONT, receiptDocument } from './document';
import { RECEIPT_FONT_FILES, readReceiptFonts } from './fonts';

// pdfmake's virtual file system (a module singleton that pdfmake's types leave out): fonts named there
// are read from memory, never from disk or the network.
declare module 'pdfmake' {
  export const virtualfs: { writeFileSync(name: string, content: Buffer): void };
}

/**
 * THE renderer of every outgoing receipt's PDF (issue 14 point 4). The fonts are read once per container,
 * at module load. A document may never fetch an address or read a file it names (pdfmake would do both
 * for an image or font given by name): both access policies refuse everything; the logo arrives as a
 * data URL (ZReceiptPrint) and the fonts as bytes.
 */
const fonts = readReceiptFonts();
pdfmake.virtualfs.writeFileSync(RECEIPT_FONT_FILES.normal, fonts.normal);
pdfmake.virtualfs.writeFileSync(RECEIPT_FONT_FILES.bold, fonts.bold);

/**
 * pdfmake's fonts and access policies are settings of the module singleton, which other code of the same
 * process may set too (a test's sample PDF, the e-invoice reader): every render sets the receipt's own.
 */
export const applyReceiptFonts = (): void => {
  pdfmake.setFonts({
    [RECEIPT_FONT]: {
      normal: RECEIPT_FONT_FILES.normal,
      bold: RECEIPT_FONT_FILES.bold,
      italics: RECEIPT_FONT_FILES.normal,
      bolditalics: RECEIPT_FONT_FILES.bold,
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
};
applyReceiptFonts();

/** The PDF of a receipt: A4, DIN 5008 form B, DejaVu Sans embedded as subsets. Throws on a print out of bounds. */
export const renderReceiptPdf = async (print: TReceiptPrintInput): Promise<Uint8Array> => {
  const document = receiptDocument(ZReceiptPrint.parse(print));
  applyReceiptFonts();
  const buffer = await pdfmake.createPdf(document).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};
