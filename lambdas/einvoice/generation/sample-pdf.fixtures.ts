import { PDFDocument } from '@cantoo/pdf-lib';

/** A one-page receipt PDF for tests: Factur-X checks here are about the attached XML, not the layout. */
export const samplePdf = async (): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Rechnung RE-2026-0042');
  return pdf.save();
};
