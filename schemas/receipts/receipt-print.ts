import Big from 'big.js';
import { isCountryCode } from '../countries';
import { formatGermanDay, shiftDay } from '../kernel/calendar';
import { CENT_DECIMALS, decimalText, roundHalfUp } from '../kernel/money';
import { lineNet } from '../kernel/vat';
import { receiptIssuer, type TReceiptCompany, type TReceiptIssuer, type TReceiptUnit } from './issuer';
import { directDebitOf, paymentTermsText } from './payment-terms';
import type { TPrintEntry, TPrintLine, TPrintVatInEur, TReceiptPrintInput } from './print';
import { receiptTypeLabels, type TReceipt, type TReceiptPosition } from './receipt';
import { timeOfSupplyOf } from './time-of-supply';

/**
 * A stored receipt as its PDF shows it (issue 14 point 4): the receipt's own snapshot of the recipient,
 * the issuing unit's data (read from the STORED unit: answers conceal bank data) and its figures from the
 * receipt arithmetic. Pure: the caller reads the records and the logo.
 */

/** The footer's company column holds at most this many lines (ZPrintFooter). */
const FOOTER_LINES_MAX = 10;

/** 'Rechnung', '2. Mahnung' (the reminder level's name from the settings when the caller has it). */
const titleOf = (receipt: TReceipt, reminderLevelName?: string): string => {
  if (receipt.type !== 'BILL_REMINDER' || !receipt.reminder) return receiptTypeLabels[receipt.type];
  return reminderLevelName ?? `${receipt.reminder.level}. ${receiptTypeLabels.BILL_REMINDER}`;
};

const dayOrPeriod = (start: string, end: string): string =>
  start === end ? formatGermanDay(start) : `${formatGermanDay(start)} – ${formatGermanDay(end)}`;

/**
 * The time of supply in the info block (§14 Abs. 4 Nr. 6 UStG, timeOfSupplyOf): the head's period, else
 * the positions' first to last day (each position shows its own), else the delivery day. A delivery note
 * names its delivery day 'Lieferdatum' (receiptFacts).
 */
const supplyFact = (receipt: TReceipt): TFact | undefined => {
  const supply = timeOfSupplyOf(receipt);
  if (!supply) return undefined;
  if (supply.kind === 'deliveryDay') {
    return receipt.type === 'DELIVERY_NOTE'
      ? undefined
      : { label: 'Leistungsdatum', value: formatGermanDay(supply.day) };
  }
  const label = supply.start === supply.end ? 'Leistungsdatum' : 'Leistungszeitraum';
  return { label, value: dayOrPeriod(supply.start, supply.end) };
};

type TFact = { label: string; value: string };

/** The info block's facts beside number and date, in the order of a German business letter. */
export const receiptFacts = (receipt: TReceipt, issuer: TReceiptIssuer): TFact[] => {
  const facts: { label: string; value: string | undefined }[] = [
    { label: 'Kundennummer', value: receipt.recipient?.customerNumber ?? undefined },
    // The customer's VAT id matters on a bill abroad or under reverse charge (§14a UStG), not at home.
    {
      label: 'Ihre USt-IdNr.',
      value: receipt.reverseCharge || receipt.recipient?.countryCode !== 'DE' ? receipt.recipient?.vatId : undefined,
    },
    // The unit's receipt contact; the company's name (the issuer's fallback) names no person.
    { label: 'Ansprechpartner', value: issuer.contactName === issuer.name ? undefined : issuer.contactName },
    { label: 'E-Mail', value: issuer.email || undefined },
    supplyFact(receipt),
    {
      label: 'Lieferdatum',
      value:
        receipt.type === 'DELIVERY_NOTE' && receipt.deliveryDate ? formatGermanDay(receipt.deliveryDate) : undefined,
    },
    {
      label: 'Gültig bis',
      value: receipt.type === 'OFFER' && receipt.validUntil ? formatGermanDay(receipt.validUntil) : undefined,
    },
  ].filter((fact) => fact !== undefined);
  return facts.flatMap(({ label, value }) => (value ? [{ label, value }] : []));
};

