import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/support/pdf-text';
import { mm } from './din5008';
import { RECEIPT_FONT } from './document';
import { applyReceiptFonts } from './render';
import { fittingFontSize, textWidth, wrappedLineCount } from './text-width';

const SAMPLES = [
  'Gülle ausbringen mit Güllefass',
  '1.234.567,89 €',
  'buchhaltung.lohnunternehmen@hansen-agrar.example',
  'Geschäftsführer: Hauke Hansen, Jürgen Brüggemann',
  'IBAN DE89 3704 0044 0532 0130 00',
  '01.09.2026 – 30.09.2026 · „Großer Esch“',
  'WWW mmm @@@ ÄÖÜ äöüß',
];

describe('text measured before layout', () => {
  it('is never narrower than pdfmake prints it, and at most 3 % wider', async () => {
    // The renderer's fonts; lay the samples out in normal and bold at 9 pt.
    applyReceiptFonts();
    const content = SAMPLES.flatMap((text) => [
      { text, fontSize: 9 },
      { text, fontSize: 9, bold: true },
    ]);
    const buffer = await pdfmake.createPdf({ content, defaultStyle: { font: RECEIPT_FONT } }).getBuffer();
    const [page = []] = await pdfPages(new Uint8Array(buffer));
    SAMPLES.forEach((text, index) => {
      for (const [offset, bold] of [
        [0, false],
        [1, true],
      ] as const) {
        const printed = page[index * 2 + offset];
        expect(printed?.text).toBe(text);
        const measured = textWidth(text, { fontSize: 9, bold }) / mm(1);
        expect(measured, text).toBeGreaterThanOrEqual((printed?.widthMm ?? 0) - 0.01);
        expect(measured, text).toBeLessThanOrEqual((printed?.widthMm ?? 0) * 1.03);
      }
    });
  });

  it('counts the lines a text wraps to and the font size at which it fits', () => {
    const style = { fontSize: 7 };
    const line = 'Komplementärin: Hansen Verwaltungs GmbH, Husum';
    expect(wrappedLineCount(line, textWidth(line, style), style)).toBe(1);
    expect(wrappedLineCount(line, textWidth(line, style) - 1, style)).toBe(2);
    expect(wrappedLineCount(`${line}\n${line}`, mm(200), style)).toBe(2);
    // A word wider than the column is split over lines, as pdfmake does.
    const word = 'rechnung@lohnunternehmen-hansen.example';
    expect(wrappedLineCount(word, mm(20), style)).toBe(Math.ceil(textWidth(word, style) / mm(20)));
    expect(wrappedLineCount(`Tel. ${word}`, mm(20), style)).toBe(Math.ceil(textWidth(word, style) / mm(20)) + 1);
    const period = '01.09.2026 – 30.09.2026';
    const width = textWidth(period, { fontSize: 8 });
    expect(fittingFontSize(period, width, { fontSize: 8.5, minFontSize: 7 })).toBe(8);
    expect(fittingFontSize(period, width / 2, { fontSize: 8.5, minFontSize: 7 })).toBe(8.5);
  });
});
