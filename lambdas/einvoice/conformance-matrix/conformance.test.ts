import { beforeAll, describe, expect, it } from 'vitest';
import { formatGermanDay } from '../../../schemas/kernel/calendar';
import { formatGermanMoney } from '../../../schemas/kernel/german-format';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document.fixtures';
import { receiptPrint } from '../../../schemas/receipts/receipt-print';
import { timeOfSupplyOf } from '../../../schemas/receipts/time-of-supply';
import {
  describeAsserts,
  failuresOf,
  loadRules,
  validateRules,
  validateSchemas,
} from '../../../test/support/einvoice-oracle';
import { pageText, pdfPages } from '../../../test/support/pdf-text';
import { renderReceiptPdf } from '../../platform/receipt-pdf/render';
import { embeddedInvoiceXml } from '../generation/factur-x-pdf';
import { generateFacturX, generateXml } from '../generation/generate';
import { type ReceiptRenderers, renderReceiptFiles } from '../receipt-files/receipt-files';
import {
  customerFormatOf,
  matrixBuyers,
  matrixCases,
  matrixReceipt,
  matrixTypes,
  type TMatrixCase,
} from './matrix-receipts.fixtures';

/**
 * Issue 24, acceptance: every receipt type × e-invoice format × kind of buyer × price precision goes
 * through the finalization's renderReceiptFiles and passes the official rules (XSD, CEN EN 16931, KoSIT
 * XRechnung incl. the Peppol rules) with no fatal or error; BR-DE-19 is a known false warning (oracle
 * README). The XML checks reuse one rendered layout PDF (its content does not matter to them); the §14 UStG
 * checks render each receipt's own PDF. The rules load once for the file.
 */

const company = sampleCompany();
const unit = sampleUnit();
let layoutPdf: Uint8Array = new Uint8Array();

beforeAll(async () => {
  loadRules();
  layoutPdf = await renderReceiptPdf(receiptPrint({ receipt: sampleBill(), company, unit }));
});

const reusedLayout: ReceiptRenderers = { pdf: async () => layoutPdf, xml: generateXml, facturX: generateFacturX };

const invoiceXmlOf = async (files: { bytes: Uint8Array; contentType: string }[]): Promise<string> => {
  const xmlFile = files.find((file) => file.contentType === 'application/xml');
  if (xmlFile) return new TextDecoder().decode(xmlFile.bytes);
  const pdf = files[0]?.bytes ?? new Uint8Array();
  return (await embeddedInvoiceXml(pdf)) ?? '';
};

/**
 * The warnings a case may raise: BR-DE-19, the IBAN check that SaxonJS computes wrongly (oracle README), and
 * BR-DE-21 for the EN 16931 profile of Factur-X, whose specification identifier is on purpose not
 * XRechnung's.
 */
const expectedWarnings = ({ format }: TMatrixCase): string[] =>
  format === 'FACTUR_X_EN16931' ? ['BR-DE-19', 'BR-DE-21'] : ['BR-DE-19'];

const cases = matrixCases();
const caseName = ({ type, format, buyer, precision }: TMatrixCase) => `${type} ${format} ${buyer} ${precision}`;

describe('the conformance matrix (3 receipt types × 4 formats × 5 buyers × 3 price precisions)', () => {
  /** Each case's invoice XML, for the XSD check of all of them at the end. */
  const written = new Map<string, string>();

  it('has every combination', () => {
    expect(cases).toHaveLength(180);
  });

  it.each(cases.map((entry, turn) => [caseName(entry), entry, turn] as const))(
    '%s passes CEN and KoSIT',
    async (name, entry, turn) => {
      const receipt = matrixReceipt(entry, turn);
      const eInvoiceFormat = customerFormatOf(entry.format);
      const made = await renderReceiptFiles(reusedLayout, { receipt, company, unit, eInvoiceFormat });
      expect(made.eInvoiceProblems).toEqual([]);
      expect(made.documents.eInvoiceFormat).toBe(eInvoiceFormat);
      const xml = await invoiceXmlOf(made.files);
      written.set(name, xml);
      const asserts = validateRules(xml);
      expect(describeAsserts(failuresOf(asserts))).toBe('');
      // No warning either (a wrong net price would show as PEPPOL-EN16931-R120), but the expected ones.
      expect(asserts.map((assert) => assert.id).filter((id) => !expectedWarnings(entry).includes(id))).toEqual([]);
      // The profile follows a real Leitweg-ID only (point 7); BT-10 is never empty.
      expect(xml.includes('xrechnung_3.0')).toBe(entry.format !== 'FACTUR_X_EN16931');
      expect(xml).not.toMatch(/<(ram|cbc):BuyerReference\s*\/>/);
      // A cancellation and a credit note name the bill (BT-25/BT-26) in every syntax (points 6, 8).
      const preceding = /<cac:BillingReference>|<ram:InvoiceReferencedDocument>/.test(xml);
      expect(preceding && xml.includes('RE-2026-0042')).toBe(entry.type !== 'BILL');
      // A bill in CHF states its VAT in EUR too (point 10).
      expect(/TaxCurrencyCode>EUR</.test(xml)).toBe(entry.buyer === 'Switzerland');
    },
  );

  // After the cases: xmllint validates all their files in one run per schema (oracle: validateSchemas).
  it('every case passes the XSD of its syntax', async () => {
    expect(written.size).toBe(cases.length);
    const names = [...written.keys()];
    const asserts = await validateSchemas([...written.values()]);
    const failed = names.flatMap((name, index) => {
      const found = asserts[index] ?? [];
      return found.length > 0 ? [`${name}:\n${describeAsserts(found)}`] : [];
    });
    expect(failed.join('\n')).toBe('');
  });
});

