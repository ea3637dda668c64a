import { describe, expect, it } from 'vitest';
import {
  directDebitBill,
  harvestBill,
  reverseChargeBill,
  skontoBill,
} from '../../../schemas/einvoice/document.fixtures';
import { documentTotals, lineNet } from '../../../schemas/kernel/vat';
import { skontoTerms, toLibraryInvoice } from './library-invoice';

const invoiceOf = (document = harvestBill()) => toLibraryInvoice(document)['ubl:Invoice'];

describe('toLibraryInvoice', () => {
  it('takes every amount from the receipt arithmetic', () => {
    const document = harvestBill();
    const nets = document.lines.map((line) => lineNet(line));
    const totals = documentTotals(document.lines.map((line, index) => ({ ...line, net: nets[index] ?? '' })));
    const invoice = invoiceOf(document);
    expect(invoice['cac:InvoiceLine'].map((line) => line['cbc:LineExtensionAmount'])).toEqual(nets);
    expect(invoice['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:LineExtensionAmount': totals.net,
      'cbc:TaxInclusiveAmount': totals.gross,
      'cbc:PayableAmount': totals.gross,
    });
    expect(invoice['cac:TaxTotal'][0]['cbc:TaxAmount']).toBe(totals.tax);
    // 12.5 ha × 165 + 3.5 h × 85.5 less 10 % + 2.4 t × 38.75 = 2062.5 + 269.33 + 93 = 2424.83 net.
    expect(totals).toMatchObject({ net: '2424.83', tax: '460.72', gross: '2885.55' });
  });

  it('prices a discounted line at its exact net price and names the discount', () => {
    const line = invoiceOf()['cac:InvoiceLine'][1];
    expect(line?.['cac:Price']['cbc:PriceAmount']).toBe('76.95');
    expect(line?.['cbc:Note']).toBe('Rabatt 10 % auf den Einzelpreis 85,50');
  });

  it('measures hectares in H18, hours in HUR and tonnes in TNE', () => {
    expect(invoiceOf()['cac:InvoiceLine'].map((line) => line['cbc:InvoicedQuantity@unitCode'])).toEqual([
      'H18',
      'HUR',
      'TNE',
    ]);
  });

  it("lists the seller's VAT id and tax number, and writes e-mail addresses as electronic addresses", () => {
    const invoice = invoiceOf();
    const seller = invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(seller['cac:PartyTaxScheme']).toEqual([
      { 'cbc:CompanyID': 'DE123456789', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      { 'cbc:CompanyID': '56/123/45678', 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
    ]);
    expect(seller['cbc:EndpointID@schemeID']).toBe('EM');
    expect(invoice['cac:AccountingCustomerParty']['cac:Party']['cbc:EndpointID']).toBe('hof@soerensen.example');
  });

  it('writes Skonto as the XRechnung line after the terms', () => {
    expect(skontoTerms({ percent: '2', days: 7 })).toBe('#SKONTO#TAGE=7#PROZENT=2.00#\n');
    expect(invoiceOf(skontoBill())['cac:PaymentTerms']?.['cbc:Note']).toMatch(
      /Skonto\.\n#SKONTO#TAGE=7#PROZENT=2\.00#\n$/,
    );
  });

  it('writes a direct debit with mandate, debtor account and the creditor id', () => {
    const invoice = invoiceOf(directDebitBill());
    expect(invoice['cac:PaymentMeans']?.[0]).toMatchObject({
      'cbc:PaymentMeansCode': '59',
      'cac:PaymentMandate': {
        'cbc:ID': 'MANDAT-K-1007-01',
        'cac:PayerFinancialAccount': { 'cbc:ID': 'DE89370400440532013000' },
      },
    });
    expect(invoice['cac:AccountingSupplierParty']['cac:Party']['cac:PartyIdentification']).toEqual([
      { 'cbc:ID': 'DE98ZZZ09999999999', 'cbc:ID@schemeID': 'SEPA' },
    ]);
  });

  it('gives reverse charge its exemption reason and code, at 0 %', () => {
    const [group] = invoiceOf(reverseChargeBill())['cac:TaxTotal'][0]['cac:TaxSubtotal'] ?? [];
    expect(group?.['cac:TaxCategory']).toEqual({
      'cbc:ID': 'AE',
      'cbc:Percent': '0',
      'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE',
      'cbc:TaxExemptionReason': 'Steuerschuldnerschaft des Leistungsempfängers',
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    });
    expect(group?.['cbc:TaxAmount']).toBe('0');
  });

  it('sends the customer number as buyer reference without a Leitweg-ID, and no empty one without both', () => {
    expect(invoiceOf()['cbc:BuyerReference']).toBe('04011000-12345-03');
    expect(invoiceOf({ ...harvestBill(), buyerReference: '' })['cbc:BuyerReference']).toBe('K-1007');
    const anonymous = {
      ...harvestBill(),
      buyerReference: '',
      buyer: { ...harvestBill().buyer, customerNumber: undefined },
    };
    expect('cbc:BuyerReference' in invoiceOf(anonymous)).toBe(false);
  });

  it('states the VAT of a German bill in CHF in EUR too (BT-6, BT-111)', () => {
    const invoice = invoiceOf({ ...harvestBill(), currency: 'CHF', vatExchangeRate: '1.0634' });
    expect(invoice['cbc:TaxCurrencyCode']).toBe('EUR');
    // 460.72 CHF × 1.0634 = 489.929648 → 489.93 EUR.
    expect(invoice['cac:TaxTotal'][1]).toEqual({ 'cbc:TaxAmount': '489.93', 'cbc:TaxAmount@currencyID': 'EUR' });
    expect(invoiceOf()['cac:TaxTotal']).toHaveLength(1);
    expect(invoiceOf()['cbc:TaxCurrencyCode']).toBeUndefined();
  });

  it('refuses a document the rules would have refused', () => {
    expect(() => toLibraryInvoice({ ...harvestBill(), currency: 'USD' })).toThrow(/not checked: currency USD/);
  });
});
