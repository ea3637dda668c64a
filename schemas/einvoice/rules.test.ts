import { describe, expect, it } from 'vitest';
import type { TEInvoiceDocument, TEInvoiceLine } from './document';
import { conformanceCases, directDebitBill, harvestBill, reverseChargeBill, swissFrancBill } from './document-fixtures';
import { eInvoiceProblems, type TEInvoiceContext } from './rules';

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

  it('refuses a credit note as ZUGFeRD, which takes bills and cancellation bills only', () => {
    expect(codesOf(bill, { target: 'ZUGFERD', receiptType: 'CREDIT_NOTE' })).toEqual(['EINV_400_10_0001 receiptType']);
    expect(codesOf(bill, { target: 'ZUGFERD', receiptType: 'CANCELLATION_BILL' })).toEqual([]);
    expect(codesOf(bill, { target: 'XRECHNUNG', receiptType: 'CREDIT_NOTE' })).toEqual([]);
  });

  it('needs receipt number, date and buyer reference', () => {
    expect(codesOf({ ...bill, number: ' ' })).toEqual(['EINV_400_02_0001 number']);
    expect(codesOf({ ...bill, issueDate: '' })).toEqual(['EINV_400_02_0002 issueDate']);
    expect(codesOf({ ...bill, buyerReference: '' })).toEqual(['EINV_400_02_0003 buyerReference']);
  });

  it('lets a Factur-X go without buyer reference (EN 16931 profile) and then without the buyer e-mail', () => {
    expect(codesOf({ ...withBuyer({ email: undefined }), buyerReference: '' }, zugferd)).toEqual([]);
    expect(codesOf(withBuyer({ email: undefined }), zugferd)).toEqual(['EINV_400_02_0020 buyer.email']);
  });

  it('needs a contact person with phone and e-mail', () => {
    expect(codesOf(withContact({ name: '' }))).toEqual(['EINV_400_02_0004 seller.contact.name']);
    expect(codesOf(withContact({ phone: '' }))).toEqual(['EINV_400_02_0005 seller.contact.phone']);
    expect(codesOf(withContact({ email: '' }))).toEqual(['EINV_400_02_0006 seller.contact.email']);
  });

  it('needs a customer tax id whose prefix DE, CHE or AT matches the country', () => {
    expect(codesOf(withBuyer({ vatId: undefined }))).toEqual(['EINV_400_02_0007 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'DE12345' }))).toEqual(['EINV_400_02_0007 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'NL123456789B01', countryCode: 'NL' }))).toEqual([
      'EINV_400_02_0007 buyer.vatId',
    ]);
    expect(codesOf(withBuyer({ vatId: 'ATU12345678' }))).toEqual(['EINV_400_02_0008 buyer.vatId']);
    expect(codesOf(withBuyer({ vatId: 'DE987654321', countryCode: 'CH' }))).toEqual(['EINV_400_02_0008 buyer.vatId']);
    expect(codesOf(swissFrancBill())).toEqual([]);
    expect(codesOf(reverseChargeBill())).toEqual([]);
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
      ...withBuyer({ vatId: undefined }),
      number: '',
      currency: 'GBP',
      lines: [{ ...firstLine, name: '' }],
    };
    expect(codesOf(broken)).toEqual([
      'EINV_400_02_0001 number',
      'EINV_400_02_0007 buyer.vatId',
      'EINV_400_02_0017 lines.0.name',
      'EINV_400_10_0002 currency',
    ]);
  });
});
