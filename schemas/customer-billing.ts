import * as z from 'zod';
import { receiptDataMessages } from './messages';
import {
  optionalBic,
  optionalBuyerReference,
  optionalTaxNumber,
  optionalVatId,
  requiredIban,
} from './receipt-identifiers';
import { eInvoiceFormats, paymentMethods } from './stored-enums';
import { requiredText } from './validation';

export { eInvoiceFormats, paymentMethods };

export const ZPaymentMethod = z.enum(paymentMethods, { error: 'Bitte wähle eine Zahlungsart aus.' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZEInvoiceFormat = z.enum(eInvoiceFormats, { error: 'Bitte wähle ein E-Rechnungs-Format aus.' });
export type TEInvoiceFormat = z.infer<typeof ZEInvoiceFormat>;

/** SEPA: a mandate reference has at most 35 characters, an account holder's name at most 70. */
const MANDATE_REFERENCE_MAX = 35;
const ACCOUNT_HOLDER_MAX = 70;

/** The SEPA direct-debit mandate the customer signed: bank data (schemas/permissions.ts fieldReadRights). */
export const ZSepaMandate = z.object({
  reference: requiredText(receiptDataMessages.mandateReference, MANDATE_REFERENCE_MAX),
  signedOn: z.iso.date({ error: receiptDataMessages.mandateSignedOn }),
  iban: requiredIban(),
  bic: optionalBic(),
  accountHolder: requiredText(receiptDataMessages.accountHolder, ACCOUNT_HOLDER_MAX),
});
export type TSepaMandate = z.infer<typeof ZSepaMandate>;

/** Payment terms stay within a year: longer ones are a typing error, not an agreement. */
export const PAYMENT_TERM_DAYS_MAX = 365;

/** The receipt data of a customer (issue 14 point 2): tax ids, buyer reference, payment and e-invoice format. */
export const customerBillingFields = {
  vatId: optionalVatId(),
  taxNumber: optionalTaxNumber(),
  /** The Leitweg-ID of a public buyer, any buyer reference otherwise (BT-10). */
  buyerReference: optionalBuyerReference(),
  paymentMethod: ZPaymentMethod.default('TRANSFER'),
  sepaMandate: ZSepaMandate.nullable().default(null),
  eInvoiceFormat: ZEInvoiceFormat.default('ZUGFERD'),
  /** Null: the company's default payment term applies. */
  paymentTermDays: z
    .number({ error: receiptDataMessages.paymentTermDays })
    .int(receiptDataMessages.paymentTermDays)
    .min(0, receiptDataMessages.paymentTermDays)
    .max(PAYMENT_TERM_DAYS_MAX, receiptDataMessages.paymentTermDays)
    .nullable()
    .default(null),
};

/** The problem of a customer's payment fields, if any: a direct debit needs a mandate. */
export const paymentProblem = (customer: {
  paymentMethod?: unknown;
  sepaMandate?: unknown;
}): { path: string[]; message: string } | undefined =>
  customer.paymentMethod === 'DIRECT_DEBIT' && !customer.sepaMandate
    ? { path: ['sepaMandate'], message: receiptDataMessages.mandateRequired }
    : undefined;
