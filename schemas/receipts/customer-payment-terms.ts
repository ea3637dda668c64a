import type { TCustomer } from '../customer';
import type { TPaymentTerms, TReceiptType } from './receipt';
import type { TReceiptSettings } from './settings';

/** Types whose payment terms are agreed with the customer: what he pays (a bill), what he is paid (a credit note). */
const typesWithCustomerTerms: readonly TReceiptType[] = ['BILL', 'CREDIT_NOTE'];

/**
 * The payment terms of a new receipt the customer stands behind, as bills from orders take them: his
 * payment term (else the settings' one), the settings' Skonto (a customer has none of his own), and direct
 * debit only on a bill to a customer who pays that way under a signed SEPA mandate. A credit note is paid
 * out by transfer: a mandate allows collecting, not paying.
 */
export const customerPaymentTerms = (
  type: TReceiptType,
  customer: Pick<TCustomer, 'paymentMethod' | 'sepaMandate' | 'paymentTermDays'>,
  settings: TReceiptSettings,
): TPaymentTerms => {
  const defaults = settings.types[type].paymentTerms;
  if (!typesWithCustomerTerms.includes(type)) return defaults;
  const debits = type === 'BILL' && customer.paymentMethod === 'DIRECT_DEBIT' && customer.sepaMandate !== null;
  return {
    paymentTermDays: customer.paymentTermDays ?? defaults.paymentTermDays,
    skonto: defaults.skonto,
    method: debits ? 'DIRECT_DEBIT' : 'TRANSFER',
  };
};
