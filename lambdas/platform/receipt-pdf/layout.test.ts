import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TPrintEntry, TPrintLine, TReceiptPrintInput } from '../../../schemas/receipts/print';
import { pageText, pdfPages, type TPdfText } from '../../../test/support/pdf-text';
import { DRAFT_MARK, PREVIEW_MARK } from './document';
import { billLines, samplePrint, totalsOf } from './print.fixtures';
import { renderReceiptPdf } from './render';

/**
 * The layout defects of issue 24, measured on rendered PDFs: positions in millimetres from the page's top
 * left corner (A4: 210 × 297 mm; DIN 5008 keeps text 20 mm from the right edge, so x ≤ 190 mm).
 */

const PAGE = { width: 210, height: 297, rightMargin: 190 };
/** Half a point: pdfjs and pdfmake round positions differently. */
const TOLERANCE = 0.2;

const render = async (name: string, print: TReceiptPrintInput) => {
  const pdf = await renderReceiptPdf(print);
  mkdirSync('test/artifacts', { recursive: true });
  writeFileSync(`test/artifacts/${name}.pdf`, pdf);
  return pdfPages(pdf);
};

/** Every piece of text but the diagonal marks (rotated, so their width says nothing about the margin). */
const printed = (page: readonly TPdfText[]) =>
  page.filter((piece) => piece.text !== DRAFT_MARK && piece.text !== PREVIEW_MARK);

const at = (page: readonly TPdfText[], text: string) => page.find((piece) => piece.text === text);

/** A GmbH & Co. KG: Komplementärin, Registergericht and Geschäftsführer lines in the footer. */
const LONG_FOOTER_LINES = [
  'Lohnunternehmen Hansen GmbH & Co. KG',
  'Dorfstraße 1, 25813 Husum',
  'Komplementärin: Hansen Verwaltungs GmbH, Husum',
  'Registergericht: Amtsgericht Flensburg HRA 1234 HU',
  'Komplementärin: Amtsgericht Flensburg HRB 5678 HU',
  'Geschäftsführer: Hauke Hansen, Jürgen Brüggemann',
];

