import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { creditNote, directDebitBill, harvestBill } from '../../../schemas/einvoice/document-fixtures';
import { embeddedInvoiceXml } from './factur-x-pdf';
import { facturXFormat, generateFacturX, generateXml } from './generate';
import { samplePdf } from './sample-pdf';

const metadataBytes = async (pdf: Uint8Array): Promise<Uint8Array> => {
  const document = await PDFDocument.load(pdf);
  const reference = document.catalog.get(PDFName.of('Metadata'));
  const stream = reference ? document.context.lookup(reference) : undefined;
  if (!(stream instanceof PDFRawStream)) throw new Error('no XMP metadata');
  return stream.getContents();
};

describe('generateXml', () => {
  it('writes XRechnung 3.0 as UBL and as CII', async () => {
    const ubl = await generateXml(harvestBill(), 'UBL');
    expect(ubl).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(ubl).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(ubl).toContain('Mähdrusch Winterweizen');
    const cii = await generateXml(harvestBill(), 'CII');
    expect(cii).toContain('<rsm:CrossIndustryInvoice');
  });

  it('writes a type 381 as a UBL credit note', async () => {
    const xml = await generateXml(creditNote(), 'UBL');
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  });

  it('carries the creditor id of a direct debit in CII', async () => {
    expect(await generateXml(directDebitBill(), 'CII')).toContain(
      '<ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID>',
    );
  });
});

describe('generateFacturX', () => {
  it('takes the XRechnung profile when the buyer gave a reference, else EN 16931', () => {
    expect(facturXFormat(harvestBill())).toBe('Factur-X-XRechnung');
    expect(facturXFormat({ ...harvestBill(), buyerReference: ' ' })).toBe('Factur-X-EN16931');
  });

  it('attaches the CII, with the direct debit repair, to the PDF', async () => {
    const pdf = await generateFacturX(directDebitBill(), await samplePdf());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const xml = await embeddedInvoiceXml(pdf);
    expect(xml).toContain('<rsm:CrossIndustryInvoice');
    expect(xml).toContain('<ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID>');
  });

  it('attaches factur-x.xml for the EN 16931 profile', async () => {
    const pdf = await generateFacturX({ ...harvestBill(), buyerReference: '' }, await samplePdf());
    expect(await embeddedInvoiceXml(pdf)).toContain('urn:cen.eu:en16931:2017');
  });

  it('stores the XMP metadata as UTF-8, umlauts included', async () => {
    const bytes = await metadataBytes(await generateFacturX(harvestBill(), await samplePdf()));
    const xmp = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(xmp).toContain('Lohnunternehmen Bäumer GmbH');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('xpacket begin="\uFEFF"');
  });
});
