import { mkdirSync, writeFileSync } from 'node:fs';
import pdfmake from 'pdfmake';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGermanMoney } from '../../../schemas/kernel/german-format';
import { skontoAmount } from '../../../schemas/kernel/vat';
import { ZReceiptPrint } from '../../../schemas/receipts/print';
import { pageText, pdfPages, type TPdfText } from '../../../test/support/pdf-text';
import { billLines, SAMPLE_IBAN, samplePrint, totalsOf } from './print.fixtures';
import { applyReceiptFonts, renderReceiptPdf } from './render';

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A PDF written for a human to look at (test/artifacts is ignored by git). */
const keep = (name: string, pdf: Uint8Array) => {
  mkdirSync('test/artifacts', { recursive: true });
  writeFileSync(`test/artifacts/${name}.pdf`, pdf);
};

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('the receipt PDF of a bill with 60 positions', () => {
  let pdf: Uint8Array;
  let pages: TPdfText[][];
  const text = (index: number) => pageText(pages[index] ?? []);

  beforeAll(async () => {
    pdf = await renderReceiptPdf(samplePrint(60, { logo: ONE_PIXEL_PNG }));
    keep('receipt-bill-60', pdf);
    pages = await pdfPages(pdf);
  });

  it('runs over three pages, each counted: the first in the footer, the others at the top', () => {
    expect(pages).toHaveLength(3);
    for (const index of [0, 1, 2]) expect(text(index)).toContain(`Seite ${index + 1} von 3`);
  });

  it('repeats the header row of the positions on every page', () => {
    for (const index of [0, 1, 2]) {
      expect(text(index)).toMatch(/Pos\.\nBezeichnung\nMenge\nEinzelpreis\nRabatt\nUSt\.\nBetrag/);
    }
  });

  it('prints the totals on the last page only, the German way', () => {
    const totals = totalsOf(billLines(60));
    expect(text(0)).not.toContain('Gesamtbetrag');
    expect(text(1)).not.toContain('Gesamtbetrag');
    expect(text(2)).toContain('Gesamtbetrag');
    expect(totals.gross).toMatch(/^\d{5,}\.\d\d$/);
    const [whole = '', cents = ''] = totals.gross.split('.');
    expect(text(2)).toContain(`${whole.slice(0, -3)}.${whole.slice(-3)},${cents} €`);
    expect(text(2)).toMatch(/zzgl\. 19 % USt\. auf [\d.]+,\d\d €/);
    expect(text(2)).toMatch(/zzgl\. 7 % USt\. auf [\d.]+,\d\d €/);
    expect(text(2)).toContain(`2 % Skonto (${formatGermanMoney(skontoAmount(totals.gross, '2'), 'EUR')})`);
  });

  it('keeps umlauts and German number formats intact', () => {
    expect(text(0)).toContain('Gülle ausbringen mit Güllefass');
    expect(text(0)).toContain('Mähdrescher Weizen');
    expect(text(0)).toContain('12,5 ha');
    expect(text(0)).toContain('7,25 Std.');
    expect(text(0)).toContain('03.11.2026');
  });

  it('has bank and tax ids in the footer of every page', () => {
    for (const index of [0, 1, 2]) {
      expect(text(index)).toContain('IBAN DE89 3704 0044 0532 0130 00');
      expect(text(index)).toContain('USt-IdNr. DE123456789');
      expect(text(index)).toContain('Gläubiger-ID DE98ZZZ09999999999');
    }
    expect(SAMPLE_IBAN).toBe('DE89370400440532013000');
  });

  it('embeds every font it uses (PDF/A-3 needs it), and no standard font', () => {
    const bytes = latin1(pdf);
    const descriptors = bytes.match(/\/Type \/FontDescriptor/g) ?? [];
    const files = bytes.match(/\/FontFile2 \d+ 0 R/g) ?? [];
    expect(descriptors.length).toBeGreaterThan(0);
    expect(files).toHaveLength(descriptors.length);
    expect(bytes).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });

  it('places the address in the DIN 5008 window and the info block beside it', () => {
    const first = pages[0] ?? [];
    const at = (value: string) => first.find((piece) => piece.text === value);
    const recipient = at('Hof Brüggemann GbR');
    const senderRow = at('Lohnunternehmen Hansen GmbH · Dorfstraße 1 · 25813 Husum');
    const city = at('25821 Bredstedt');
    // The window: 20..105 mm from the left, 45..90 mm from the top; the address below the 17.7 mm note zone.
    for (const piece of [recipient, city]) {
      expect(piece?.xMm).toBeGreaterThanOrEqual(20);
      expect(piece?.xMm).toBeLessThan(105);
      expect(piece?.yMm).toBeGreaterThan(45 + 17.7);
      expect(piece?.yMm).toBeLessThan(90);
    }
    expect(senderRow?.yMm).toBeGreaterThan(45);
    expect(senderRow?.yMm).toBeLessThan(45 + 17.7);
    const number = at('RE-2026-0012');
    expect(number?.xMm).toBeGreaterThanOrEqual(125);
    expect(number?.yMm).toBeGreaterThan(50);
    // The running text begins below the window (form B: 98.46 mm).
    expect(at('Rechnung')?.yMm).toBeGreaterThan(98);
  });

  it('carries the logo as an image', () => {
    expect(latin1(pdf)).toMatch(/\/Subtype \/Image/);
  });

  it('is no draft', () => {
    expect(text(0)).not.toContain('ENTWURF');
    expect(text(0)).not.toContain('Entwurf');
  });
});

