import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, tooLongMessage } from '../input-bounds';
import { vatCategories } from '../kernel/vat';

/**
 * What one outgoing e-invoice says (issue 14), independent of our receipt records: the receipts service
 * maps a bill, a cancellation bill or a credit note onto it, the generator writes it as XRechnung UBL/CII
 * or Factur-X. Fields the rules of services.md §5 demand (receipt number, contact, tax ids, ...) may arrive
 * empty here on purpose: `eInvoiceProblems` (rules.ts) names what is missing in German, which a schema
 * refusal could not. Currency and payment means are open codes for the same reason (EINV_400_10_0002,
 * EINV_400_02_0019). Amounts are decimal strings ("12.5"); line nets and totals are not part of the
 * document: they come from schemas/kernel/vat.ts when it is written.
 */

const text = (max: number = INPUT_LIMITS.nameLength) => z.string().max(max, tooLongMessage(max));
const optionalText = (max: number = INPUT_LIMITS.nameLength) => text(max).optional();

const DECIMAL = /^-?\d{1,12}(\.\d{1,8})?$/;
const decimal = () => z.string().max(INPUT_LIMITS.decimalLength).regex(DECIMAL, 'Bitte gib eine gültige Zahl ein.');

/** YYYY-MM-DD; empty when the receipt has none yet (a rule names it). */
const DATE = /^(\d{4}-\d{2}-\d{2})?$/;
const date = () => z.string().max(10).regex(DATE, 'Bitte gib ein Datum ein.');

/** UNTDID 1001: 380 commercial invoice, 381 credit note (also our cancellation bills), 384 corrected invoice. */
export const eInvoiceTypeCodes = ['380', '381', '384'] as const;
export type TEInvoiceTypeCode = (typeof eInvoiceTypeCodes)[number];

/** The currencies an e-invoice may carry (services.md §9). */
export const eInvoiceCurrencies = ['EUR', 'CHF'] as const;
export type TEInvoiceCurrency = (typeof eInvoiceCurrencies)[number];

/** How the buyer pays: UNTDID 4461 58 (SEPA credit transfer) or 59 (SEPA direct debit). */
export const eInvoicePaymentMeans = ['CREDIT_TRANSFER', 'DIRECT_DEBIT'] as const;
export type TEInvoicePaymentMeans = (typeof eInvoicePaymentMeans)[number];

const ZAddress = {
  name: text(),
  street: text(),
  zip: text(20),
  city: text(100),
  /** ISO 3166-1 alpha-2; a rule checks it is one. */
  countryCode: text(3),
};

export const ZEInvoiceSeller = z.object({
  ...ZAddress,
  /** USt-IdNr. (BT-31); the seller needs it or a tax number (BR-CO-26, BR-DE-16). */
  vatId: optionalText(30),
  /** Steuernummer (BT-32). */
  taxNumber: optionalText(30),
  /** Electronic address (BT-34), an e-mail address. */
  email: text(INPUT_LIMITS.mailLength),
  /** Contact point (BG-6): XRechnung requires name, phone and e-mail (BR-DE-2, -5, -6, -7). */
  contact: z.object({ name: text(), phone: text(50), email: text(INPUT_LIMITS.mailLength) }),
  iban: optionalText(34),
  bic: optionalText(11),
  bankName: optionalText(),
  /** SEPA creditor identifier (BT-90), needed for direct debit. */
  creditorId: optionalText(35),
});

export const ZEInvoiceBuyer = z.object({
  ...ZAddress,
  vatId: optionalText(30),
  /** Electronic address (BT-49); XRechnung requires it. */
  email: optionalText(INPUT_LIMITS.mailLength),
  customerNumber: optionalText(50),
});

