import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ZCustomerInput } from '../../../../schemas/customer';
import { schemaResolver } from '../../forms/schema-form';
import { submitUnlessBusy } from './customer-form-submit';
import { type CustomerFormValues, emptyCustomerValues } from './customer-form-values';

const resolverOptions: ResolverOptions<CustomerFormValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: CustomerFormValues) =>
  schemaResolver<CustomerFormValues, typeof ZCustomerInput>(ZCustomerInput)(values, undefined, resolverOptions);

describe('the customer form submit', () => {
  const valid = { ...emptyCustomerValues(), name: 'Hof Meyer' };

  it('submits valid values when no save is pending', async () => {
    const onSubmit = vi.fn();
    expect((await resolve(valid)).values).toMatchObject({ name: 'Hof Meyer' });
    submitUnlessBusy(false, onSubmit)(ZCustomerInput.parse(valid));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hof Meyer' }));
  });

  it('does nothing while a save is pending (Enter pressed again must not create a duplicate)', async () => {
    const onSubmit = vi.fn();
    submitUnlessBusy(true, onSubmit)(ZCustomerInput.parse(valid));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('returns field errors for invalid values', async () => {
    const { errors } = await resolve({ ...emptyCustomerValues(), addressZip: 'ABCDE', phone: 'abc' });
    expect(errors.name?.message).toBe('Bitte gib einen Namen ein.');
    expect(errors.addressZip?.message).toBe('Bitte gib eine Postleitzahl mit 5 Ziffern ein.');
    expect(errors.phone?.message).toBe('Bitte gib eine Telefonnummer nur mit Ziffern, Leerzeichen und + / - ( ) ein.');
  });
});
