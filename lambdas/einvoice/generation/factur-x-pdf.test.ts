import { describe, expect, it } from 'vitest';
import { pdfWithEmbeddedFile, zlibBomb } from '../reading/hostile-pdfs.fixtures';
import { embeddedInvoiceXml } from './factur-x-pdf';

describe('the embedded invoice XML of a Factur-X PDF', () => {
  it('is read as stored', async () => {
    const pdf = await pdfWithEmbeddedFile('factur-x.xml', new TextEncoder().encode('<rsm:CrossIndustryInvoice/>'));
    expect(await embeddedInvoiceXml(pdf)).toBe('<rsm:CrossIndustryInvoice/>');
  });

  it('is refused, not inflated, when it would grow past 10 MB (issue 25 point 6c)', async () => {
    const bomb = await pdfWithEmbeddedFile('factur-x.xml', zlibBomb(1024), { filter: 'FlateDecode', declaredSize: 1 });
    const started = performance.now();
    await expect(embeddedInvoiceXml(bomb)).rejects.toMatchObject({ code: 'EINV_400_40_0001' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
