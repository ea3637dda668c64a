import { describe, expect, it } from 'vitest';
import type { TEInvoiceDocument, TEInvoiceLine } from './document';
import { conformanceCases, directDebitBill, harvestBill, reverseChargeBill, swissFrancBill } from './document.fixtures';
import { buyerReferenceOf, eInvoiceProblems, hasLeitwegId, type TEInvoiceContext } from './rules';

const xrechnung: TEInvoiceContext = { target: 'XRECHNUNG', receiptType: 'BILL' };
const zugferd: TEInvoiceContext = { target: 'ZUGFERD', receiptType: 'BILL' };

const problemsOf = (document: TEInvoiceDocument, context = xrechnung) => eInvoiceProblems(document, context);
const codesOf = (document: TEInvoiceDocument, context = xrechnung) =>
  problemsOf(document, context).map(({ code, path }) => `${code} ${path}`);

const bill = harvestBill();
const withSeller = (seller: Partial<TEInvoiceDocument['seller']>) => ({
  ...bill,
  seller: { ...bill.seller, ...seller },
});
const withBuyer = (buyer: Partial<TEInvoiceDocument['buyer']>) => ({ ...bill, buyer: { ...bill.buyer, ...buyer } });
const withContact = (contact: Partial<TEInvoiceDocument['seller']['contact']>) =>
  withSeller({ contact: { ...bill.seller.contact, ...contact } });
const [firstLine] = bill.lines;
if (!firstLine) throw new Error('The harvest bill has lines.');
const withLine = (line: Partial<TEInvoiceLine>) => ({
  ...bill,
  lines: [firstLine, { ...firstLine, id: '2', ...line }],
});

