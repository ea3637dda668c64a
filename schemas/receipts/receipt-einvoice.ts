import type { TEInvoiceFormat } from '../customer-billing';
import {
  REVERSE_CHARGE_CODE,
  REVERSE_CHARGE_REASON,
  type TEInvoiceDocument,
  type TEInvoiceLine,
  type TEInvoiceTypeCode,
} from '../einvoice/document';
import {
  eInvoiceProblems,
  type TEInvoiceProblem,
  type TEInvoiceReceiptType,
  type TEInvoiceTarget,
} from '../einvoice/rules';
import { unitCodeOf } from '../einvoice/unit-codes';
import { formatGermanDay, shiftDay } from '../kernel/calendar';
import { lineNet } from '../kernel/vat';
import { receiptIssuer, type TReceiptCompany, type TReceiptUnit } from './issuer';
import { directDebitOf, paymentTermsText } from './payment-terms';
import { receiptTypeLabels, type TReceipt, type TReceiptPosition } from './receipt';
import { timeOfSupplyOf } from './time-of-supply';

/**
 * A stored bill, cancellation bill or credit note as the neutral e-invoice document (issue 14 point 6):
 * the seller is the issuing unit as STORED (its bank data; answers conceal it), the buyer the receipt's own
 * recipient snapshot (GoBD: what was true when it was finalized), the lines its priced positions. The
 * generator computes every figure from these lines with the receipt arithmetic, as the PDF does.
 */

export const isEInvoiceReceiptType = (type: TReceipt['type']): type is TEInvoiceReceiptType =>
  type === 'BILL' || type === 'CANCELLATION_BILL' || type === 'CREDIT_NOTE';

/** 380 commercial invoice; a cancellation and a credit note are 381 credit notes (positive amounts). */
const typeCodes: Record<TEInvoiceReceiptType, TEInvoiceTypeCode> = {
  BILL: '380',
  CANCELLATION_BILL: '381',
  CREDIT_NOTE: '381',
};

/** A 381 carries positive amounts: a cancellation stored with negative quantities or prices turns round. */
const unsigned = (value: string): string => value.replace(/^-/, '');

type TLineOptions = { creditNote: boolean; withServiceDate: boolean };

const lineOf = (position: TReceiptPosition, index: number, options: TLineOptions): TEInvoiceLine => {
  const reverseCharge = position.vatCategory === 'AE';
  const turn = options.creditNote && lineNet(position).startsWith('-');
  return {
    id: String(index + 1),
    name: position.name,
    description: position.description,
    quantity: turn ? unsigned(position.quantity) : position.quantity,
    unitCode: unitCodeOf(position.unit),
    unitPrice: turn ? unsigned(position.unitPrice) : position.unitPrice,
    discountPercent: position.discountPercent === '0' ? undefined : position.discountPercent,
    vatCategory: position.vatCategory,
    vatPercentPoints: position.vatCategory === 'S' ? position.vatPercentPoints : 0,
    ...(options.withServiceDate && position.serviceDate ? { serviceDate: position.serviceDate } : {}),
    ...(reverseCharge && { exemptionReason: REVERSE_CHARGE_REASON, exemptionReasonCode: REVERSE_CHARGE_CODE }),
  };
};

/**
 * The time of supply (§14 Abs. 4 Nr. 6 UStG) as the PDF states it (timeOfSupplyOf): the head's period as
 * BG-14; the positions' days as a line period each (BG-26) and BG-14 from the first to the last; else the
 * delivery day as BT-72. None at all is a rule problem (EINV_400_02_0029).
 */
const timeOfSupply = (receipt: TReceipt) => {
  const supply = timeOfSupplyOf(receipt);
  if (!supply) return { withServiceDate: false };
  if (supply.kind === 'deliveryDay') return { deliveryDate: supply.day, withServiceDate: false };
  return { servicePeriod: { start: supply.start, end: supply.end }, withServiceDate: supply.kind === 'positionDays' };
};

const termsTextOf = (receipt: TReceipt): string => {
  if (receipt.type !== 'BILL') {
    const reference = receipt.referencedReceipt;
    return reference
      ? `Verrechnung mit ${receiptTypeLabels[reference.type]} ${reference.number} vom ${formatGermanDay(reference.date)}.`
      : 'Der Betrag wird Ihnen erstattet.';
  }
  if (!receipt.dueDate) return '';
  const { skonto } = receipt.paymentTerms;
  const skontoTerms =
    skonto && receipt.date ? { untilDay: shiftDay(receipt.date, skonto.days), percent: skonto.percent } : undefined;
  const directDebit = directDebitOf(receipt);
  return paymentTermsText(
    { dueDay: receipt.dueDate, skonto: skontoTerms, directDebit },
    receipt.totals.gross,
    receipt.currency,
  );
};

/** A direct debit collects the full amount (its terms offer no Skonto), so its XML names none either. */
const paymentOf = (receipt: TReceipt): TEInvoiceDocument['payment'] => {
  const termsText = termsTextOf(receipt);
  if (receipt.paymentTerms.method === 'DIRECT_DEBIT') {
    const mandate = receipt.recipient?.sepaMandate;
    return { means: 'DIRECT_DEBIT', mandateReference: mandate?.reference, debtorIban: mandate?.iban, termsText };
  }
  const skonto = receipt.type === 'BILL' ? (receipt.paymentTerms.skonto ?? undefined) : undefined;
  return { means: 'CREDIT_TRANSFER', termsText, skonto };
};

