import * as z from 'zod';
import { ZCountryCode } from '../countries';
import { boundedArray, INPUT_LIMITS } from '../input-bounds';
import { receiptCurrencies } from '../kernel/german-format';
import { vatCategories } from '../kernel/vat';

/**
 * What a printed receipt shows (issue 14 point 4): a bill, cancellation bill, reminder, credit note,
 * delivery note or offer, as the PDF renderer (lambdas/platform/receipt-pdf) lays it out. It is independent
 * of the stored records: the receipts service maps its records onto it, and every figure in it already
 * comes from the receipt arithmetic (schemas/kernel/vat.ts). Amounts are decimal strings, days 'YYYY-MM-DD';
 * the renderer writes them the German way. Every text and list is bounded: a print is built by our code,
 * but a bound keeps a runaway text from becoming a hundred-page PDF.
 */

const text = (max: number = INPUT_LIMITS.nameLength) => z.string().max(max);
const LONG_TEXT = 4000;
const decimal = () =>
  z
    .string()
    .max(INPUT_LIMITS.decimalLength)
    .regex(/^-?\d+(\.\d+)?$/);
const day = () => z.iso.date();

/** A fact of the info block: 'Kundennummer' / '10042', 'Leistungszeitraum' / '01.10. – 31.10.2026'. */
export const ZPrintFact = z.object({ label: text(40), value: text(INPUT_LIMITS.mailLength) });

export const ZPrintSender = z.object({
  name: text(),
  street: text(),
  zip: text(20),
  city: text(),
  /** The one-line return address above the window ('Hansen GmbH · Dorfstraße 1 · 25813 Husum'). */
  senderRow: text(120),
});

export const ZPrintRecipient = z.object({
  name: text(),
  /** A second name line: department, contact person, 'c/o ...'. */
  addition: text().optional(),
  street: text(),
  zip: text(20),
  city: text(),
  /** Printed as the last line of the address when it is not Germany. */
  country: ZCountryCode.default('DE'),
  /** The customer's USt-IdNr.: printed with the reverse-charge note. */
  vatId: text(20).optional(),
});

/** A position. Prices are optional because a delivery note prints none. */
export const ZPrintLine = z.object({
  position: text(20),
  name: text(),
  description: text(1000).optional(),
  /** The day of this position's supply (§14 Abs. 4 Nr. 6 UStG) when the receipt has no period of its own. */
  serviceDate: day().optional(),
  quantity: decimal(),
  /** The unit as printed ('ha', 'Std.', 't', 'Stk.'). */
  unitLabel: text(20),
  unitPrice: decimal().optional(),
  discountPercent: decimal().optional(),
  vatPercentPoints: z.number().min(0).max(100).optional(),
  /** The line's net from lineNet (schemas/kernel/vat.ts). */
  lineNet: decimal().optional(),
});

/** A line of text between the positions (a receipt position of kind TEXT): no number, no figures. */
export const ZPrintTextLine = z.object({ kind: z.literal('TEXT'), text: text(2000) });

/** The VAT of a receipt in a foreign currency converted to EUR (§16 Abs. 6 UStG), per rate and in sum. */
export const ZPrintVatInEur = z.object({
  /** EUR for one unit of the receipt's currency. */
  rate: decimal(),
  tax: decimal(),
  groups: boundedArray(z.object({ vatPercentPoints: z.number().min(0).max(100), tax: decimal() }), 20),
});

/** documentTotals (schemas/kernel/vat.ts) as printed. */
export const ZPrintTotals = z.object({
  net: decimal(),
  tax: decimal(),
  gross: decimal(),
  vatGroups: boundedArray(
    z.object({
      vatCategory: z.enum(vatCategories),
      vatPercentPoints: z.number().min(0).max(100),
      taxable: decimal(),
      tax: decimal(),
    }),
    20,
  ),
});