describe('eInvoiceProblems (services.md §5)', () => {
  it.each(Object.entries(conformanceCases))('finds nothing wrong with the conformance case %s', (_name, make) => {
    expect(problemsOf(make())).toEqual([]);
  });

  it('takes every e-invoice type as ZUGFeRD: a credit note is a 381 like a cancellation (issue 24)', () => {
    for (const receiptType of ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'] as const) {
      expect(codesOf(bill, { target: 'ZUGFERD', receiptType })).toEqual([]);
      expect(codesOf(bill, { target: 'XRECHNUNG', receiptType })).toEqual([]);
    }
  });

  it('needs receipt number and date', () => {
    expect(codesOf({ ...bill, number: ' ' })).toEqual(['EINV_400_02_0001 number']);
    expect(codesOf({ ...bill, issueDate: '' })).toEqual(['EINV_400_02_0002 issueDate']);
  });

  it('takes the customer number as buyer reference when there is no Leitweg-ID, and names a lack of both', () => {
    expect(codesOf({ ...bill, buyerReference: '' })).toEqual([]);
    expect(codesOf({ ...withBuyer({ customerNumber: undefined }), buyerReference: '' })).toEqual([
      'EINV_400_02_0003 buyerReference',
    ]);
    expect(buyerReferenceOf({ ...bill, buyerReference: ' ' })).toBe('K-1007');
    expect(buyerReferenceOf(bill)).toBe('04011000-12345-03');
  });

  it('lets a Factur-X go without buyer reference (EN 16931 profile) and then without the buyer e-mail', () => {
    const withoutReference = { ...withBuyer({ email: undefined, customerNumber: undefined }), buyerReference: '' };
    expect(codesOf(withoutReference, zugferd)).toEqual([]);
    expect(codesOf(withBuyer({ email: undefined }), zugferd)).toEqual(['EINV_400_02_0020 buyer.email']);
  });

  it('makes a Factur-X an XRechnung profile by a valid Leitweg-ID only, not by any buyer reference', () => {
    expect(hasLeitwegId(bill)).toBe(true);
    expect(hasLeitwegId({ ...bill, buyerReference: 'Bauhof 2026/17' })).toBe(false);
    expect(hasLeitwegId({ ...bill, buyerReference: '04011000-12345-34' })).toBe(false);
    expect(codesOf({ ...withBuyer({ email: undefined }), buyerReference: 'Bauhof 2026/17' }, zugferd)).toEqual([]);
  });

  it('needs a contact person with phone and e-mail', () => {
    expect(codesOf(withContact({ name: '' }))).toEqual(['EINV_400_02_0004 seller.contact.name']);
    expect(codesOf(withContact({ phone: '' }))).toEqual(['EINV_400_02_0005 seller.contact.phone']);
    expect(codesOf(withContact({ email: '' }))).toEqual(['EINV_400_02_0006 seller.contact.email']);
  });

  it('bills a customer without VAT id: at home, a public buyer, or abroad (issue 24)', () => {
    expect(codesOf(withBuyer({ vatId: undefined }))).toEqual([]);
    expect(codesOf(withBuyer({ vatId: ' ' }))).toEqual([]);
    for (const countryCode of ['CH', 'NO', 'GB', 'US']) {
      expect(codesOf(withBuyer({ vatId: undefined, countryCode })), countryCode).toEqual([]);
    }
  });

  it("takes a given VAT id of the buyer's country in its format, check digits included", () => {
    expect(codesOf(withBuyer({ vatId: 'NL004495445B01', countryCode: 'NL' }))).toEqual([]);
    expect(codesOf(withBuyer({ vatId: 'DK13585628', countryCode: 'DK' }))).toEqual([]);
    expect(codesOf(withBuyer({ vatId: 'CHE-116.281.710 MWST', countryCode: 'CH' }))).toEqual([]);
    expect(codesOf(swissFrancBill())).toEqual([]);
    expect(codesOf(reverseChargeBill())).toEqual([]);
  });

  it('names a VAT id of an unknown shape, of another country, or off its format', () => {
    expect(codesOf(withBuyer({ vatId: '12345' }))).toEqual(['EINV_400_02_0007 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'US123456789', countryCode: 'US' }))).toEqual(['EINV_400_02_0007 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'ATU12345675' }))).toEqual(['EINV_400_02_0008 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'DE987654328', countryCode: 'CH' }))).toEqual(['EINV_400_02_0008 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'DE12345' }))).toEqual(['EINV_400_02_0027 buyer.vatId']);
    // The Danish placeholder fails the mod-11 check; the German one its ISO 7064 check digit.
    expect(codesOf(withBuyer({ vatId: 'DK12345678', countryCode: 'DK' }))).toEqual(['EINV_400_02_0027 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'DE987654321' }))).toEqual(['EINV_400_02_0027 buyer.vatId']);
  });

  it("needs for reverse charge the buyer's VAT id of another EU member state", () => {
    const reverse = reverseChargeBill();
    const buyerOf = (buyer: Partial<TEInvoiceDocument['buyer']>) => ({
      ...reverse,
      buyer: { ...reverse.buyer, ...buyer },
    });
    expect(codesOf(buyerOf({ vatId: 'DK13585628', countryCode: 'DK' }))).toEqual([]);
    expect(codesOf(buyerOf({ vatId: 'NL004495445B01', countryCode: 'NL' }))).toEqual([]);
    expect(codesOf(buyerOf({ vatId: undefined }))).toEqual(['EINV_400_02_0026 buyer.vatId']);
    expect(codesOf(buyerOf({ vatId: 'CHE-116.281.710 MWST', countryCode: 'CH' }))).toEqual([
      'EINV_400_02_0028 buyer.vatId',
    ]);
    expect(codesOf(buyerOf({ vatId: 'DE987654328', countryCode: 'DE' }))).toEqual(['EINV_400_02_0028 buyer.vatId']);
  });

  it('needs the time of supply: a service period, service days of the lines or a delivery day', () => {
    const timeless = { ...bill, servicePeriod: undefined };
    expect(codesOf(timeless)).toEqual(['EINV_400_02_0029 servicePeriodStart']);
    expect(codesOf({ ...bill, servicePeriod: { start: '', end: '' } })).toEqual([
      'EINV_400_02_0029 servicePeriodStart',
    ]);
    expect(codesOf({ ...timeless, deliveryDate: '2026-08-05' })).toEqual([]);
    expect(codesOf({ ...timeless, lines: [{ ...firstLine, serviceDate: '2026-08-05' }] })).toEqual([]);
    expect(codesOf({ ...bill, servicePeriod: { start: '2026-08-03', end: '' } })).toEqual([]);
  });

  it('needs the exchange rate for VAT in EUR of a German bill in CHF', () => {
    expect(codesOf({ ...bill, currency: 'CHF' })).toEqual(['EINV_400_02_0030 vatExchangeRate']);
    expect(codesOf({ ...bill, currency: 'CHF', vatExchangeRate: '1.0634' })).toEqual([]);
    // A Swiss seller accounts VAT in francs: a bill in CHF needs no rate.
    expect(codesOf(swissFrancBill())).toEqual([]);
  });

  it('needs a complete billing address in a country of the ISO list, and an e-mail address', () => {
    expect(codesOf(withBuyer({ street: '' }))).toEqual(['EINV_400_02_0009 buyer.street']);
    expect(codesOf(withBuyer({ zip: '' }))).toEqual(['EINV_400_02_0009 buyer.zip']);
    expect(codesOf(withBuyer({ countryCode: 'XX' }))).toEqual([
      'EINV_400_02_0008 buyer.vatId',
      'EINV_400_02_0010 buyer.countryCode',
    ]);
    expect(codesOf(withBuyer({ email: '' }))).toEqual(['EINV_400_02_0020 buyer.email']);
  });

  it("needs the operating unit's name, address, tax id and e-mail", () => {
    expect(codesOf(withSeller({ name: '' }))).toEqual(['EINV_400_02_0011 seller.name']);
    expect(codesOf(withSeller({ city: '' }))).toEqual(['EINV_400_02_0012 seller.city']);
    expect(codesOf(withSeller({ countryCode: 'Deutschland' }))).toEqual(['EINV_400_02_0012 seller.countryCode']);
    expect(codesOf(withSeller({ vatId: undefined }))).toEqual([]);
    expect(codesOf(withSeller({ vatId: undefined, taxNumber: ' ' }))).toEqual(['EINV_400_02_0013 seller.taxNumber']);
    expect(codesOf(withSeller({ email: '' }))).toEqual(['EINV_400_02_0023 seller.email']);
  });

  it('needs creditor id, customer IBAN and mandate reference for a direct debit', () => {
    const debit = directDebitBill();
    expect(
      codesOf({
        ...debit,
        seller: { ...debit.seller, creditorId: undefined },
        payment: { ...debit.payment, debtorIban: '', mandateReference: undefined },
      }),
    ).toEqual([
      'EINV_400_02_0014 seller.creditorId',
      'EINV_400_02_0015 payment.debtorIban',
      'EINV_400_02_0016 payment.mandateReference',
    ]);
  });

  it("needs the operating unit's IBAN for a transfer", () => {
    expect(codesOf(withSeller({ iban: undefined }))).toEqual(['EINV_400_02_0021 seller.iban']);
  });

  it('needs positions, each with a name and a non-negative unit price', () => {
    expect(codesOf({ ...bill, lines: [] })).toEqual(['EINV_400_02_0024 lines']);
    expect(codesOf(withLine({ name: '' }))).toEqual(['EINV_400_02_0017 lines.1.name']);
    expect(codesOf(withLine({ unitPrice: '-0.01' }))).toEqual(['EINV_400_02_0018 lines.1.unitPrice']);
    expect(codesOf(withLine({ unitPrice: '0' }))).toEqual([]);
  });

  it('needs an exemption reason on an exempt line, and our VAT id for reverse charge', () => {
    expect(codesOf(withLine({ vatCategory: 'E', vatPercentPoints: 0 }))).toEqual([
      'EINV_400_02_0022 lines.1.exemptionReason',
    ]);
    const reverse = reverseChargeBill();
    expect(codesOf({ ...reverse, seller: { ...reverse.seller, vatId: undefined } })).toEqual([
      'EINV_400_02_0025 seller.vatId',
    ]);
  });

  it('needs a supported currency and payment type', () => {
    expect(codesOf({ ...bill, currency: 'USD' })).toEqual(['EINV_400_10_0002 currency']);
    expect(codesOf({ ...bill, payment: { ...bill.payment, means: 'CASH' } })).toEqual([
      'EINV_400_02_0019 payment.means',
    ]);
  });

  it('lists every problem in the order of the spec', () => {
    const broken = {
      ...withBuyer({ vatId: 'DE12345' }),
      number: '',
      servicePeriod: undefined,
      currency: 'GBP',
      lines: [{ ...firstLine, name: '' }],
    };
    expect(codesOf(broken)).toEqual([
      'EINV_400_02_0001 number',
      'EINV_400_02_0029 servicePeriodStart',
      'EINV_400_02_0027 buyer.vatId',
      'EINV_400_02_0017 lines.0.name',
      'EINV_400_10_0002 currency',
    ]);
  });
});
