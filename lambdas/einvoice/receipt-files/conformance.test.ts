import { beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import {
  sampleBill,
  sampleCancellationBill,
  sampleCompany,
  sampleUnit,
} from '../../../schemas/receipts/receipt-document.fixtures';
import { receiptEInvoiceDocument } from '../../../schemas/receipts/receipt-einvoice';
import { describeAsserts, loadRules, validateEInvoice } from '../../../test/support/einvoice-oracle';
import { generateXml } from '../generation/generate';
import { readEInvoice } from '../reading/read-einvoice';

/**
 * Issue 14 point 6, last sentence: a stored bill, mapped by the receipts mapping and generated as XRechnung
 * UBL and CII, passes the official rules with no error and reads back (our own reader) with the same
 * totals, parties and lines as the receipt's own figures.
 */

beforeAll(() => loadRules());

const receipts: Record<string, () => TReceipt> = {
  bill: () => sampleBill(),
  'cancellation bill': sampleCancellationBill,
};

describe.each(Object.entries(receipts))('a %s', (_name, receiptOf) => {
  it.each(['UBL', 'CII'] as const)('as %s passes the official rules and reads back the same', async (syntax) => {
    const receipt = receiptOf();
    const document = receiptEInvoiceDocument({ receipt, company: sampleCompany(), unit: sampleUnit() });
    if (!document) throw new Error('no e-invoice document');
    const xml = await generateXml(document, syntax);
    const validation = await validateEInvoice(xml);
    expect(describeAsserts(validation.failures)).toBe('');

    const read = readEInvoice(xml);
    const gross = receipt.totals.gross.replace(/^-/, '');
    expect(read).toMatchObject({
      format: syntax,
      typeCode: receipt.type === 'BILL' ? '380' : '381',
      receiptNumber: receipt.number,
      date: receipt.date,
      currency: 'EUR',
      netAmount: receipt.totals.net.replace(/^-/, ''),
      totalTaxAmount: receipt.totals.tax.replace(/^-/, ''),
      grossAmount: gross,
      dueAmount: gross,
    });
    expect(read.sender).toMatchObject({
      name: 'Lohnunternehmen Bäumer GmbH & Co. KG',
      address: { street: 'Hauptstraße 12', zip: '49377', city: 'Vechta', country: 'DE' },
    });
    expect(read.recipient).toMatchObject({
      name: 'Hof Sörensen GbR',
      address: { street: 'Dorfstraße 3', zip: '26169', city: 'Friesoythe', country: 'DE' },
    });
    expect(read.paymentInstructions.iban).toBe('DE02120300000000202051');
    expect(read.lineItems.map((line) => [line.description, line.quantity, line.amount])).toEqual([
      ['Mähdrusch Winterweizen', '12.5', '2062.5'],
      ['Abfahrt Korn mit Überladewagen', '3.5', '269.33'],
      ['Saatgut Wintergerste', '0.8', '59.92'],
    ]);
    expect(read.vat.map((group) => [group.rate, group.taxableAmount, group.amount])).toEqual(
      receipt.totals.vatGroups.map((group) => [
        String(group.vatPercentPoints),
        group.taxable.replace(/^-/, ''),
        group.tax.replace(/^-/, ''),
      ]),
    );
  });
});
