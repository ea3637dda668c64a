import { ZCustomer } from '../../../schemas/customer';
import { ZReceiptInput } from '../../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../../schemas/receipts/settings';
import { newDraft } from './receipt';

/** A customer, settings and drafts for the unit tests of the receipt domain. */

export const customer = ZCustomer.parse({
  id: 'customer-1',
  companyId: 'company-1',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  customerNumber: '10001',
  name: 'Hof Thomsen GbR',
  addressStreet: 'Deichweg 4',
  addressZip: '25813',
  addressCity: 'Husum',
  mail: 'hof@thomsen.example',
  vatId: 'DE123456789',
  contactPersons: [
    { id: 'contact-a', firstName: 'Anna', lastName: 'Thomsen', mail: 'anna@thomsen.example' },
    { id: 'contact-b', isPrimary: true, firstName: 'Jan', lastName: 'Thomsen', phone: '04841 123' },
  ],
});

export const settings = ZReceiptSettings.parse({});
/** The facts of one use case; its new positions are numbered from 1 (whatever ran before in the process). */
export const facts = (now = new Date('2026-03-10T23:30:00.000Z')) => {
  let next = 0;
  return { now, customer, settings, newId: () => `position-${++next}` };
};

export const input = (fields: object = {}) =>
  ZReceiptInput.parse({
    operatingUnitId: 'unit-1',
    customerId: 'customer-1',
    positions: [
      { name: 'Mais häckseln', quantity: '12.5', unit: 'ha', unitPrice: '80' },
      { name: 'Diesel', quantity: '100', unit: 'l', unitPrice: '1.5', vatPercentPoints: 7 },
      { kind: 'TEXT', name: 'Arbeiten vom 3. März', quantity: '5', unitPrice: '1000' },
    ],
    ...fields,
  });

export const billDraft = (fields: object = {}) =>
  newDraft('BILL', input(fields), { ...facts(), id: 'bill-1', companyId: 'company-1' });

/** The figures of billDraft(): 12.5 × 80 = 1000 at 19 %, 100 × 1.5 = 150 at 7 %; the text line carries no amount. */
export const BILL_TOTALS = {
  net: '1150',
  tax: '200.5',
  gross: '1350.5',
  vatGroups: [
    { vatCategory: 'S', vatPercentPoints: 19, taxable: '1000', tax: '190' },
    { vatCategory: 'S', vatPercentPoints: 7, taxable: '150', tax: '10.5' },
  ],
};
