import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { embeddedFile } from './embedded-file';
import { pdfWithEmbeddedFile, zlibBomb } from './hostile-pdfs.fixtures';

const XML = '<Invoice>Müller</Invoice>';
const MEGABYTE = 1024 * 1024;
const hex = (text: string) => Buffer.from(`${Buffer.from(text).toString('hex')}>`);

const read = async (pdf: Uint8Array, names = ['factur-x.xml']) => {
  const bytes = embeddedFile(await PDFDocument.load(pdf), names);
  return bytes && new TextDecoder().decode(bytes);
};

describe('an embedded file, read within bounds (issue 25 point 6c)', () => {
  it('is found by its name in any case, and decoded from Flate, hex or as stored', async () => {
    const flate = await pdfWithEmbeddedFile('Factur-X.xml', deflateSync(Buffer.from(XML)), { filter: 'FlateDecode' });
    expect(await read(flate)).toBe(XML);
    expect(await read(await pdfWithEmbeddedFile('factur-x.xml', hex(XML), { filter: 'ASCIIHexDecode' }))).toBe(XML);
    expect(await read(await pdfWithEmbeddedFile('factur-x.xml', Buffer.from(XML)))).toBe(XML);
    expect(await read(flate, ['xrechnung.xml'])).toBeUndefined();
  });

  it('inflates up to the limit and stops past it, whatever size the PDF declares', async () => {
    const justBelow = await pdfWithEmbeddedFile('factur-x.xml', zlibBomb(10), { filter: 'FlateDecode' });
    expect((await read(justBelow))?.length).toBe(10 * MEGABYTE);
    const above = await pdfWithEmbeddedFile('factur-x.xml', zlibBomb(11), { filter: 'FlateDecode', declaredSize: 10 });
    await expect(read(above)).rejects.toMatchObject({ code: 'EINV_400_40_0001' });
  });

  it('refuses Flate behind another filter, predictors, and a stream that is no zlib, as an unreadable PDF', async () => {
    for (const options of [
      { filter: ['ASCIIHexDecode', 'FlateDecode'] },
      { filter: 'FlateDecode', decodeParms: { Predictor: 12 } },
    ]) {
      const pdf = await pdfWithEmbeddedFile('factur-x.xml', hex('x'), options);
      await expect(read(pdf), JSON.stringify(options)).rejects.toMatchObject({ code: 'EINV_400_40_0003' });
    }
    const notZlib = await pdfWithEmbeddedFile('factur-x.xml', Buffer.from(XML), { filter: 'FlateDecode' });
    await expect(read(notZlib)).rejects.toMatchObject({ code: 'EINV_400_40_0003' });
  });
});
