import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { deepXml, pdfWithEmbeddedFile, zlibBomb } from './hostile-pdfs.fixtures';
import { readEInvoice } from './read-einvoice';
import { readFacturX } from './read-factur-x';
import { generatedFacturX, generatedXml, layoutPdf } from './sample-invoice.fixtures';

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

  it('refuses an invoice attachment inflating to a gigabyte without inflating it (issue 25 point 6c)', async () => {
    // It lies about its size too: the bound is on what inflating gives, not on what the PDF says.
    const bomb = await pdfWithEmbeddedFile('factur-x.xml', zlibBomb(1024), {
      filter: 'FlateDecode',
      declaredSize: 2000,
    });
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    const started = performance.now();
    await expect(readFacturX(bomb)).rejects.toMatchObject({ code: 'EINV_400_40_0001' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses an attachment that declares more than 10 MB, and one whose filters it does not read', async () => {
    const small = deflateSync(Buffer.from('<Invoice/>'));
    const declared = await pdfWithEmbeddedFile('factur-x.xml', small, {
      filter: 'FlateDecode',
      declaredSize: 10 * 1024 * 1024 + 1,
    });
    await expect(readFacturX(declared)).rejects.toMatchObject({ code: 'EINV_400_40_0001' });
    const notZlib = await pdfWithEmbeddedFile('factur-x.xml', new TextEncoder().encode('kein zlib'), {
      filter: 'FlateDecode',
    });
    await expect(readFacturX(notZlib)).rejects.toMatchObject({ code: 'EINV_400_40_0003' });
  });

  it('reads an unfiltered attachment, and refuses one nested a thousand levels deep as no e-invoice', async () => {
    const cii = new TextEncoder().encode(await generatedXml('XRECHNUNG-CII', 'Hansen'));
    expect(await readFacturX(await pdfWithEmbeddedFile('factur-x.xml', cii))).toMatchObject({
      receiptNumber: 'RE-2026-0042',
    });
    const deep = new TextEncoder().encode(deepXml(1000, 'rsm:CrossIndustryInvoice'));
    await expect(readFacturX(await pdfWithEmbeddedFile('factur-x.xml', deep))).rejects.toMatchObject({
      code: 'EINV_400_10_0003',
    });
  });

  it('never inflates another attachment: a bomb beside the invoice leaves the invoice readable', async () => {
    const document = await PDFDocument.load(
      await pdfWithEmbeddedFile('anhang.txt', zlibBomb(1024), { filter: 'FlateDecode' }),
    );
    await document.attach(new TextEncoder().encode(await generatedXml('XRECHNUNG-CII', 'Hansen')), 'factur-x.xml', {
      mimeType: 'text/xml',
    });
    const pdf = await document.save();
    // Inflating the gigabyte took some 10 s (and the memory); reading only the invoice takes well under one.
    const started = performance.now();
    expect(await readFacturX(pdf)).toMatchObject({ receiptNumber: 'RE-2026-0042' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
