import type { getReceiptSettings } from '../../../../schemas/api/receipts';
import type { TReceiptType } from '../../../../schemas/receipts/receipt';
import type { TReceiptTypeSettings } from '../../../../schemas/receipts/settings';
import type { ResponseOf } from '../../api/client';
import { type FormPaymentTerms, formTermsOf, termsOfForm } from './receipt-values';

/**
 * The receipt settings as their page edits them: the whole record (one PUT with its version), each
 * type's payment terms in the form's shape (Skonto as two fields that may stay empty).
 */
type StoredSettings = ResponseOf<typeof getReceiptSettings>;
type FormTypeSettings = Omit<TReceiptTypeSettings, 'paymentTerms'> & { paymentTerms: FormPaymentTerms };
export type ReceiptSettingsFormValues = Omit<StoredSettings, 'types'> & {
  types: Record<TReceiptType, FormTypeSettings>;
};

const mapTypes = <A, B>(types: Record<TReceiptType, A>, map: (settings: A) => B): Record<TReceiptType, B> => ({
  BILL: map(types.BILL),
  CANCELLATION_BILL: map(types.CANCELLATION_BILL),
  BILL_REMINDER: map(types.BILL_REMINDER),
  CREDIT_NOTE: map(types.CREDIT_NOTE),
  DELIVERY_NOTE: map(types.DELIVERY_NOTE),
  OFFER: map(types.OFFER),
});

export const settingsFormValues = (stored: StoredSettings): ReceiptSettingsFormValues => ({
  ...stored,
  types: mapTypes(stored.types, (settings) => ({ ...settings, paymentTerms: formTermsOf(settings.paymentTerms) })),
});

export const prepareSettingsForm = (values: ReceiptSettingsFormValues) => ({
  ...values,
  types: mapTypes(values.types, (settings) => ({ ...settings, paymentTerms: termsOfForm(settings.paymentTerms) })),
});
