import * as z from 'zod';
import { boundedArray, idField, idList, optionalIdText, tooLongMessage } from '../input-bounds';
import { vatCategories } from '../kernel/vat';
import { ZDecimal, ZPercent, ZVatPercentPoints } from '../masterdata/common';
import { ZDay } from '../masterdata/price-agreement';
import { receiptStatuses, receiptTypes } from '../stored-enums';
import { ZUnit } from '../units';
import { optionalText } from '../validation';
import { receiptMessages } from './receipt-messages';

export { receiptMessages, receiptStatuses, receiptTypes };

/**
 * Outgoing receipts (application.md §1, §2; issue 14): bills, cancellation bills, bill reminders, credit
 * notes, delivery notes and offers. One record shape for all six: a head (who, when, which unit), its
 * positions and payment terms. A DRAFT changes freely (every change in its history); FINALIZING gives it
 * its gapless number and freezes it for good (GoBD): later corrections are a cancellation bill or a credit
 * note that reference it. All amounts are decimal strings; the figures come from schemas/kernel/vat.ts.
 */

export const ZReceiptType = z.enum(receiptTypes);
export type TReceiptType = z.infer<typeof ZReceiptType>;

/** The German name of each type, as a title of its PDF and its pages. */
export const receiptTypeLabels: Record<TReceiptType, string> = {
  BILL: 'Rechnung',
  CANCELLATION_BILL: 'Stornorechnung',
  BILL_REMINDER: 'Mahnung',
  CREDIT_NOTE: 'Gutschrift',
  DELIVERY_NOTE: 'Lieferschein',
  OFFER: 'Angebot',
};

/** The contact-person flag (schemas/customer.ts receivesReceiptMailsFor) that says who gets a type by mail. */
export const receiptMailKindOf = {
  BILL: 'bill',
  CANCELLATION_BILL: 'cancellationBill',
  BILL_REMINDER: 'billReminder',
  CREDIT_NOTE: 'creditNote',
  DELIVERY_NOTE: 'deliveryNote',
  OFFER: 'offer',
} as const satisfies Record<TReceiptType, string>;

/** Types that are invoices in the sense of §14 UStG and go out as e-invoices as well. */
export const eInvoiceReceiptTypes = ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'] as const satisfies TReceiptType[];

export const ZReceiptStatus = z.enum(receiptStatuses);
export type TReceiptStatus = z.infer<typeof ZReceiptStatus>;

/** Whether a finalized bill is paid (a cancelled bill is settled by its cancellation bill). */
export const paymentStatuses = ['OPEN', 'PARTLY_PAID', 'PAID', 'CANCELLED'] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);

export const paymentMethods = ['TRANSFER', 'DIRECT_DEBIT'] as const;
export const ZPaymentMethod = z.enum(paymentMethods, { error: 'Bitte wähle eine Zahlungsart aus.' });

export const currencies = ['EUR', 'CHF'] as const;
export const ZCurrency = z.enum(currencies, { error: 'Bitte wähle eine Währung aus (EUR oder CHF).' });

/** Positions per receipt: a season's order list on one bill, far below DynamoDB's 400 KB item. */
export const RECEIPT_POSITIONS_MAX = 300;
/** Orders billed together on one bill. */
export const RECEIPT_ORDERS_MAX = 50;

/** The days a receipt may be dated (its files are kept from its year on, GoBD). */
const RECEIPT_DAYS = { first: '2000-01-01', last: '2099-12-31' } as const;

/** Where a position came from, so a bill can be traced to the work (and orders billed only once). */
export const ZPositionSource = z.object({
  orderId: idField(),
  /** The service's price block the position charges, or the resource usage it bills. */
  priceBlockId: optionalIdText().nullable().default(null),
  resourceUsageId: optionalIdText().nullable().default(null),
});

/**
 * One position. `kind` TEXT is a line of text between positions (no amount). Quantity and unit price
 * are decimal strings; the price is net. VAT per position: a bill may carry 19 % and 7 % together.
 */
export const ZReceiptPosition = z.object({
  id: optionalIdText().default(''),
  kind: z.enum(['SERVICE', 'RESOURCE', 'MANUAL', 'TEXT']).default('MANUAL'),
  name: z.string().trim().min(1, receiptMessages.positionName).max(200, tooLongMessage(200)),
  description: optionalText(2000),
  quantity: ZDecimal.default('1'),
  unit: ZUnit.default('pauschal'),
  // The precision typed is kept (diesel at 1,629 €/l) up to that of a derived price (application.md §9).
  unitPrice: ZDecimal.refine((price) => !/\.\d{6,}$/.test(price), receiptMessages.unitPriceDecimals).default('0'),
  // A discount takes off at most the whole price: more would make a negative price (BR-27).
  discountPercent: ZPercent.refine((percent) => Number(percent) <= 100, receiptMessages.discount).default('0'),
  vatPercentPoints: ZVatPercentPoints.default(19),
  /** S unless the receipt is reverse charge (AE) or the line is tax-free; set by the server from the head. */
  vatCategory: z.enum(vatCategories).default('S'),
  /** The day the work was done (Leistungsdatum), when it differs from the receipt's period. */
  serviceDate: ZDay.nullable().default(null),
  source: ZPositionSource.nullable().default(null),
});
export type TReceiptPosition = z.output<typeof ZReceiptPosition>;
export type TReceiptPositionInput = z.input<typeof ZReceiptPosition>;