/** The number's label: an invoice's is its Rechnungsnummer (a cancellation bill is one too). */
const numberLabels: Record<TReceipt['type'], string> = {
  BILL: 'Rechnungsnummer',
  CANCELLATION_BILL: 'Rechnungsnummer',
  BILL_REMINDER: 'Mahnungsnummer',
  CREDIT_NOTE: 'Gutschriftsnummer',
  DELIVERY_NOTE: 'Lieferscheinnr.',
  OFFER: 'Angebotsnummer',
};

/** 'zu Rechnung RE-2026-0042 vom 14.08.2026': the receipt a cancellation bill, credit note or reminder refers to. */
const referenceOf = ({ referencedReceipt: referenced }: TReceipt): string | undefined =>
  referenced
    ? `zu ${receiptTypeLabels[referenced.type]} ${referenced.number} vom ${formatGermanDay(referenced.date)}`
    : undefined;

/** A delivery note shows what was delivered, not what it costs. */
const printLine = (position: TReceiptPosition, number: number, priced: boolean, withDay: boolean): TPrintLine => ({
  position: String(number),
  name: position.name,
  description: position.description,
  ...(withDay && position.serviceDate ? { serviceDate: position.serviceDate } : {}),
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
 * taxable, category O), so a draft changed before finalizing prints as changed. Text positions keep their
 * place between the positions; only priced positions are numbered.
 */
const linesAndTotals = (receipt: TReceipt) => {
  const priced = receipt.type !== 'DELIVERY_NOTE';
  const withDays = timeOfSupplyOf(receipt)?.kind === 'positionDays';
  const lines = receipt.positions.reduce<{ entries: TPrintEntry[]; numbered: number }>(
    ({ entries, numbered }, position) =>
      position.kind === 'TEXT'
        ? { entries: [...entries, { kind: 'TEXT', text: position.name }], numbered }
        : { entries: [...entries, printLine(position, numbered + 1, priced, withDays)], numbered: numbered + 1 },
    { entries: [], numbered: 0 },
  ).entries;
  return { lines, totals: priced ? receipt.totals : undefined };
};

/**
 * The VAT of a receipt in CHF in EUR as well (§16 Abs. 6 UStG), per rate, at the rate the user entered;
 * each group's tax converted and rounded half-up to cents, the sum of them the total.
 */
const vatInEurOf = (receipt: TReceipt, totals: TReceipt['totals'] | undefined): TPrintVatInEur | undefined => {
  const rate = receipt.vatExchangeRate;
  if (receipt.currency === 'EUR' || !rate || !totals) return undefined;
  const groups = totals.vatGroups
    .filter((group) => !new Big(group.tax).eq(0))
    .map((group) => ({
      vatPercentPoints: group.vatPercentPoints,
      tax: decimalText(roundHalfUp(new Big(group.tax).times(rate), CENT_DECIMALS)),
    }));
  if (groups.length === 0) return undefined;
  const tax = decimalText(groups.reduce((sum, group) => sum.plus(group.tax), new Big(0)));
  return { rate, tax, groups };
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
  const directDebit = directDebitOf(receipt);
  return paymentTermsText({ dueDay: receipt.dueDate, skonto: skontoTerms, directDebit }, gross, receipt.currency);
};

const footerOf = (company: TReceiptCompany, unit: TReceiptUnit) => {
  const issuer = receiptIssuer(company, unit);
  const freeLines = (unit.receiptFooter ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const lines = [issuer.name, issuer.street, `${issuer.zip} ${issuer.city}`.trim(), ...freeLines].filter(Boolean);
  // A GmbH & Co. KG needs Komplementärin, register entries and Geschäftsführer besides the address: no line
  // may get lost, so lines beyond the bound share the last one.
  const companyLines =
    lines.length <= FOOTER_LINES_MAX
      ? lines
      : [...lines.slice(0, FOOTER_LINES_MAX - 1), lines.slice(FOOTER_LINES_MAX - 1).join(' · ')];
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
    numberLabel: numberLabels[receipt.type],
    date: receipt.date ?? receipt.createdAt.slice(0, 10),
    reference: referenceOf(receipt),
    facts: receiptFacts(receipt, issuer),
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
    vatInEur: vatInEurOf(receipt, totals),
    paymentText: paymentTextOf(receipt, totals?.gross),
    closingText: receipt.closingText ?? '',
    footer: footerOf(company, unit),
    currency: receipt.currency,
  };
};
