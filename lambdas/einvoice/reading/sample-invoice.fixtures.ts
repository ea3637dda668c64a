import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Invoice, InvoiceService } from '@e-invoice-eu/core';
import pdfmake from 'pdfmake';

/**
 * One German invoice in @e-invoice-eu/core's internal (UBL-shaped) format, for the reading tests: two
 * VAT rates, a Leitweg id, SEPA credit transfer, a due date, and a seller name with markup in it.
 */
export const sampleInvoice = (sellerName: string): Invoice => ({
  'ubl:Invoice': {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    'cbc:ID': 'RE-2026-0042',
    'cbc:IssueDate': '2026-11-20',
    'cbc:DueDate': '2026-12-04',
    'cbc:InvoiceTypeCode': '380',
    'cbc:DocumentCurrencyCode': 'EUR',
    'cbc:BuyerReference': '04011000-12345-03',
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': 'rechnung@lohn-hansen.example',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': {
          'cbc:StreetName': 'Dorfstraße 1',
          'cbc:CityName': 'Husum',
          'cbc:PostalZone': '25813',
          'cac:Country': { 'cbc:IdentificationCode': 'DE' },
        },
        'cac:PartyTaxScheme': [{ 'cbc:CompanyID': 'DE123456789', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': sellerName },
        'cac:Contact': {
          'cbc:Name': 'Jan Hansen',
          'cbc:Telephone': '+49 4841 1234',
          'cbc:ElectronicMail': 'buero@lohn-hansen.example',
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': 'einkauf@hof-petersen.example',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': {
          'cbc:StreetName': 'Marschweg 7',
          'cbc:CityName': 'Bredstedt',
          'cbc:PostalZone': '25821',
          'cac:Country': { 'cbc:IdentificationCode': 'DE' },
        },
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Hof Petersen GbR' },
      },
    },
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': 'RE-2026-0042',
        'cac:PayeeFinancialAccount': {
          'cbc:ID': 'DE02120300000000202051',
          'cac:FinancialInstitutionBranch': { 'cbc:ID': 'BYLADEM1001' },
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': 'Zahlbar innerhalb von 14 Tagen ohne Abzug.' },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': '89.30',
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': '450.00',
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': '85.50',
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '19', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          },
          {
            'cbc:TaxableAmount': '54.25',
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': '3.80',
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '7', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': '504.25',
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': '504.25',
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': '593.55',
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      'cbc:PayableAmount': '593.55',
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': [
      {
        'cbc:ID': '1',
        'cbc:InvoicedQuantity': '4.5',
        'cbc:InvoicedQuantity@unitCode': 'HUR',
        'cbc:LineExtensionAmount': '450.00',
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': 'Mähdrescher mit Fahrer',
          'cac:ClassifiedTaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '19', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        },
        'cac:Price': { 'cbc:PriceAmount': '100.00', 'cbc:PriceAmount@currencyID': 'EUR' },
      },
      {
        'cbc:ID': '2',
        'cbc:InvoicedQuantity': '3.1',
        'cbc:InvoicedQuantity@unitCode': 'H18',
        'cbc:LineExtensionAmount': '54.25',
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': 'Saatgut & Dünger',
          'cac:ClassifiedTaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '7', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        },
        'cac:Price': { 'cbc:PriceAmount': '17.50', 'cbc:PriceAmount@currencyID': 'EUR' },
      },
    ],
  },
});

/** The official rules and samples (never copied into the project): env EINVOICE_RULES_DIR, else beside the repository. */
const rulesDir = (): string =>
  process.env.EINVOICE_RULES_DIR ??
  resolve(fileURLToPath(new URL('../../../', import.meta.url)), '../shared/oracles/einvoice');

/** An official sample's XML, e.g. officialSample('xrechnung-testsuite/01.01a-INVOICE_ubl.xml'). */
export const officialSample = (path: string): string => readFileSync(resolve(rulesDir(), 'samples', path), 'utf8');

const silent = { log: () => {}, warn: () => {}, error: () => {} };

/** The sample as XML in one syntax ('XRECHNUNG-UBL', 'XRECHNUNG-CII'), made by the library we generate with. */
export const generatedXml = async (format: 'XRECHNUNG-UBL' | 'XRECHNUNG-CII', sellerName: string) => {
  const xml = await new InvoiceService(silent).generate(sampleInvoice(sellerName), { format, lang: 'de' });
  if (typeof xml !== 'string') throw new Error(`${format} gave no XML`);
  return xml;
};

/** The sample as a Factur-X PDF (profile XRechnung) around `layoutPdf` (whose fonts must be embedded). */
export const generatedFacturX = async (layoutPdf: Uint8Array, sellerName: string) => {
  const pdf = await new InvoiceService(silent).generate(sampleInvoice(sellerName), {
    format: 'Factur-X-XRechnung',
    lang: 'de',
    pdf: { buffer: layoutPdf, filename: 'rechnung.pdf', mimetype: 'application/pdf' },
  });
  if (typeof pdf === 'string') throw new Error('Factur-X gave no PDF');
  return pdf;
};

const dejavu = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

/** A one-page layout PDF with embedded DejaVu fonts (PDF/A-3 wants them embedded), as the receipt PDF has. */
export const layoutPdf = async (): Promise<Uint8Array> => {
  pdfmake.setFonts({
    DejaVu: { normal: dejavu('DejaVuSans.ttf'), bold: dejavu('DejaVuSans-Bold.ttf') },
  });
  const fontFiles = new Set([dejavu('DejaVuSans.ttf'), dejavu('DejaVuSans-Bold.ttf')]);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  pdfmake.setUrlAccessPolicy(() => false);
  const pdf = pdfmake.createPdf({
    content: [{ text: 'Rechnung RE-2026-0042', bold: true }, 'Mähdrescher mit Fahrer'],
    defaultStyle: { font: 'DejaVu' },
  });
  return new Uint8Array(await pdf.getBuffer());
};