/**
 * A position as stored: a cancellation bill carries its bill's positions with negated quantities (a
 * user never enters a negative one), so the stored quantity is a signed decimal string.
 */
export const ZStoredReceiptPosition = ZReceiptPosition.extend({
  quantity: z.string().regex(/^-?\d{1,12}(\.\d{1,8})?$/),
});

/** Payment terms (Zahlungsbedingungen) of a bill: due in days, optional Skonto, transfer or direct debit. */
export const ZPaymentTerms = z.object({
  paymentTermDays: z
    .number({ error: 'Bitte gib ein Zahlungsziel in Tagen ein.' })
    .int('Bitte gib ein Zahlungsziel in ganzen Tagen ein.')
    .min(0, 'Das Zahlungsziel darf nicht negativ sein.')
    .max(365, 'Das Zahlungsziel darf höchstens 365 Tage sein.')
    .default(14),
  skonto: z
    .object({
      percent: ZPercent.refine((value) => Number(value) > 0 && Number(value) <= 10, 'Skonto: 0,01 bis 10 %.'),
      days: z
        .number({ error: 'Bitte gib die Skonto-Frist in Tagen ein.' })
        .int('Bitte gib die Skonto-Frist in ganzen Tagen ein.')
        .min(1, 'Die Skonto-Frist muss mindestens 1 Tag sein.')
        .max(90, 'Die Skonto-Frist darf höchstens 90 Tage sein.'),
    })
    .nullable()
    .default(null),
  method: ZPaymentMethod.default('TRANSFER'),
});
export type TPaymentTerms = z.output<typeof ZPaymentTerms>;

/**
 * The recipient as it was when the receipt was finalized: a later change of the customer does not change
 * a receipt (GoBD). Filled by the server from the customer (and the order's alternative receipt recipient).
 */
export const ZRecipientSnapshot = z.object({
  customerId: z.string().max(100),
  customerNumber: z.string().max(30).nullable(),
  name: z.string().max(200),
  addition: z.string().max(200).optional(),
  street: z.string().max(200).optional(),
  zip: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  countryCode: z.string().max(2),
  vatId: z.string().max(30).optional(),
  buyerReference: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  contactName: z.string().max(200).optional(),
  contactPhone: z.string().max(50).optional(),
  contactEmail: z.string().max(254).optional(),
  sepaMandate: z
    .object({ reference: z.string().max(35), signedOn: z.string().max(10), iban: z.string().max(42) })
    .optional(),
});
export type TRecipientSnapshot = z.output<typeof ZRecipientSnapshot>;

/** A bill reminder's own facts (Mahnwesen): its level, the fee and the default interest it adds. */
export const ZReminderFacts = z.object({
  level: z.number().int().min(1).max(3),
  billId: z.string().max(100),
  billNumber: z.string().max(60),
  billDate: z.string().max(10),
  billGross: z.string().max(30),
  openAmount: z.string().max(30),
  daysOverdue: z.number().int().nonnegative(),
  fee: z.string().max(30),
  interest: z.string().max(30),
});
export type TReminderFacts = z.output<typeof ZReminderFacts>;

/** The fields a user enters for a receipt. */
const receiptFields = z.object({
  operatingUnitId: idField(receiptMessages.operatingUnit),
  customerId: idField(receiptMessages.customer),
  /** The contact person the receipt is addressed to (for the e-invoice's buyer contact and the mail). */
  contactPersonId: optionalIdText().nullable().default(null),
  date: ZDay.refine((day) => day >= RECEIPT_DAYS.first && day <= RECEIPT_DAYS.last, receiptMessages.dateRange)
    .nullable()
    .default(null),
  servicePeriodStart: ZDay.nullable().default(null),
  servicePeriodEnd: ZDay.nullable().default(null),
  subject: optionalText(200),
  introText: optionalText(4000),
  closingText: optionalText(4000),
  positions: boundedArray(ZReceiptPosition, RECEIPT_POSITIONS_MAX).default([]),
  currency: ZCurrency.default('EUR'),
  /**
   * EUR for one unit of the receipt's currency (a CHF bill): §16 (6) UStG wants the VAT stated in EUR too,
   * at the rate of the day of supply, which the user enters (no rate service is reached from here).
   */
  vatExchangeRate: ZDecimal.refine((rate) => Number(rate) > 0, receiptMessages.exchangeRatePositive)
    .nullable()
    .default(null),
  paymentTerms: ZPaymentTerms.prefault({}),
  /** Reverse charge (§13b UStG): the customer owes the VAT; every position is category AE at 0 %. */
  reverseCharge: z.boolean().default(false),
  /**
   * Offers: valid until (Gültig bis). Delivery notes: the delivery day. Bills and credit notes: the day of
   * supply (Leistungsdatum, §14 Abs. 4 Nr. 6 UStG) where neither a period nor the positions' days give it.
   */
  validUntil: ZDay.nullable().default(null),
  deliveryDate: ZDay.nullable().default(null),
  /** A credit note: the finalized bill it corrects (BT-25/BT-26 of its e-invoice). */
  referencedReceiptId: optionalIdText().nullable().default(null),
});