describe('the receipt PDF’s layout (issue 24)', () => {
  it('keeps a long footer on the page: its last line above the bottom edge, on every page (point 1)', async () => {
    const base = samplePrint(1);
    const pages = await render(
      'receipt-long-footer',
      samplePrint(45, { footer: { ...base.footer, companyLines: LONG_FOOTER_LINES } }),
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const manager = page.filter((piece) => piece.text.startsWith('Geschäftsführer'));
      const last = page.find((piece) => piece.text.includes('Brüggemann') && piece.yMm > 250);
      expect(manager).toHaveLength(1);
      expect(last).toBeDefined();
      // The lowest baseline keeps 5 mm to the edge; the positions end above the footer's rule.
      expect(Math.max(...page.map((piece) => piece.yMm))).toBeLessThan(PAGE.height - 5);
      for (const piece of printed(page)) expect(piece.xMm + piece.widthMm).toBeLessThan(PAGE.rightMargin + TOLERANCE);
    }
  });

  it('keeps even ten long footer lines on the page, in a smaller font (point 1)', async () => {
    const companyLines = Array.from(
      { length: 10 },
      (_, index) => `Zeile ${index + 1}: Amtsgericht Flensburg, HRB ${1000 + index}, Geschäftsführung Hauke Hansen`,
    );
    const pages = await render(
      'receipt-ten-footer-lines',
      samplePrint(30, { footer: { ...samplePrint(1).footer, companyLines } }),
    );
    for (const page of pages) {
      const last = page.filter((piece) => piece.text.includes('Hansen') && piece.yMm > 200);
      expect(pageText(page)).toContain('Zeile 10:');
      expect(Math.max(...last.map((piece) => piece.yMm))).toBeLessThan(PAGE.height - 5);
    }
  });

  it('keeps a long customer name and street in the address window, clear of the info block', async () => {
    const base = samplePrint(1);
    const recipient = {
      ...base.recipient,
      name: 'Landwirtschaftliche Betriebsgemeinschaft Nordfriesland GmbH & Co. KG',
      addition: 'z. Hd. Frau Dr. Anna-Katharina Petersen-Brodersen, Leitung Rechnungswesen',
      street: 'Am Langen Deich gegenüber dem alten Sielzug hinter der Hofstelle 117a',
    };
    const [first] = await render('receipt-long-recipient', samplePrint(1, { recipient }));
    const window = printed(first ?? []).filter((piece) => piece.xMm < 110 && piece.yMm > 60 && piece.yMm < 92);
    expect(pageText(window)).toContain('GmbH & Co. KG');
    expect(pageText(window)).toContain('117a');
    // The window ends at 105 mm; the info block begins at 125 mm.
    for (const piece of window) expect(piece.xMm + piece.widthMm).toBeLessThan(105 + TOLERANCE);
  });

  it('keeps every value of the info block within the right margin: long ones shrink or wrap (point 2)', async () => {
    const facts = [
      { label: 'Kundennummer', value: '10042-NORD-2026' },
      { label: 'Ihre USt-IdNr.', value: 'ATU12345678' },
      { label: 'Ansprechpartner', value: 'Hauke Hansen-Brüggemann' },
      { label: 'E-Mail', value: 'buchhaltung.lohnunternehmen@hansen-agrar.example' },
      { label: 'Leistungszeitraum', value: '01.09.2026 – 30.09.2026' },
    ];
    const [first = []] = await render(
      'receipt-long-info-values',
      samplePrint(3, { number: 'RE-2026-0010-NORD', numberLabel: 'Rechnungsnummer', facts }),
    );
    const block = printed(first).filter((piece) => piece.xMm >= 124 && piece.yMm < 110);
    expect(block.length).toBeGreaterThanOrEqual(14);
    for (const piece of printed(first)) expect(piece.xMm + piece.widthMm).toBeLessThan(PAGE.rightMargin + TOLERANCE);
    expect(pageText(first)).toContain('01.09.2026 – 30.09.2026');
    expect(pageText(first).replaceAll('\n', '')).toContain('buchhaltung.lohnunternehmen@hansen-agrar.example');
    // The running text begins below the block.
    const title = at(first, 'Rechnung');
    expect(title?.yMm).toBeGreaterThan(Math.max(...block.map((piece) => piece.yMm)) + 3);
  });

  it('holds a pauschal unit, seven-digit amounts and four-decimal prices on one line each (points 3, 8)', async () => {
    const long = 'Pauschale für Anfahrt, Rüsten und Reinigung des Häckslers nach Ende der Maisernte am Hof';
    const figures = (line: Partial<TPrintLine> & Pick<TPrintLine, 'position' | 'unitPrice' | 'lineNet'>) => ({
      name: 'Häckseln',
      description: long,
      quantity: '1',
      unitLabel: 'pauschal',
      vatPercentPoints: 19,
      discountPercent: '12.5',
      ...line,
    });
    const lines: TPrintLine[] = [
      figures({ position: '1', unitPrice: '1234567.89', lineNet: '1080246.9' }),
      figures({ position: '2', quantity: '12345.5', unitLabel: 'Stk.', unitPrice: '1.629', lineNet: '20110.82' }),
      figures({ position: '3', quantity: '2400', unitLabel: 'kWh', unitPrice: '0.0825', lineNet: '198' }),
    ];
    const [first = []] = await render('receipt-wide-figures', samplePrint(0, { lines, totals: totalsOf(lines) }));
    const row = (text: string) => at(first, text)?.yMm;
    for (const [text, sameRowAs] of [
      ['1 pauschal', '1.080.246,90 €'],
      ['1.234.567,89 €', '1.080.246,90 €'],
      ['12,5 %', '1.080.246,90 €'],
      ['12.345,5 Stk.', '20.110,82 €'],
      ['1,629 €', '20.110,82 €'],
      ['0,0825 €', '198,00 €'],
    ] as const) {
      expect(row(text), text).toBeDefined();
      expect(Math.abs((row(text) ?? 0) - (row(sameRowAs) ?? 100)), text).toBeLessThan(0.5);
    }
    expect(first.filter((piece) => piece.text === '19 %')).toHaveLength(3);
    for (const piece of printed(first)) expect(piece.xMm + piece.widthMm).toBeLessThan(PAGE.rightMargin + TOLERANCE);
  });

  it('names receipt, date and page at the top of every following page (point 5)', async () => {
    const pages = await render('receipt-follow-up-pages', samplePrint(60));
    expect(pages).toHaveLength(3);
    for (const index of [1, 2]) {
      const header = at(pages[index] ?? [], `Rechnung RE-2026-0012 vom 03.11.2026 · Seite ${index + 1} von 3`);
      expect(header?.yMm).toBeLessThan(20);
    }
    expect(pageText(pages[0] ?? [])).not.toContain('Rechnung RE-2026-0012 vom');
  });

  it('prints text positions in their place, without number or figures (point 6)', async () => {
    const [one, two] = billLines(2);
    const lines: TPrintEntry[] = [
      ...(one ? [one] : []),
      { kind: 'TEXT', text: 'Arbeiten am 5. September auf den Schlägen am Moor' },
      ...(two ? [two] : []),
    ];
    const [first = []] = await render('receipt-text-line', samplePrint(0, { lines, totals: totalsOf(billLines(2)) }));
    const text = at(first, 'Arbeiten am 5. September auf den Schlägen am Moor');
    const before = at(first, 'Gülle ausbringen mit Güllefass');
    const after = at(first, 'Mähdrescher Weizen');
    expect(text?.xMm).toBeCloseTo(before?.xMm ?? 0, 1);
    expect(text?.yMm).toBeGreaterThan(before?.yMm ?? 999);
    expect(text?.yMm).toBeLessThan(after?.yMm ?? 0);
    const row = first.filter((piece) => Math.abs(piece.yMm - (text?.yMm ?? 0)) < 0.5);
    expect(row.map((piece) => piece.text)).toEqual(['Arbeiten am 5. September auf den Schlägen am Moor']);
  });

  it('prints a position’s day of supply below it (point 7)', async () => {
    const lines = billLines(2).map((line, index) => ({ ...line, serviceDate: `2026-09-0${index + 4}` }));
    const [first = []] = await render('receipt-service-dates', samplePrint(0, { lines, totals: totalsOf(lines) }));
    const name = at(first, 'Mähdrescher Weizen');
    const day = at(first, 'Leistungsdatum 05.09.2026');
    expect(day?.xMm).toBeCloseTo(name?.xMm ?? 0, 1);
    expect(day?.yMm).toBeGreaterThan(name?.yMm ?? 999);
    expect(pageText(first)).toContain('Leistungsdatum 04.09.2026');
  });

  it('states the VAT of a CHF bill in EUR under the totals (point 9)', async () => {
    const vatInEur = { rate: '1.0512', tax: '470.13', groups: [{ vatPercentPoints: 19, tax: '465.73' }] };
    const pages = await render('receipt-chf', samplePrint(4, { currency: 'CHF', vatInEur }));
    const text = pages.map(pageText).join('\n');
    expect(text).toContain('Umsatzsteuer in EUR: 470,13 € (Kurs 1 CHF = 1,0512 EUR)');
    expect(text).toMatch(/Gesamtbetrag\n[\d.]+,\d\d CHF/);
    const two = { ...vatInEur, groups: [...vatInEur.groups, { vatPercentPoints: 7, tax: '4.4' }] };
    const both = (await render('receipt-chf-two-rates', samplePrint(4, { currency: 'CHF', vatInEur: two })))
      .map(pageText)
      .join('\n');
    expect(both).toContain('Umsatzsteuer in EUR: 470,13 € (19 %: 465,73 €, 7 %: 4,40 €; Kurs 1 CHF = 1,0512 EUR)');
  });

  it('names the bill a cancellation bill refers to under its title (point 11)', async () => {
    const [first = []] = await render(
      'receipt-cancellation',
      samplePrint(2, { title: 'Stornorechnung', reference: 'zu Rechnung RE-2026-0010 vom 17.11.2026' }),
    );
    const title = at(first, 'Stornorechnung');
    const reference = at(first, 'zu Rechnung RE-2026-0010 vom 17.11.2026');
    expect(reference?.yMm).toBeGreaterThan(title?.yMm ?? 999);
    expect((reference?.yMm ?? 0) - (title?.yMm ?? 0)).toBeLessThan(8);
  });

  it('marks a numbered receipt rendered as a preview on every page, and a draft as ENTWURF (point 10)', async () => {
    const note = 'Vorschau – nicht das archivierte Original';
    const preview = await render('receipt-final-preview', samplePrint(60, { previewNote: note }));
    for (const page of preview) {
      expect(pageText(page)).toContain(note);
      expect(pageText(page)).toContain(PREVIEW_MARK);
      expect(pageText(page)).not.toContain(DRAFT_MARK);
    }
    const draft = await render('receipt-draft-preview', samplePrint(2, { number: null }));
    expect(pageText(draft[0] ?? [])).toContain(DRAFT_MARK);
    expect(pageText(draft[0] ?? [])).not.toContain(note);
  });
});