/** A text position (kind TEXT, no amount) as an invoice note (BT-22): its name and description. */
const textNoteOf = (position: TReceiptPosition): string =>
  [position.name, position.description].filter(Boolean).join('\n');

const notesOf = (receipt: TReceipt): string[] => {
  const reference = receipt.referencedReceipt;
  const referenceNote = reference
    ? `${receiptTypeLabels[receipt.type]} zu ${receiptTypeLabels[reference.type]} ${reference.number} vom ${formatGermanDay(reference.date)}.`
    : undefined;
  const textNotes = receipt.positions.filter((position) => position.kind === 'TEXT').map(textNoteOf);
  return [receipt.subject, referenceNote, ...textNotes, receipt.closingText].filter((note): note is string =>
    Boolean(note?.trim()),
  );
};

export type TReceiptEInvoiceSources = { receipt: TReceipt; company: TReceiptCompany; unit: TReceiptUnit };

/** The e-invoice document of a bill, cancellation bill or credit note (undefined for the other types). */
export const receiptEInvoiceDocument = ({
  receipt,
  company,
  unit,
}: TReceiptEInvoiceSources): TEInvoiceDocument | undefined => {
  if (!isEInvoiceReceiptType(receipt.type)) return undefined;
  const typeCode = typeCodes[receipt.type];
  const issuer = receiptIssuer(company, unit);
  const recipient = receipt.recipient;
  const reference = receipt.referencedReceipt;
  const { withServiceDate, ...supply } = timeOfSupply(receipt);
  return {
    typeCode,
    number: receipt.number ?? '',
    issueDate: receipt.date ?? '',
    dueDate: receipt.type === 'BILL' ? (receipt.dueDate ?? undefined) : undefined,
    ...supply,
    currency: receipt.currency,
    vatExchangeRate: receipt.vatExchangeRate ?? undefined,
    buyerReference: recipient?.buyerReference ?? '',
    precedingInvoice: reference ? { number: reference.number, issueDate: reference.date } : undefined,
    notes: notesOf(receipt),
    seller: {
      name: issuer.name,
      street: issuer.street,
      zip: issuer.zip,
      city: issuer.city,
      countryCode: issuer.countryCode,
      vatId: unit.vatId,
      taxNumber: unit.taxNumber,
      email: issuer.email,
      contact: { name: issuer.contactName, phone: issuer.phone, email: issuer.email },
      iban: unit.iban ?? undefined,
      bic: unit.bic ?? undefined,
      bankName: unit.bankName,
      creditorId: unit.creditorId ?? undefined,
    },
    buyer: {
      name: recipient?.name ?? '',
      street: recipient?.street ?? '',
      zip: recipient?.zip ?? '',
      city: recipient?.city ?? '',
      countryCode: recipient?.countryCode ?? '',
      vatId: recipient?.vatId,
      email: recipient?.email ?? recipient?.contactEmail,
      customerNumber: recipient?.customerNumber ?? undefined,
    },
    lines: receipt.positions
      .filter((position) => position.kind !== 'TEXT')
      .map((position, index) => lineOf(position, index, { creditNote: typeCode === '381', withServiceDate })),
    payment: paymentOf(receipt),
  };
};

/**
 * The files a receipt goes out as, by the customer's e-invoice format: bills, cancellation bills and credit
 * notes are e-invoices in the customer's format (a credit note as a type 381, like a cancellation, also as
 * Factur-X); the other types are PDFs.
 */
export const receiptFileFormat = (type: TReceipt['type'], customerFormat: TEInvoiceFormat): TEInvoiceFormat =>
  isEInvoiceReceiptType(type) ? customerFormat : 'PDF_ONLY';

/** Which rules a file format applies; PDF_ONLY is no e-invoice, so nothing is checked. */
export const eInvoiceTargetOf = (format: TEInvoiceFormat): TEInvoiceTarget | undefined => {
  if (format === 'PDF_ONLY') return undefined;
  return format === 'ZUGFERD' ? 'ZUGFERD' : 'XRECHNUNG';
};

/**
 * The §5 problems that would keep the receipt's e-invoice from being valid, for the customer's format: the
 * receipts service calls it BEFORE finalizing (a finalized receipt can no longer be corrected). The number
 * and date are given at finalizing: a draft is checked as if it had them.
 */
export const receiptEInvoiceProblems = (
  receipt: TReceipt,
  unit: TReceiptUnit,
  company: TReceiptCompany,
  customer: { eInvoiceFormat: TEInvoiceFormat },
): TEInvoiceProblem[] => {
  const target = eInvoiceTargetOf(receiptFileFormat(receipt.type, customer.eInvoiceFormat));
  if (!target || !isEInvoiceReceiptType(receipt.type)) return [];
  const document = receiptEInvoiceDocument({ receipt, company, unit });
  if (!document) return [];
  const numbered = { ...document, number: document.number || 'ENTWURF', issueDate: document.issueDate || '2000-01-01' };
  return eInvoiceProblems(numbered, { target, receiptType: receipt.type });
};
