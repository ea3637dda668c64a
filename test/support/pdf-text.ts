import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * One piece of text on a PDF page, positioned in millimetres from the page's top left corner (x at its
 * left end, y at its baseline), with its width.
 */
export type TPdfText = { text: string; xMm: number; yMm: number; widthMm: number };

const PT_PER_MM = 72 / 25.4;

/**
 * The text of every page of a PDF (pdfjs-dist, legacy build for Node), with positions: what a reader of
 * the PDF sees, for tests that check a layout without comparing pixels.
 */
export const pdfPages = async (pdf: Uint8Array): Promise<TPdfText[][]> => {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const pages: TPdfText[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const height = page.view[3] ?? 0;
    const content = await page.getTextContent();
    const texts: TPdfText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform;
      texts.push({
        text: item.str,
        xMm: x / PT_PER_MM,
        yMm: (height - y) / PT_PER_MM,
        widthMm: item.width / PT_PER_MM,
      });
    }
    pages.push(texts);
  }
  await document.destroy();
  return pages;
};

/** A page's text as one string (pieces joined by a line break). */
export const pageText = (texts: readonly TPdfText[]): string => texts.map((piece) => piece.text).join('\n');
