import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { customerPaymentTerms } from '../../../../schemas/receipts/customer-payment-terms';
import type { TReceiptType } from '../../../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../../../schemas/receipts/settings';
import { useCustomer } from '../../api/customers';
import { formTermsOf, type ReceiptFormValues } from './receipt-values';

/**
 * A new receipt shows the chosen customer's payment terms (his payment term, his direct debit) as the
 * server will take them, until the user changes them himself: what the form shows is what is saved. The
 * terms are set without marking them changed, so the server still decides (the same rule,
 * schemas/receipts/customer-payment-terms.ts).
 */
export const CustomerTermsPrefill = ({ type, settings }: { type: TReceiptType; settings: TReceiptSettings }) => {
  const customerId = useWatch<ReceiptFormValues, 'customerId'>({ name: 'customerId' });
  const { setValue, getFieldState } = useFormContext<ReceiptFormValues>();
  const customer = useCustomer(customerId ?? '').data;
  useEffect(() => {
    if (!customer || getFieldState('paymentTerms').isDirty) return;
    setValue('paymentTerms', formTermsOf(customerPaymentTerms(type, customer, settings)), { shouldDirty: false });
  }, [customer, type, settings, setValue, getFieldState]);
  return null;
};
