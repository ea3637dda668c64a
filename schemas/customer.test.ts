import { describe, expect, it } from 'vitest';
import { customerMessages, ZCustomerInput, ZCustomerUpdate } from './customer';
import { receiptDataMessages } from './messages';
import { issuesFromZod } from './validation';

const issuesOf = (input: unknown) => {
  const result = ZCustomerInput.safeParse(input);
  return result.success ? [] : issuesFromZod(result.error);
};

describe('ZCustomerInput', () => {
  it('accepts a German zip of 5 digits, phone numbers as people write them, and a named contact', () => {
    const result = ZCustomerInput.safeParse({
      name: 'Hof Meyer',
      addressZip: '25813',
      phone: '+49 (4841) 123-45',
      mobilePhoneNumber: '0171/1234567',
      contactPersons: [{ lastName: 'Meyer', phone: '04841 12345' }],
      deliveryAddress: { zip: '1234 AB', countryCode: 'NL' },
    });
    expect(result.success).toBe(true);
  });

  it('refuses zip ABCDE, phone abc and a contact person without a name, all at once at their fields', () => {
    const issues = issuesOf({
      name: '',
      addressZip: 'ABCDE',
      phone: 'abc',
      contactPersons: [{ mobile: '12a' }],
      deliveryAddress: { zip: '123', countryCode: 'DE' },
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Bitte gib einen Namen ein.' },
        { path: 'addressZip', message: customerMessages.zipGermany },
        { path: 'phone', message: customerMessages.phone },
        { path: 'contactPersons.0.firstName', message: customerMessages.contactName },
        { path: 'contactPersons.0.mobile', message: customerMessages.phone },
        { path: 'deliveryAddress.zip', message: customerMessages.zipGermany },
      ]),
    );
  });

  it('checks zips of other countries loosely', () => {
    expect(issuesOf({ name: 'Farm', addressCountryCode: 'GB', addressZip: 'SW1A 1AA' })).toEqual([]);
    expect(issuesOf({ name: 'Farm', addressCountryCode: 'AT', addressZip: '1!' })).toEqual([
      { path: 'addressZip', message: customerMessages.zipOther },
    ]);
  });

  it('applies the same rules to an update', () => {
    const result = ZCustomerUpdate.safeParse({ name: 'Hof', version: 1, addressZip: '2581' });
    expect(result.success).toBe(false);
  });
});

describe('the receipt data of a customer', () => {
  const mandate = {
    reference: 'LW-2025-0001',
    signedOn: '2025-03-01',
    iban: 'DE89 3704 0044 0532 0130 00',
    accountHolder: 'Hof Jansen',
  };

  it('defaults to transfer, ZUGFeRD, no mandate and the company payment term', () => {
    const customer = ZCustomerInput.parse({ name: 'Hof Jansen' });
    expect(customer).toMatchObject({
      paymentMethod: 'TRANSFER',
      sepaMandate: null,
      eInvoiceFormat: 'ZUGFERD',
      paymentTermDays: null,
    });
  });

  it('takes a direct debit with its mandate, the IBAN stored compact', () => {
    const customer = ZCustomerInput.parse({ name: 'Hof Jansen', paymentMethod: 'DIRECT_DEBIT', sepaMandate: mandate });
    expect(customer.sepaMandate?.iban).toBe('DE89370400440532013000');
  });

  it('asks for a mandate at its field when the customer pays by direct debit, and checks the mandate', () => {
    expect(issuesOf({ name: 'Hof Jansen', paymentMethod: 'DIRECT_DEBIT' })).toEqual([
      { path: 'sepaMandate', message: receiptDataMessages.mandateRequired },
    ]);
    expect(
      issuesOf({
        name: 'Hof Jansen',
        sepaMandate: { ...mandate, iban: 'DE00 1234', reference: '', signedOn: 'gestern' },
      }),
    ).toEqual([
      { path: 'sepaMandate.reference', message: receiptDataMessages.mandateReference },
      { path: 'sepaMandate.signedOn', message: receiptDataMessages.mandateSignedOn },
      { path: 'sepaMandate.iban', message: receiptDataMessages.invalidIban },
    ]);
  });

  it('names a missing mandate also when another field is wrong: every error shows at once', () => {
    expect(issuesOf({ name: 'Hof', vatId: 'DE123', paymentMethod: 'DIRECT_DEBIT' })).toEqual([
      { path: 'vatId', message: receiptDataMessages.invalidVatId },
      { path: 'sepaMandate', message: receiptDataMessages.mandateRequired },
    ]);
  });

  it('refuses what finalizing a receipt would refuse: wrong check digits, or the VAT id of another country', () => {
    expect(issuesOf({ name: 'Hof', vatId: 'DE987654321' })).toEqual([
      { path: 'vatId', message: receiptDataMessages.invalidVatId },
    ]);
    expect(issuesOf({ name: 'Gård', vatId: 'DK12345678', addressCountryCode: 'DK' })).toEqual([
      { path: 'vatId', message: receiptDataMessages.invalidVatId },
    ]);
    expect(issuesOf({ name: 'Gård', vatId: 'DK13585628' })).toEqual([
      { path: 'vatId', message: customerMessages.vatIdCountry },
    ]);
    expect(issuesOf({ name: 'Gård', vatId: 'dk 1358 5628', addressCountryCode: 'DK' })).toEqual([]);
    expect(issuesOf({ name: 'Hof', vatId: 'CHE-116.281.710 MWST', addressCountryCode: 'CH' })).toEqual([]);
    expect(issuesOf({ name: 'Hof', vatId: 'DE987654328' })).toEqual([]);
  });

  it('refuses a wrong VAT id, Leitweg-ID and payment term at their fields', () => {
    expect(
      issuesOf({ name: 'Gemeinde', vatId: 'DE123', buyerReference: '04011000-1234512345-07', paymentTermDays: 400 }),
    ).toEqual([
      { path: 'vatId', message: receiptDataMessages.invalidVatId },
      { path: 'buyerReference', message: receiptDataMessages.invalidLeitwegId },
      { path: 'paymentTermDays', message: receiptDataMessages.paymentTermDays },
    ]);
  });
});
