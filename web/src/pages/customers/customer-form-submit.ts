import { type TCustomerData, ZCustomerInput } from '../../../../schemas/customer';
import { type FieldErrors, validateWith } from '../../components/field-errors';
import type { CustomerFormValues } from './customer-form-values';

export type SubmitDecision =
  | { kind: 'ignore' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'submit'; data: TCustomerData };

/**
 * What submitting the customer form does. While a save is pending (`busy`) it does nothing, so pressing
 * Enter again cannot create the customer twice; otherwise the shared ZCustomerInput decides.
 */
export const decideSubmit = (values: CustomerFormValues, busy: boolean): SubmitDecision => {
  if (busy) return { kind: 'ignore' };
  const result = validateWith(ZCustomerInput, values);
  return result.ok ? { kind: 'submit', data: result.data } : { kind: 'invalid', errors: result.errors };
};
