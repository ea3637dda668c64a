import { describe, expect, it } from 'vitest';
import { readEInvoice } from './read-einvoice';
import { generatedXml, officialSample } from './sample-invoice.fixtures';
import { elementDepth, MAX_EINVOICE_DEPTH, MAX_EINVOICE_LINES } from './xml-tree';

const XRECHNUNG_UBL = 'xrechnung-testsuite/01.01a-INVOICE_ubl.xml';
const XRECHNUNG_CII = 'xrechnung-testsuite/01.01a-INVOICE_uncefact.xml';

describe('reading the official samples', () => {
  it('reads the XRechnung test suite 01.01a in UBL: number, dates, totals, parties, lines', () => {
    const bill = readEInvoice(officialSample(XRECHNUNG_UBL));
    expect(bill).toMatchObject({
      format: 'UBL',
      typeCode: '380',
      receiptNumber: '123456XX',
      date: '2016-04-04',
      dueDate: null,
      currency: 'EUR',
      netAmount: '314.86',
      totalTaxAmount: '22.04',
      grossAmount: '336.9',
      dueAmount: '336.9',
      vat: [{ rate: '7', amount: '22.04', category: 'S', taxableAmount: '314.86' }],
      sender: {
        name: '[Seller name]',
        email: 'seller@email.de',
        address: { street: '[Seller address line 1]', zip: '12345', city: '[Seller city]', country: 'DE' },
      },
      recipient: { name: '[Buyer name]', email: 'buyer@info.de' },
      paymentInstructions: { iban: 'DE79000000001234567890', paymentTerms: 'Zahlbar sofort ohne Abzug.' },
    });
    expect(bill.lineItems).toEqual([
      { description: 'Zeitschrift [...]', quantity: '1', unit: 'XPP', unitPrice: '288.79', amount: '288.79' },
      { description: 'Porto + Versandkosten', quantity: '1', unit: 'XPP', unitPrice: '26.07', amount: '26.07' },
    ]);
  });

  it('reads the same business case in CII to the same bill', () => {
    const ubl = readEInvoice(officialSample(XRECHNUNG_UBL));
    const cii = readEInvoice(officialSample(XRECHNUNG_CII));
    expect(cii).toEqual({ ...ubl, format: 'CII' });
  });

  it('reads a UBL credit note (CEN example) with its own element names', () => {
    const bill = readEInvoice(officialSample('cen/ubl-tc434-creditnote1.xml'));
    expect(bill).toMatchObject({
      format: 'UBL',
      typeCode: '381',
      receiptNumber: '018304 / 28865',
      date: '2019-09-23',
      netAmount: '100.11',
      totalTaxAmount: '0',
      dueAmount: '100.11',
      vat: [{ rate: '0', amount: '0', category: 'E', taxableAmount: '100.11' }],
      sender: { name: 'My Supplier Company', email: 'john.doole@mysuppliercompany.be' },
      recipient: { name: 'My Customer Company', address: { city: 'BRUXELLES', country: 'BE' } },
      paymentInstructions: { iban: 'BE91000000143476', bic: 'BPOTBEB1', remittanceInformation: '010676609538' },
    });
    expect(bill.lineItems).toEqual([
      {
        description: 'Exonération du versement du PP',
        quantity: '1',
        unit: 'C62',
        unitPrice: '100.11',
        amount: '100.11',
      },
    ]);
  });

  it('reads the CEN examples with two VAT rates the same in UBL and CII', () => {
    const cii = readEInvoice(officialSample('cen/CII_example1.xml'));
    expect(cii).toMatchObject({
      receiptNumber: '12115118',
      date: '2015-01-09',
      dueDate: '2015-01-09',
      netAmount: '229.6',
      totalTaxAmount: '20.73',
      grossAmount: '250.33',
      vat: [
        { rate: '6', amount: '10.99', category: 'S', taxableAmount: '183.23' },
        { rate: '21', amount: '9.74', category: 'S', taxableAmount: '46.37' },
      ],
      sender: { name: 'De Koksmaat' },
      recipient: { name: 'ODIN 59' },
      paymentInstructions: { iban: 'NL57RABO0107307510', remittanceInformation: 'Deb. 10202 / Fact. 12115118' },
    });
    expect(cii.lineItems).toHaveLength(20);
    expect(cii.lineItems.at(-1)).toMatchObject({ quantity: '6', unitPrice: '18.33', amount: '-109.98' });
    const ubl = readEInvoice(officialSample('cen/ubl-tc434-example1.xml'));
    expect(ubl.vat).toEqual(cii.vat);
    expect(ubl.lineItems).toHaveLength(20);
  });

  it('matches local names whatever prefixes the producer chose', () => {
    // The default namespace for the document, 'a:' and 'b:' for the components: the same invoice.
    const renamed = officialSample(XRECHNUNG_UBL)
      .replace(/<(\/?)ubl:/g, '<$1')
      .replace(/<(\/?)cac:/g, '<$1a:')
      .replace(/<(\/?)cbc:/g, '<$1b:')
      .replace('xmlns:ubl=', 'xmlns=')
      .replace('xmlns:cac=', 'xmlns:a=')
      .replace('xmlns:cbc=', 'xmlns:b=');
    expect(renamed).toContain('<b:ID>123456XX</b:ID>');
    expect(readEInvoice(renamed)).toEqual(readEInvoice(officialSample(XRECHNUNG_UBL)));
  });
});