/** The §14 (4) UStG facts a reader of the PDF must find. */
const section14Facts = (receipt: TReceipt): string[] => {
  const recipient = receipt.recipient;
  const supply = timeOfSupplyOf(receipt);
  const supplyDays = !supply ? [] : supply.kind === 'deliveryDay' ? [supply.day] : [supply.start, supply.end];
  const money = (value: string) => formatGermanMoney(value, receipt.currency);
  return [
    receipt.number ?? '',
    formatGermanDay(receipt.date ?? ''),
    company.name,
    unit.vatId ?? '',
    recipient?.name ?? '',
    recipient?.street ?? '',
    `${recipient?.zip} ${recipient?.city}`,
    ...supplyDays.map(formatGermanDay),
    ...receipt.totals.vatGroups.flatMap((group) => [money(group.taxable), money(group.tax)]),
    money(receipt.totals.gross),
  ];
};

describe('the PDF of each receipt type and buyer states what §14 UStG asks for', () => {
  const pdfCases = matrixTypes.flatMap((type) =>
    matrixBuyers.map((buyer, turn) => {
      const entry: TMatrixCase = { type, format: 'FACTUR_X_EN16931', buyer, precision: '2 decimals' };
      return [`${type} ${buyer}`, entry, turn] as const;
    }),
  );

  it.each(pdfCases)('%s', async (_name, entry, turn) => {
    const receipt = matrixReceipt(entry, turn);
    const renderers: ReceiptRenderers = { pdf: renderReceiptPdf, xml: generateXml, facturX: generateFacturX };
    const made = await renderReceiptFiles(renderers, { receipt, company, unit, eInvoiceFormat: 'ZUGFERD' });
    const text = (await pdfPages(made.files[0]?.bytes ?? new Uint8Array())).map(pageText).join('\n');
    for (const fact of section14Facts(receipt)) expect(text, fact).toContain(fact);
    const reverseCharge = 'Steuerschuldnerschaft des Leistungsempfängers';
    expect(text.includes(reverseCharge)).toBe(entry.buyer === 'EU reverse charge');
    if (entry.buyer === 'EU reverse charge') expect(text).toContain(receipt.recipient?.vatId ?? '');
  });

  it('names the debit day, the masked account and the mandate of a direct debit', async () => {
    const receipt = matrixReceipt(
      { type: 'BILL', format: 'XRECHNUNG_UBL', buyer: 'domestic tax number', precision: '2 decimals' },
      0,
    );
    const renderers: ReceiptRenderers = { pdf: renderReceiptPdf, xml: generateXml, facturX: generateFacturX };
    const made = await renderReceiptFiles(renderers, { receipt, company, unit, eInvoiceFormat: 'XRECHNUNG_UBL' });
    const text = (await pdfPages(made.files[0]?.bytes ?? new Uint8Array())).map(pageText).join(' ');
    expect(text.replaceAll(/\s+/g, ' ')).toContain('per SEPA-Lastschrift von Ihrem Konto DE…3000 eingezogen');
    expect(await invoiceXmlOf(made.files)).toContain('am 28.08.2026 per SEPA-Lastschrift von Ihrem Konto DE…3000');
  });
});
