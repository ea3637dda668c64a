import { isCountryCode } from '../countries';
import { formatGermanDay, shiftDay } from '../kernel/calendar';
import { formatGermanMoney } from '../kernel/german-format';
import { lineNet } from '../kernel/vat';
import { receiptIssuer, type TReceiptCompany, type TReceiptUnit } from './issuer';
import { paymentTermsText } from './payment-terms';
import type { TPrintLine, TReceiptPrintInput } from './print';
import { receiptTypeLabels, type TReceipt, type TReceiptPosition } from './receipt';

/**
 * A stored receipt as its PDF shows it (issue 14 point 4): the receipt's own snapshot of the recipient,
 * the issuing unit's data (read from the STORED unit: answers conceal bank data) and its figures from the
 * receipt arithmetic. Pure: the caller reads the records and the logo.
 */

const FOOTER_LINES_MAX = 6;

/** 'Rechnung', '2. Mahnung' (the reminder level's name from the settings when the caller has it). */
const titleOf = (receipt: TReceipt, reminderLevelName?: string): string => {
  if (receipt.type !== 'BILL_REMINDER' || !receipt.reminder) return receiptTypeLabels[receipt.type];
  return reminderLevelName ?? `${receipt.reminder.level}. ${receiptTypeLabels.BILL_REMINDER}`;
};

const periodText = (start: string | null, end: string | null): string | undefined => {
  if (!start) return undefined;
  if (!end || end === start) return formatGermanDay(start);
  return `${formatGermanDay(start)} – ${formatGermanDay(end)}`;
};

/** The info block's facts beside number and date, in the order of a German business letter. */
export const receiptFacts = (receipt: TReceipt): { label: string; value: string }[] => {
  const facts: { label: string; value: string | undefined }[] = [
    { label: 'Kundennummer', value: receipt.recipient?.customerNumber ?? undefined },
    { label: 'Leistungszeitraum', value: periodText(receipt.servicePeriodStart, receipt.servicePeriodEnd) },
    { label: 'Lieferdatum', value: receipt.deliveryDate ? formatGermanDay(receipt.deliveryDate) : undefined },
    {
      label: 'Gültig bis',
      value: receipt.type === 'OFFER' && receipt.validUntil ? formatGermanDay(receipt.validUntil) : undefined,
    },
    {
      label: 'Bezug',
      value: receipt.referencedReceipt
        ? `${receiptTypeLabels[receipt.referencedReceipt.type]} ${receipt.referencedReceipt.number} vom ${formatGermanDay(receipt.referencedReceipt.date)}`
        : undefined,
    },
  ];
  return facts.flatMap(({ label, value }) => (value ? [{ label, value }] : []));
};

/** A delivery note shows what was delivered, not what it costs. */
const printLine = (position: TReceiptPosition, index: number, priced: boolean): TPrintLine => ({
  position: String(index + 1),
  name: position.name,
  description: position.description,
  quantity: position.quantity,
  unitLabel: position.unit,
  ...(priced && {
    unitPrice: position.unitPrice,
    discountPercent: position.discountPercent === '0' ? undefined : position.discountPercent,
    vatPercentPoints: position.vatCategory === 'S' ? position.vatPercentPoints : 0,
    lineNet: lineNet(position),
  }),
});

/**
 * The positions and figures as stored: a reminder's open amount, fee and interest are its positions (not
 * taxable, category O), so a draft changed before finalizing prints as changed.
 */
const linesAndTotals = (receipt: TReceipt) => {
  const priced = receipt.type !== 'DELIVERY_NOTE';
  const positions = receipt.positions.filter((position) => position.kind !== 'TEXT');
  const lines = positions.map((position, index) => printLine(position, index, priced));
  return { lines, totals: priced ? receipt.totals : undefined };
};

/** Due day and Skonto worded; only bills (and a reminder's new deadline) ask for payment. */
const paymentTextOf = (receipt: TReceipt, gross: string | undefined): string | undefined => {
  if (!receipt.dueDate || gross === undefined) return undefined;
  if (receipt.type !== 'BILL' && receipt.type !== 'BILL_REMINDER') return undefined;
  const { skonto } = receipt.paymentTerms;
  const skontoTerms =
    skonto && receipt.date && receipt.type === 'BILL'
      ? { untilDay: shiftDay(receipt.date, skonto.days), percent: skonto.percent }
      : undefined;
  const text = paymentTermsText({ dueDay: receipt.dueDate, skonto: skontoTerms }, gross, receipt.currency);
  if (receipt.paymentTerms.method !== 'DIRECT_DEBIT') return text;
  const mandate = receipt.recipient?.sepaMandate?.reference;
  return `Der Betrag von ${formatGermanMoney(gross, receipt.currency)} wird per SEPA-Lastschrift${mandate ? ` (Mandat ${mandate})` : ''} eingezogen.`;
};

const footerOf = (company: TReceiptCompany, unit: TReceiptUnit) => {
  const issuer = receiptIssuer(company, unit);
  const freeLines = (unit.receiptFooter ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const companyLines = [issuer.name, issuer.street, `${issuer.zip} ${issuer.city}`.trim(), ...freeLines]
    .filter(Boolean)
    .slice(0, FOOTER_LINES_MAX);
  return {
    companyLines,
    contact: { phone: issuer.phone || undefined, mail: issuer.email || undefined, web: issuer.website },
    bank:
      unit.iban && unit.bankName ? { bankName: unit.bankName, iban: unit.iban, bic: unit.bic ?? undefined } : undefined,
    tax: { vatId: unit.vatId, taxNumber: unit.taxNumber, creditorId: unit.creditorId ?? undefined },
  };
};

export type TReceiptPrintSources = {
  receipt: TReceipt;
  company: TReceiptCompany;
  unit: TReceiptUnit;
  /** The unit's (or company's) logo as a data URL, read by the caller. */
  logo?: string;
  reminderLevelName?: string;
};

/** The PDF content of a receipt; a draft (no number) prints as 'Entwurf' with the diagonal mark. */
export const receiptPrint = ({
  receipt,
  company,
  unit,
  logo,
  reminderLevelName,
}: TReceiptPrintSources): TReceiptPrintInput => {
  const issuer = receiptIssuer(company, unit);
  const recipient = receipt.recipient;
  const { lines, totals } = linesAndTotals(receipt);
  return {
    title: titleOf(receipt, reminderLevelName),
    number: receipt.number,
    date: receipt.date ?? receipt.createdAt.slice(0, 10),
    facts: receiptFacts(receipt),
    sender: {
      name: issuer.name,
      street: issuer.street,
      zip: issuer.zip,
      city: issuer.city,
      senderRow: [issuer.name, issuer.street, `${issuer.zip} ${issuer.city}`.trim()]
        .filter(Boolean)
        .join(' · ')
        .slice(0, 120),
    },
    recipient: {
      name: recipient?.name ?? '',
      addition: recipient?.addition ?? (recipient?.contactName ? `z. Hd. ${recipient.contactName}` : undefined),
      street: recipient?.street ?? '',
      zip: recipient?.zip ?? '',
      city: recipient?.city ?? '',
      country: recipient && isCountryCode(recipient.countryCode) ? recipient.countryCode : undefined,
      vatId: recipient?.vatId,
    },
    logo,
    introText: receipt.introText ?? '',
    lines,
    totals,
    paymentText: paymentTextOf(receipt, totals?.gross),
    closingText: receipt.closingText ?? '',
    footer: footerOf(company, unit),
    currency: receipt.currency,
  };
};
