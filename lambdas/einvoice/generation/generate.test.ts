import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TEInvoiceDocument } from '../../../schemas/einvoice/document';
import {
  cancellationBill,
  creditNote,
  directDebitBill,
  harvestBill,
} from '../../../schemas/einvoice/document.fixtures';
import { embeddedInvoiceXml } from './factur-x-pdf';
import { facturXFormat, generateFacturX, generateXml, libraryRefusal } from './generate';
import { samplePdf } from './sample-pdf.fixtures';

/** Diesel at 1.629 €/l, and a discount that makes the net price longer than 2 decimals (issue 24 point 1). */
const dieselBill = (): TEInvoiceDocument => {
  const bill = harvestBill();
  const [first, second] = bill.lines;
  if (!first || !second) throw new Error('The harvest bill has lines.');
  return {
    ...bill,
    lines: [
      { ...first, name: 'Diesel', quantity: '1234.5', unitCode: 'LTR', unitPrice: '1.629' },
      { ...second, quantity: '37', unitPrice: '1.6295', discountPercent: '12.5' },
    ],
  };
};

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

  it('writes unit prices with 3 and 4 decimals and long discounted net prices as they are', async () => {
    const ubl = await generateXml(dieselBill(), 'UBL');
    expect(ubl).toContain('<cbc:PriceAmount currencyID="EUR">1.629</cbc:PriceAmount>');
    expect(ubl).toContain('<cbc:PriceAmount currencyID="EUR">1.425813</cbc:PriceAmount>');
    const cii = await generateXml(dieselBill(), 'CII');
    expect(cii).toContain('<ram:ChargeAmount>1.629</ram:ChargeAmount>');
    expect(cii).toContain('<ram:ChargeAmount>1.425813</ram:ChargeAmount>');
  });

  it('names the preceding invoice of a cancellation in CII too (BT-25, BT-26)', async () => {
    const cii = await generateXml(cancellationBill(), 'CII');
    expect(cii).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2026-0042</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260814</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>',
    );
  });

  it('carries the creditor id of a direct debit in CII', async () => {
    expect(await generateXml(directDebitBill(), 'CII')).toContain(
      '<ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID>',
    );
  });
});

describe('generateFacturX', () => {
  it('takes the XRechnung profile for a buyer with a Leitweg-ID, else EN 16931', () => {
    expect(facturXFormat(harvestBill())).toBe('Factur-X-XRechnung');
    expect(facturXFormat({ ...harvestBill(), buyerReference: ' ' })).toBe('Factur-X-EN16931');
    expect(facturXFormat({ ...harvestBill(), buyerReference: 'Bauhof 2026/17' })).toBe('Factur-X-EN16931');
  });

  it('writes no empty buyer reference into an EN 16931 Factur-X, but the customer number', async () => {
    const xml = await embeddedInvoiceXml(
      await generateFacturX({ ...harvestBill(), buyerReference: '' }, await samplePdf()),
    );
    expect(xml).not.toContain('<ram:BuyerReference/>');
    expect(xml).toContain('<ram:BuyerReference>K-1007</ram:BuyerReference>');
  });

  it('names the corrected bill in the CII of a credit note', async () => {
    const note = { ...creditNote(), precedingInvoice: { number: 'RE-2026-0042', issueDate: '2026-08-14' } };
    const xml = await embeddedInvoiceXml(await generateFacturX(note, await samplePdf()));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:IssuerAssignedID>RE-2026-0042</ram:IssuerAssignedID>');
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

describe('libraryRefusal', () => {
  it("takes prices beyond 2 decimals, which the library's own schema refuses", () => {
    for (const format of ['XRECHNUNG_UBL', 'XRECHNUNG_CII', 'ZUGFERD'] as const) {
      expect(libraryRefusal(dieselBill(), format), format).toBeUndefined();
    }
  });

  it('names what the schema refuses, without writing anything', () => {
    // The document's date check takes any digits; the library's schema wants a month of 01 to 12.
    expect(libraryRefusal({ ...dieselBill(), issueDate: '2026-13-01' }, 'XRECHNUNG_UBL')).toMatch(
      /\/ubl:Invoice\/cbc:IssueDate must match pattern/,
    );
  });
});