describe('receipts other than a final bill', () => {
  it('marks a draft with ENTWURF across every page and Entwurf instead of a number', async () => {
    const pdf = await renderReceiptPdf(samplePrint(60, { number: null }));
    keep('receipt-draft', pdf);
    const pages = await pdfPages(pdf);
    for (const page of pages) expect(pageText(page)).toContain('ENTWURF');
    expect(pageText(pages[0] ?? [])).toMatch(/Belegnummer\nEntwurf/);
  });

  it('moves the text below an info block that needs more room than DIN 5008 gives it', async () => {
    const facts = Array.from({ length: 8 }, (_, index) => ({
      label: `Bezug ${index + 1}`,
      value: `Rechnung RE-2026-00${10 + index} vom 03.11.2026`,
    }));
    const pdf = await renderReceiptPdf(samplePrint(2, { facts }));
    keep('receipt-long-info-block', pdf);
    const pages = await pdfPages(pdf);
    // It fills the page to its foot; no empty page follows for a trailing space.
    expect(pages).toHaveLength(1);
    const first = pages[0] ?? [];
    const title = first.find((piece) => piece.text === 'Rechnung');
    const infoBottom = Math.max(
      ...first.filter((piece) => piece.xMm >= 125 && piece.yMm < 150).map((piece) => piece.yMm),
    );
    expect(infoBottom).toBeGreaterThan(98.46);
    expect(title?.yMm).toBeGreaterThan(infoBottom + 3);
  });

  it('prints no prices on a delivery note', async () => {
    const lines = billLines(4).map(({ unitPrice, lineNet, vatPercentPoints, discountPercent, ...line }) => line);
    const print = samplePrint(0, {
      title: 'Lieferschein',
      lines,
      totals: undefined,
      paymentText: undefined,
      facts: [{ label: 'Lieferdatum', value: '02.11.2026' }],
    });
    const pdf = await renderReceiptPdf(print);
    keep('receipt-delivery-note', pdf);
    const text = (await pdfPages(pdf)).map(pageText).join('\n');
    expect(text).toContain('Lieferschein');
    expect(text).toMatch(/Pos\.\nBezeichnung\nMenge\n1\n/);
    expect(text).toContain('120,4 t');
    for (const price of ['Einzelpreis', 'Betrag', 'USt.', 'Gesamtbetrag', '€']) expect(text).not.toContain(price);
  });

  it('states reverse charge with both VAT ids and the country of a recipient abroad', async () => {
    const lines = billLines(3).map((line) => ({ ...line, vatPercentPoints: 0 }));
    const print = samplePrint(0, {
      lines,
      totals: totalsOf(lines, 'AE'),
      recipient: {
        name: 'Agrar Huber KG',
        street: 'Hauptplatz 3',
        zip: '4600',
        city: 'Wels',
        country: 'AT',
        vatId: 'ATU12345678',
      },
    });
    const text = (await pdfPages(await renderReceiptPdf(print))).map(pageText).join('\n');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toContain('USt-IdNr. des Leistenden: DE123456789 · USt-IdNr. des Leistungsempfängers: ATU12345678');
    expect(text).toMatch(/4600 Wels\nÖSTERREICH/);
    expect(text).not.toContain('zzgl.');
  });

  it('prints amounts in Swiss francs when the receipt is in CHF', async () => {
    const text = (await pdfPages(await renderReceiptPdf(samplePrint(2, { currency: 'CHF' })))).map(pageText).join('\n');
    expect(text).toMatch(/Gesamtbetrag\n[\d.]+,\d\d CHF/);
  });
});

describe('what a print may contain', () => {
  it('refuses reverse charge without the customer’s VAT id', () => {
    const lines = billLines(1);
    const result = ZReceiptPrint.safeParse(samplePrint(0, { lines, totals: totalsOf(lines, 'AE') }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['recipient.vatId']);
  });

  it('takes a logo only as PNG or JPEG data, never as a file or an address', () => {
    for (const logo of ['/etc/passwd', 'https://example.invalid/logo.png', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(ZReceiptPrint.safeParse(samplePrint(1, { logo })).success).toBe(false);
    }
    expect(ZReceiptPrint.safeParse(samplePrint(1, { logo: ONE_PIXEL_PNG })).success).toBe(true);
  });

  it('leaves pdfmake no way to read a file or fetch an address a document names', async () => {
    // The policies every render sets (the module singleton's, which other code of the process may change).
    applyReceiptFonts();
    const named = (image: string) =>
      pdfmake.createPdf({ content: [{ image }], defaultStyle: { font: 'DejaVuSans' } }).getBuffer();
    await expect(named('/etc/hostname')).rejects.toThrow(/denied by resource access policy/);
    await expect(named('http://127.0.0.1:9/logo.png')).rejects.toThrow(/denied by resource access policy/);
  });
});