describe('reading what our generator writes', () => {
  it('reads the same invoice in UBL and CII to the same bill, entities decoded', async () => {
    const name = 'Lohnunternehmen Hansen & Söhne';
    const [ubl, cii] = await Promise.all([generatedXml('XRECHNUNG-UBL', name), generatedXml('XRECHNUNG-CII', name)]);
    const fromUbl = readEInvoice(ubl);
    expect(readEInvoice(cii)).toEqual({ ...fromUbl, format: 'CII' });
    expect(fromUbl).toMatchObject({
      receiptNumber: 'RE-2026-0042',
      date: '2026-11-20',
      dueDate: '2026-12-04',
      netAmount: '504.25',
      totalTaxAmount: '89.3',
      grossAmount: '593.55',
      dueAmount: '593.55',
      sender: { name },
      vat: [
        { rate: '19', amount: '85.5', taxableAmount: '450' },
        { rate: '7', amount: '3.8', taxableAmount: '54.25' },
      ],
      paymentInstructions: {
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
        remittanceInformation: 'RE-2026-0042',
      },
    });
    expect(fromUbl.lineItems[1]).toEqual({
      description: 'Saatgut & Dünger',
      quantity: '3.1',
      unit: 'H18',
      unitPrice: '17.5',
      amount: '54.25',
    });
  });
});

describe('refusing what is no e-invoice or not safe to read', () => {
  const ubl = officialSample(XRECHNUNG_UBL);

  it('refuses a DOCTYPE, so no entity is ever declared or expanded (XXE, billion laughs)', () => {
    const xxe = ubl.replace(
      '<ubl:Invoice',
      '<!DOCTYPE ubl:Invoice [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<ubl:Invoice',
    );
    const withEntity = xxe.replace('<cbc:ID>123456XX</cbc:ID>', '<cbc:ID>&secret;</cbc:ID>');
    expect(() => readEInvoice(withEntity)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0002' }));
    const laughs = `<?xml version="1.0"?><!doctype lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Invoice>&lol2;</Invoice>`;
    expect(() => readEInvoice(laughs)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0002' }));
  });

  it('refuses more than 10 MB and more than 10,000 lines before parsing', () => {
    const padded = ubl.replace('<cbc:Note>', `<cbc:Note>${'x'.repeat(10 * 1024 * 1024)}`);
    expect(() => readEInvoice(padded)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0001' }));
    const long = ubl.replace('<cbc:Note>', `<cbc:Note>${'\n'.repeat(MAX_EINVOICE_LINES)}`);
    expect(() => readEInvoice(long)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0001' }));
  });

  it('refuses XML nested deeper than an invoice before parsing, as "format not recognised" (issue 25 point 6b)', () => {
    const deep = (depth: number) => `${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`;
    for (const xml of [
      `<Invoice>${deep(1000)}</Invoice>`,
      `<Invoice><Note>${deep(MAX_EINVOICE_DEPTH)}</Note></Invoice>`,
      ubl.replace('<cbc:Note>', `<cbc:Note>${deep(200)}`),
      // Never closed: the parser's own limit would throw before it saw the missing ends.
      `<Invoice>${'<a x="1">'.repeat(5000)}`,
    ]) {
      expect(() => readEInvoice(xml)).toThrow(expect.objectContaining({ code: 'EINV_400_10_0003' }));
    }
  });

  it('counts the depth of elements only: no comment, CDATA, declaration, empty element or quoted ">" adds one', () => {
    expect(elementDepth(officialSample(XRECHNUNG_UBL))).toBeLessThan(MAX_EINVOICE_DEPTH / 4);
    const xml = `<?xml version="1.0"?><!-- <a><a><a> --><a b="x>y" c='/>'><b/><c><![CDATA[<d><d><d>]]></c></a>`;
    expect(elementDepth(xml)).toBe(2);
    // It stops as soon as the limit is passed.
    expect(elementDepth('<a>'.repeat(100_000), 10)).toBe(11);
  });

  it('answers an unknown document, broken XML or plain text with "format not recognised"', () => {
    for (const text of ['<Order><ID>1</ID></Order>', '<Invoice><ID>1</Invoice>', 'Rechnung 42', '']) {
      expect(() => readEInvoice(text)).toThrow(expect.objectContaining({ code: 'EINV_400_10_0003' }));
    }
  });

  it('refuses another currency than EUR or CHF, and an invoice without its number or with a bad amount', () => {
    const dollars = ubl.replace('<cbc:DocumentCurrencyCode>EUR', '<cbc:DocumentCurrencyCode>USD');
    expect(() => readEInvoice(dollars)).toThrow(expect.objectContaining({ code: 'EINV_400_10_0002' }));
    const noNumber = ubl.replace('<cbc:ID>123456XX</cbc:ID>', '');
    expect(() => readEInvoice(noNumber)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0004' }));
    const badAmount = ubl.replace('>336.9</cbc:PayableAmount>', '>336,90</cbc:PayableAmount>');
    expect(() => readEInvoice(badAmount)).toThrow(expect.objectContaining({ code: 'EINV_400_40_0004' }));
  });
});
