import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { readEInvoice } from './read-einvoice';
import { readFacturX } from './read-factur-x';
import { generatedFacturX, generatedXml, layoutPdf } from './sample-invoice-fixtures';

describe('reading the invoice inside a ZUGFeRD / Factur-X PDF', () => {
  it('reads the embedded XML of a Factur-X PDF made by our generator to the bill of its CII', async () => {
    const name = 'Lohnunternehmen Hansen';
    const [pdf, cii] = await Promise.all([
      layoutPdf().then((layout) => generatedFacturX(layout, name)),
      generatedXml('XRECHNUNG-CII', name),
    ]);
    const bill = await readFacturX(pdf);
    expect(bill).toEqual(readEInvoice(cii));
    expect(bill).toMatchObject({ format: 'CII', receiptNumber: 'RE-2026-0042', dueAmount: '593.55' });
  });

  it('finds the XML under its ZUGFeRD 2.0 name too', async () => {
    const document = await PDFDocument.load(await layoutPdf());
    await document.attach(
      new TextEncoder().encode(await generatedXml('XRECHNUNG-CII', 'Hansen')),
      'zugferd-invoice.xml',
      { mimeType: 'text/xml' },
    );
    expect(await readFacturX(await document.save())).toMatchObject({ receiptNumber: 'RE-2026-0042' });
  });

  it('answers a PDF without an embedded invoice with "format not recognised"', async () => {
    await expect(readFacturX(await layoutPdf())).rejects.toMatchObject({ code: 'EINV_400_10_0003' });
  });

  it('answers a broken PDF as the caller’s fault (400), not as a server error', async () => {
    for (const bytes of ['%PDF-1.7 kaputt', 'keine PDF-Datei']) {
      await expect(readFacturX(new TextEncoder().encode(bytes))).rejects.toMatchObject({ code: 'EINV_400_40_0003' });
    }
  });

  it('refuses a PDF over 10 MB before loading it', async () => {
    await expect(readFacturX(new Uint8Array(10 * 1024 * 1024 + 1))).rejects.toMatchObject({
      code: 'EINV_400_40_0001',
    });
  });
});