const periodInOrder = (input: { servicePeriodStart: string | null; servicePeriodEnd: string | null }) =>
  input.servicePeriodStart === null ||
  input.servicePeriodEnd === null ||
  input.servicePeriodStart <= input.servicePeriodEnd;
const periodIssue = { path: ['servicePeriodEnd'], message: receiptMessages.servicePeriod };

/** What a user enters for a receipt (create and change of a draft), with the rules across its fields. */
export const ZReceiptInput = receiptFields.refine(periodInOrder, periodIssue);

/**
 * A new receipt: payment terms left out are the customer's (his payment term, his direct debit mandate),
 * as on bills from orders; given ones are taken as they are.
 */
export const ZReceiptCreateInput = receiptFields
  .extend({ paymentTerms: ZPaymentTerms.optional() })
  .refine(periodInOrder, periodIssue);
export type TReceiptInput = z.input<typeof ZReceiptInput>;
export type TReceiptCreateInput = z.input<typeof ZReceiptCreateInput>;
export type TReceiptData = z.output<typeof ZReceiptInput>;

/** The ids of the input that name records of the company (schemas/references.ts). */
export const receiptReferences = {
  operatingUnitId: 'operatingUnit',
  customerId: 'customer',
} as const;

/** A stored receipt: the input plus what the server keeps. */
export const ZReceipt = z.object({
  id: z.string(),
  companyId: z.string(),
  type: ZReceiptType,
  status: ZReceiptStatus,
  /** The gapless number, given when finalized (per operating unit, type and year); null on a draft. */
  number: z.string().max(60).nullable(),
  ...receiptFields.shape,
  positions: z.array(ZStoredReceiptPosition),
  recipient: ZRecipientSnapshot.nullable(),
  /** The orders billed (bills) or delivered (delivery notes); they are BILLED while a bill names them. */
  orderIds: idList().max(RECEIPT_ORDERS_MAX),
  /** The receipt this one refers to: a cancellation bill's or reminder's bill, a credit note's bill. */
  referencedReceipt: z
    .object({ id: z.string().max(100), type: ZReceiptType, number: z.string().max(60), date: z.string().max(10) })
    .nullable(),
  reminder: ZReminderFacts.nullable(),
  /** Figures of the positions (schemas/kernel/vat.ts documentTotals), kept with the record for lists. */
  totals: z.object({
    net: z.string(),
    tax: z.string(),
    gross: z.string(),
    vatGroups: z.array(
      z.object({
        vatCategory: z.enum(vatCategories),
        vatPercentPoints: z.number(),
        taxable: z.string(),
        tax: z.string(),
      }),
    ),
  }),
  dueDate: z.string().max(10).nullable(),
  payment: z.object({ status: ZPaymentStatus, paidAmount: z.string(), paidOn: z.string().max(10).nullable() }),
  /** The cancellation bill that reversed this bill. */
  cancelledByReceiptId: z.string().max(100).nullable(),
  /** An offer turned into orders. */
  acceptedAt: z.string().nullable(),
  /** The stored files of a finalized receipt (documents bucket, under Object Lock on AWS). */
  documents: z
    .object({
      pdfKey: z.string().max(300),
      xmlKey: z.string().max(300).nullable(),
      eInvoiceFormat: z.enum(['ZUGFERD', 'XRECHNUNG_UBL', 'XRECHNUNG_CII', 'PDF_ONLY']),
    })
    .nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.array(z.string().max(254)).max(50),
  finalizedAt: z.string().nullable(),
  finalizedBy: z.string().max(100).nullable(),
  archived: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReceipt = z.output<typeof ZReceipt>;

/** One row of a receipt list: the head and the totals, without positions. */
export const ZReceiptSummary = ZReceipt.pick({
  id: true,
  type: true,
  status: true,
  number: true,
  date: true,
  customerId: true,
  operatingUnitId: true,
  subject: true,
  totals: true,
  dueDate: true,
  payment: true,
  sentAt: true,
  archived: true,
  version: true,
  updatedAt: true,
}).extend({ recipientName: z.string().max(200) });
export type TReceiptSummary = z.output<typeof ZReceiptSummary>;
