import { describe, expect, it, vi } from 'vitest';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document.fixtures';
import { renderReceiptPdf } from '../../platform/receipt-pdf/render';
import { embeddedInvoiceXml } from '../generation/factur-x-pdf';
import { generateFacturX, generateXml } from '../generation/generate';
import { type ReceiptRenderers, receiptFileKey, renderReceiptFiles, retentionEnd } from './receipt-files';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const FACTUR_X = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x33]);

const fakeRenderers = (): ReceiptRenderers => ({
  pdf: vi.fn(async () => PDF),
  xml: vi.fn(async (_document, syntax) => `<${syntax}/>`),
  facturX: vi.fn(async () => FACTUR_X),
});

const sources = (overrides: Parameters<typeof sampleBill>[0] = {}) => ({
  receipt: sampleBill(overrides),
  company: sampleCompany(),
  unit: sampleUnit(),
});

describe('receiptFileKey', () => {
  it('files a receipt under its company, type, id and number, with unsafe characters replaced', () => {
    expect(receiptFileKey(sampleBill(), 'pdf')).toBe('companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.pdf');
    expect(receiptFileKey(sampleBill({ number: 'VEC/2026 7' }), 'xml')).toBe(
      'companies/company-1/receipts/BILL/rcpt-1/VEC_2026_7.xml',
    );
    // Two receipts with the same number (two units' ranges without a prefix) never share a file.
    expect(receiptFileKey(sampleBill({ id: 'rcpt-2' }), 'pdf')).not.toBe(receiptFileKey(sampleBill(), 'pdf'));
  });
});

describe('retentionEnd', () => {
  it('keeps a receipt 10 years after the end of the year it was issued in (§147 AO)', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(retentionEnd({ date: '2026-08-14', finalizedAt: null }, now).toISOString()).toBe('2037-01-01T00:00:00.000Z');
    expect(retentionEnd({ date: null, finalizedAt: '2026-12-31T23:00:00.000Z' }, now).toISOString()).toBe(
      '2037-01-01T00:00:00.000Z',
    );
  });

  it('keeps a receipt dated more than ten years ago a day, never with a lock already ended', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(retentionEnd({ date: '2012-05-02', finalizedAt: null }, now).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});

describe('renderReceiptFiles', () => {
  it('makes a ZUGFeRD bill one Factur-X PDF', async () => {
    const renderers = fakeRenderers();
    const { files, documents } = await renderReceiptFiles(renderers, { ...sources(), eInvoiceFormat: 'ZUGFERD' });
    expect(files).toEqual([
      {
        key: 'companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.pdf',
        bytes: FACTUR_X,
        contentType: 'application/pdf',
      },
    ]);
    expect(documents).toEqual({
      pdfKey: 'companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.pdf',
      xmlKey: null,
      eInvoiceFormat: 'ZUGFERD',
    });
    expect(renderers.facturX).toHaveBeenCalledWith(expect.objectContaining({ number: 'RE-2026-0042' }), PDF);
  });

  it.each([
    ['XRECHNUNG_UBL', '<UBL/>'],
    ['XRECHNUNG_CII', '<CII/>'],
  ] as const)('makes a %s bill the PDF and the XML file', async (eInvoiceFormat, xml) => {
    const { files, documents } = await renderReceiptFiles(fakeRenderers(), { ...sources(), eInvoiceFormat });
    expect(files.map((file) => [file.key, file.contentType])).toEqual([
      ['companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.pdf', 'application/pdf'],
      ['companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.xml', 'application/xml'],
    ]);
    expect(new TextDecoder().decode(files[1]?.bytes)).toBe(xml);
    expect(documents).toMatchObject({
      xmlKey: 'companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.xml',
      eInvoiceFormat,
    });
  });

  it('makes the PDF alone for PDF_ONLY customers and for delivery notes, offers and reminders', async () => {
    const renderers = fakeRenderers();
    const onlyPdf = await renderReceiptFiles(renderers, { ...sources(), eInvoiceFormat: 'PDF_ONLY' });
    const note = await renderReceiptFiles(renderers, {
      ...sources({ type: 'DELIVERY_NOTE', number: 'LS-2026-0001' }),
      eInvoiceFormat: 'XRECHNUNG_UBL',
    });
    expect(onlyPdf.files.map((file) => file.bytes)).toEqual([PDF]);
    expect(note.documents).toEqual({
      pdfKey: 'companies/company-1/receipts/DELIVERY_NOTE/rcpt-1/LS-2026-0001.pdf',
      xmlKey: null,
      eInvoiceFormat: 'PDF_ONLY',
    });
    expect(renderers.xml).not.toHaveBeenCalled();
    expect(renderers.facturX).not.toHaveBeenCalled();
  });

  it('makes the PDF alone, and names the problems, when the e-invoice would break the rules', async () => {
    const renderers = fakeRenderers();
    const bill = sampleBill();
    const receipt = sampleBill({
      recipient: bill.recipient && { ...bill.recipient, buyerReference: undefined, customerNumber: null },
    });
    const made = await renderReceiptFiles(renderers, { ...sources(), receipt, eInvoiceFormat: 'XRECHNUNG_UBL' });
    expect(made.documents).toMatchObject({ xmlKey: null, eInvoiceFormat: 'PDF_ONLY' });
    expect(made.eInvoiceProblems.map((problem) => problem.code)).toEqual(['EINV_400_02_0003']);
    expect(renderers.xml).not.toHaveBeenCalled();
  });

  it('renders a real bill as a Factur-X PDF with the invoice XML inside', async () => {
    const { files } = await renderReceiptFiles(
      { pdf: renderReceiptPdf, xml: generateXml, facturX: generateFacturX },
      { ...sources(), eInvoiceFormat: 'ZUGFERD' },
    );
    const pdf = files[0]?.bytes ?? new Uint8Array();
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const xml = await embeddedInvoiceXml(pdf);
    expect(xml).toContain('RE-2026-0042');
    expect(xml).toContain('Hof Sörensen GbR');
  });
});
