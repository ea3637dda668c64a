import * as z from 'zod';

/**
 * An incoming bill: what reading an e-invoice (XRechnung UBL or CII, or the XML inside a ZUGFeRD /
 * Factur-X PDF) gives (services.md §3 'Incoming bill'). The spec's names are kept; `format`, `typeCode`,
 * the VAT groups' `category` and `taxableAmount`, `address`'s parts and `bic`/`paymentTerms` are ours.
 *
 * Amounts are decimal strings as the invoice states them (schemas/kernel/money.ts style: "336.9", never a
 * float); nothing is recomputed, so the page shows what the sender billed. Days are YYYY-MM-DD.
 */

/** A decimal amount in normal notation, e.g. "-12.5" (normalised: no trailing zeros). */
export const ZDecimalText = z.string().regex(/^-?\d+(\.\d+)?$/);

const ZDayText = z.iso.date();

/** The two currencies the product bills in (services.md §5 'a supported currency'). */
export const incomingBillCurrencies = ['EUR', 'CHF'] as const;

/** UBL and CII: the two syntaxes of EN 16931; a ZUGFeRD / Factur-X PDF carries CII. */
export const ZIncomingBillFormat = z.enum(['UBL', 'CII']);
export type TIncomingBillFormat = z.infer<typeof ZIncomingBillFormat>;

/** A postal address as the invoice gives it; every part may be missing. */
export const ZIncomingAddress = z.object({
  street: z.string().nullable(),
  /** A second address line (UBL AdditionalStreetName, CII LineTwo). */
  addition: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: z.string().nullable(),
});
export type TIncomingAddress = z.infer<typeof ZIncomingAddress>;

export const ZIncomingParty = z.object({
  name: z.string(),
  address: ZIncomingAddress,
  email: z.string().nullable(),
});
export type TIncomingParty = z.infer<typeof ZIncomingParty>;

export const ZIncomingLineItem = z.object({
  /** The item's name (BT-153), else its description (BT-154). */
  description: z.string(),
  quantity: ZDecimalText.nullable(),
  /** The UN/ECE Rec. 20 unit code as sent (e.g. "C62", "HUR", "H18"). */
  unit: z.string().nullable(),
  /** The net price of one unit (BT-146). */
  unitPrice: ZDecimalText.nullable(),
  /** The line's net amount (BT-131). */
  amount: ZDecimalText,
});
export type TIncomingLineItem = z.infer<typeof ZIncomingLineItem>;

/**
 * `vat` of the spec, one entry per VAT group (BG-23): an invoice with 7 % and 19 % has two. `rate` is
 * the percent ("19"), `amount` the group's tax; `category` (S, Z, E, AE, K, G, O, L, M) and
 * `taxableAmount` are ours.
 */
export const ZIncomingVat = z.object({
  rate: ZDecimalText,
  amount: ZDecimalText,
  category: z.string(),
  taxableAmount: ZDecimalText,
});
export type TIncomingVat = z.infer<typeof ZIncomingVat>;

export const ZPaymentInstructions = z.object({
  iban: z.string().nullable(),
  /** BIC of the payee's bank; EN 16931 carries it, not a bank name. */
  bic: z.string().nullable(),
  /** Only when the sender names the bank (UBL FinancialInstitutionBranch Name, CII Name); rare. */
  bankName: z.string().nullable(),
  /** The payment reference to quote (BT-83). */
  remittanceInformation: z.string().nullable(),
  /** The payment terms as text (BT-20), e.g. "Zahlbar sofort ohne Abzug." */
  paymentTerms: z.string().nullable(),
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructions>;

export const ZIncomingBill = z.object({
  format: ZIncomingBillFormat,
  /** UNTDID 1001 document type: 380 invoice, 381 credit note, 384 corrected invoice, 326 partial … */
  typeCode: z.string().regex(/^\d{3}$/),
  receiptNumber: z.string(),
  date: ZDayText,
  dueDate: ZDayText.nullable(),
  currency: z.enum(incomingBillCurrencies),
  sender: ZIncomingParty,
  recipient: ZIncomingParty,
  lineItems: z.array(ZIncomingLineItem),
  /** Sum of the lines net of allowances and charges (BT-109). */
  netAmount: ZDecimalText,
  vat: z.array(ZIncomingVat),
  /** The VAT total (BT-110); "0" when the invoice states none. */
  totalTaxAmount: ZDecimalText,
  /** Net plus VAT (BT-112). */
  grossAmount: ZDecimalText,
  /** What is left to pay after prepaid amounts and rounding (BT-115). */
  dueAmount: ZDecimalText,
  paymentInstructions: ZPaymentInstructions,
});
export type TIncomingBill = z.infer<typeof ZIncomingBill>;
