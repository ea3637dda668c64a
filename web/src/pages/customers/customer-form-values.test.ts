import { describe, expect, it } from 'vitest';
import { type TCustomer, ZCustomer, ZCustomerInput } from '../../../../schemas/customer';
import { receiptDataMessages } from '../../../../schemas/messages';
import { validateWith } from '../../forms/validate';
import { emptyCustomerValues, emptyMandate, valuesFromCustomer } from './customer-form-values';

const stored: TCustomer = ZCustomer.parse({
  ...ZCustomerInput.parse({
    name: 'Hof Thomsen',
    paymentMethod: 'DIRECT_DEBIT',
    sepaMandate: { reference: 'M-1', signedOn: '2025-02-01', iban: 'DE02120300000000202051', accountHolder: 'Hof' },
  }),
  id: 'c1',
  companyId: 'hansen',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the customer form values of the receipt data', () => {
  it('shows the mandate IBAN in groups of four and validates as it was', () => {
    const values = valuesFromCustomer(stored);
    expect(values.sepaMandate?.iban).toBe('DE02 1203 0000 0000 2020 51');
    const result = validateWith(ZCustomerInput, values);
    expect(result.ok && result.data.sepaMandate?.iban).toBe('DE02120300000000202051');
  });

  it('lets a role that read the mandate as null save the rest (the server keeps the bank data)', () => {
    const values = valuesFromCustomer({ ...stored, sepaMandate: null });
    expect([values.paymentMethod, values.sepaMandate]).toEqual(['TRANSFER', null]);
    expect(validateWith(ZCustomerInput, values).ok).toBe(true);
  });

  it('asks for the mandate of a direct debit, and for its day, at their fields', () => {
    const withoutMandate = validateWith(ZCustomerInput, {
      ...emptyCustomerValues(),
      name: 'Hof',
      paymentMethod: 'DIRECT_DEBIT',
    });
    expect(withoutMandate.ok ? undefined : withoutMandate.errors.sepaMandate).toBe(receiptDataMessages.mandateRequired);
    const mandate = { ...emptyMandate('Hof'), reference: 'M-2', iban: 'DE89 3704 0044 0532 0130 00' };
    const withoutDay = validateWith(ZCustomerInput, { ...emptyCustomerValues(), name: 'Hof', sepaMandate: mandate });
    expect(withoutDay.ok ? undefined : withoutDay.errors['sepaMandate.signedOn']).toBe(
      receiptDataMessages.mandateSignedOn,
    );
  });
});