export const ZEInvoiceLine = z.object({
  id: text(50),
  name: text(),
  description: optionalText(1000),
  quantity: decimal(),
  /** UN/ECE Rec 20 (schemas/einvoice/unit-codes.ts). */
  unitCode: text(3),
  /** Net price of one unit. */
  unitPrice: decimal(),
  discountPercent: decimal().optional(),
  vatCategory: z.enum(vatCategories),
  vatPercentPoints: z.number().min(0).max(100),
  /** The day the work of this line was done (Leistungsdatum): a line period BG-26 from and to that day. */
  serviceDate: date().optional(),
  /** Why a line carries no VAT (BT-120), e.g. reverse charge: 'Steuerschuldnerschaft des Leistungsempfängers'. */
  exemptionReason: optionalText(),
  /** VATEX code of that reason (BT-121), e.g. VATEX-EU-AE. */
  exemptionReasonCode: optionalText(30),
});

export const ZEInvoicePayment = z.object({
  /** CREDIT_TRANSFER or DIRECT_DEBIT; anything else is refused by a rule (EINV_400_02_0019). */
  means: text(30),
  /** Direct debit: the mandate (BT-89) and the buyer's account (BT-91). */
  mandateReference: optionalText(35),
  debtorIban: optionalText(34),
  /** Payment terms (BT-20) as the receipt prints them. */
  termsText: text(1000),
  skonto: z.object({ percent: decimal(), days: z.number().int().min(0).max(365) }).optional(),
});

export const ZEInvoiceDocument = z.object({
  typeCode: z.enum(eInvoiceTypeCodes),
  number: text(50),
  issueDate: date(),
  dueDate: date().optional(),
  servicePeriod: z.object({ start: date(), end: date() }).optional(),
  deliveryDate: date().optional(),
  /** ISO 4217; EUR or CHF are supported (EINV_400_10_0002). */
  currency: text(3),
  /**
   * Units of the seller's VAT accounting currency (EUR for a German seller) for one unit of `currency`:
   * a bill in CHF states its VAT in EUR too (§16 (6) UStG; BT-6, BT-111). A rule asks for it.
   */
  vatExchangeRate: decimal().optional(),
  /**
   * The customer's Leitweg-ID or other buyer reference (BT-10; XRechnung requires one): empty when the
   * customer has none, then the generator sends the customer number instead.
   */
  buyerReference: text(),
  orderReference: optionalText(),
  /** The invoice a credit note or cancellation refers to (BT-25, BT-26). */
  precedingInvoice: z.object({ number: text(50), issueDate: date() }).optional(),
  notes: boundedArray(text(1000), INPUT_LIMITS.partListLength),
  seller: ZEInvoiceSeller,
  buyer: ZEInvoiceBuyer,
  lines: boundedArray(ZEInvoiceLine, 1000),
  payment: ZEInvoicePayment,
});

export type TEInvoiceDocument = z.infer<typeof ZEInvoiceDocument>;
export type TEInvoiceLine = z.infer<typeof ZEInvoiceLine>;
export type TEInvoiceSeller = z.infer<typeof ZEInvoiceSeller>;
export type TEInvoiceBuyer = z.infer<typeof ZEInvoiceBuyer>;

/** The currency the seller accounts VAT in (BT-6): the franc in Switzerland and Liechtenstein, else the euro. */
export const vatAccountingCurrencyOf = (seller: Pick<TEInvoiceSeller, 'countryCode'>): TEInvoiceCurrency =>
  seller.countryCode === 'CH' || seller.countryCode === 'LI' ? 'CHF' : 'EUR';

/** An invoice in another currency than its seller accounts VAT in states the VAT in both (BT-6, BT-111). */
export const needsVatAccountingCurrency = (document: Pick<TEInvoiceDocument, 'currency' | 'seller'>): boolean =>
  document.currency !== vatAccountingCurrencyOf(document.seller);

/** The reason and code a reverse-charge line (category AE) carries (BR-AE-10, VATEX). */
export const REVERSE_CHARGE_REASON = 'Steuerschuldnerschaft des Leistungsempfängers';
export const REVERSE_CHARGE_CODE = 'VATEX-EU-AE';