export const ZPrintFooter = z.object({
  /** Company name, address, register court, managing directors: one column, a line each. */
  companyLines: boundedArray(text(2000), 10),
  contact: z.object({
    phone: text(50).optional(),
    mail: text(INPUT_LIMITS.mailLength).optional(),
    web: text().optional(),
  }),
  bank: z.object({ bankName: text(), iban: text(42), bic: text(11).optional() }).optional(),
  tax: z.object({
    vatId: text(20).optional(),
    taxNumber: text(30).optional(),
    /** SEPA Gläubiger-ID (creditor id). */
    creditorId: text(35).optional(),
  }),
});

/** A PNG or JPEG logo as a data URL; nothing else, so a print can never name a file or an address. */
const ZLogo = z
  .string()
  .max(2_000_000)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/);

export const ZReceiptPrint = z
  .object({
    /** 'Rechnung', 'Stornorechnung', 'Gutschrift', 'Lieferschein', 'Angebot', '1. Mahnung' ... */
    title: text(60),
    /** Null on a draft: then 'Entwurf' instead of a number and a diagonal 'ENTWURF' across every page. */
    number: text(40).nullable(),
    /** The number's label in the info block ('Rechnungsnummer'). */
    numberLabel: text(30).default('Belegnummer'),
    date: day(),
    /** The receipt this one refers to, printed under the title ('zu Rechnung RE-2026-0042 vom 14.08.2026'). */
    reference: text(120).optional(),
    /**
     * Set when a numbered receipt is rendered again for a look at it (its stored file is the original): the
     * note on every page and a diagonal 'VORSCHAU' keep the copy from passing for the archived original.
     */
    previewNote: text(80).optional(),
    /** Further facts of the info block, in order (the text moves down when they need the room). */
    facts: boundedArray(ZPrintFact, 8),
    sender: ZPrintSender,
    recipient: ZPrintRecipient,
    logo: ZLogo.optional(),
    introText: text(LONG_TEXT),
    /** The positions and the text lines between them, in their order. */
    lines: boundedArray(z.union([ZPrintTextLine, ZPrintLine]), 1000),
    totals: ZPrintTotals.optional(),
    /** Printed under the totals of a receipt in CHF. */
    vatInEur: ZPrintVatInEur.optional(),
    /** Payment terms, due date and Skonto, already worded ('Bei Zahlung bis 14.11.2026 2 % Skonto (8,69 €)'). */
    paymentText: text(LONG_TEXT).optional(),
    closingText: text(LONG_TEXT),
    footer: ZPrintFooter,
    currency: z.enum(receiptCurrencies),
  })
  .superRefine((print, context) => {
    // Reverse charge must name both VAT ids (§14a UStG).
    if (!print.totals?.vatGroups.some((group) => group.vatCategory === 'AE')) return;
    const message = 'Bei Steuerschuldnerschaft des Leistungsempfängers gehören beide USt-IdNr. auf den Beleg.';
    if (!print.recipient.vatId) context.addIssue({ code: 'custom', path: ['recipient', 'vatId'], message });
    if (!print.footer.tax.vatId) context.addIssue({ code: 'custom', path: ['footer', 'tax', 'vatId'], message });
  });
export type TReceiptPrint = z.infer<typeof ZReceiptPrint>;
export type TReceiptPrintInput = z.input<typeof ZReceiptPrint>;
export type TPrintLine = z.infer<typeof ZPrintLine>;
export type TPrintTextLine = z.infer<typeof ZPrintTextLine>;
export type TPrintEntry = TPrintLine | TPrintTextLine;
export type TPrintVatInEur = z.infer<typeof ZPrintVatInEur>;

/** Whether a line of the print is a text line (else a position). */
export const isPrintTextLine = (line: TPrintEntry): line is TPrintTextLine => 'kind' in line && line.kind === 'TEXT';

/** The positions of a print, without its text lines. */
export const printPositions = (lines: readonly TPrintEntry[]): TPrintLine[] =>
  lines.filter((line): line is TPrintLine => !isPrintTextLine(line));
