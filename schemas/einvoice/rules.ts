import { isCountryCode } from '../countries';
import type { ErrorCode } from '../errors';
import { isEuVatId, isValidVatId, vatIdFitsCountry, vatIdPrefix } from '../kernel/vat-id';
import { isValidLeitwegId, looksLikeLeitwegId } from '../receipt-identifiers';
import {
  eInvoiceCurrencies,
  eInvoicePaymentMeans,
  needsVatAccountingCurrency,
  type TEInvoiceDocument,
  type TEInvoiceLine,
} from './document';

/**
 * services.md §5 'E-invoice requires', checked before anything is generated, in the spec's order: a
 * document that fails answers 400 with the FIRST problem's code (its German text names what is missing)
 * and lists all of them. A few checks the official rules add (XRechnung 3.0: the buyer's electronic
 * address, the seller's IBAN for a transfer, an exemption reason) follow the rule they belong to.
 */

export type TEInvoiceProblem = { code: ErrorCode; path: string };

/** What is asked for: XRechnung XML (always the XRechnung profile) or a Factur-X PDF. */
export type TEInvoiceTarget = 'XRECHNUNG' | 'ZUGFERD';

/**
 * Receipt types (services.md §3). The ZUGFeRD request of the spec names bills and cancellation bills; a
 * credit note is a 381 as a cancellation is, so it goes out as Factur-X too (issue 24 point 8).
 */
export const eInvoiceReceiptTypes = ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'] as const;
export type TEInvoiceReceiptType = (typeof eInvoiceReceiptTypes)[number];

export type TEInvoiceContext = { target: TEInvoiceTarget; receiptType: TEInvoiceReceiptType };

const supportedReceiptTypes: Record<TEInvoiceTarget, readonly TEInvoiceReceiptType[]> = {
  XRECHNUNG: eInvoiceReceiptTypes,
  ZUGFERD: eInvoiceReceiptTypes,
};

const blank = (value: string | undefined): boolean => !value?.trim();

/** A public buyer's Leitweg-ID (not just any buyer reference): it makes a Factur-X an XRechnung profile. */
export const hasLeitwegId = ({ buyerReference }: Pick<TEInvoiceDocument, 'buyerReference'>): boolean =>
  looksLikeLeitwegId(buyerReference.trim()) && isValidLeitwegId(buyerReference.trim());

/** BT-10: the customer's reference (Leitweg-ID), else the customer number; undefined when neither exists. */
export const buyerReferenceOf = ({ buyerReference, buyer }: Pick<TEInvoiceDocument, 'buyerReference' | 'buyer'>) =>
  buyerReference.trim() || buyer.customerNumber?.trim() || undefined;

type Check = (document: TEInvoiceDocument, context: TEInvoiceContext) => TEInvoiceProblem[];

const when = (failed: boolean, code: ErrorCode, path: string): TEInvoiceProblem[] => (failed ? [{ code, path }] : []);

/** The XRechnung profile applies to every XML and to a Factur-X whose buyer has a Leitweg-ID. */
const isXRechnung = (document: TEInvoiceDocument, { target }: TEInvoiceContext) =>
  target === 'XRECHNUNG' || hasLeitwegId(document);

const receiptType: Check = (_document, context) =>
  when(!supportedReceiptTypes[context.target].includes(context.receiptType), 'EINV_400_10_0001', 'receiptType');

/**
 * XRechnung requires a buyer reference (BR-DE-15). Only public buyers have a Leitweg-ID; for any other
 * customer the customer number serves (BT-10 is 'an identifier assigned by the buyer for routing', and the
 * number is how the buyer's invoices with us are told apart). EINV_400_02_0003 still applies when the
 * customer has neither, for every XML and for a Factur-X of the XRechnung profile (which needs a Leitweg-ID
 * anyway, so there it cannot arise). A Factur-X EN 16931 carries the customer number too, and goes without
 * BT-10 (optional in EN 16931) when there is none.
 */
const header: Check = (document, context) => [
  ...when(blank(document.number), 'EINV_400_02_0001', 'number'),
  ...when(blank(document.issueDate), 'EINV_400_02_0002', 'issueDate'),
  ...when(
    isXRechnung(document, context) && buyerReferenceOf(document) === undefined,
    'EINV_400_02_0003',
    'buyerReference',
  ),
  ...when(blank(document.seller.contact.name), 'EINV_400_02_0004', 'seller.contact.name'),
  ...when(blank(document.seller.contact.phone), 'EINV_400_02_0005', 'seller.contact.phone'),
  ...when(blank(document.seller.contact.email), 'EINV_400_02_0006', 'seller.contact.email'),
];

/**
 * §14 (4) Nr. 6 UStG: the time of supply. The receipt's service period (BG-14), else a service day on every
 * line (BG-26 per line), else its delivery day (BT-72); a receipt without any of them names it on its
 * period, the field a user fills for it.
 */
const timeOfSupply: Check = (document) =>
  when(
    blank(document.servicePeriod?.start) &&
      blank(document.servicePeriod?.end) &&
      blank(document.deliveryDate) &&
      document.lines.some((line) => blank(line.serviceDate)),
    'EINV_400_02_0029',
    'servicePeriodStart',
  );

/**
 * A buyer needs no VAT id at home (a Steuernummer or nothing will do), nor as a public buyer or abroad. One
 * that is given must be in the format of the buyer's country, check digits included (schemas/kernel/vat-id.ts,
 * also the customer form's check). Reverse charge (category AE, §13b UStG) names the buyer's VAT id of
 * another EU member state than the seller's (§14a (1) UStG; BR-AE-2).
 */
const buyerTaxId: Check = ({ buyer, seller, lines }) => {
  const vatId = buyer.vatId?.trim() ?? '';
  const reverseCharge = lines.some((line) => line.vatCategory === 'AE');
  if (!vatId) return when(reverseCharge, 'EINV_400_02_0026', 'buyer.vatId');
  if (!vatIdPrefix(vatId)) return [{ code: 'EINV_400_02_0007', path: 'buyer.vatId' }];
  if (!vatIdFitsCountry(vatId, buyer.countryCode)) return [{ code: 'EINV_400_02_0008', path: 'buyer.vatId' }];
  if (!isValidVatId(vatId)) return [{ code: 'EINV_400_02_0027', path: 'buyer.vatId' }];
  const home = vatIdFitsCountry(vatId, seller.countryCode);
  return when(reverseCharge && (!isEuVatId(vatId) || home), 'EINV_400_02_0028', 'buyer.vatId');
};

const addressFields = ['name', 'street', 'zip', 'city', 'countryCode'] as const;

const buyerAddress: Check = (document, context) => {
  const { buyer } = document;
  const missing = addressFields.find((field) => blank(buyer[field]));
  if (missing) return [{ code: 'EINV_400_02_0009', path: `buyer.${missing}` }];
  return [
    ...when(!isCountryCode(buyer.countryCode), 'EINV_400_02_0010', 'buyer.countryCode'),
    ...when(isXRechnung(document, context) && blank(buyer.email), 'EINV_400_02_0020', 'buyer.email'),
  ];
};

const operatingUnit: Check = ({ seller }) => {
  const missingAddress = addressFields.slice(1).find((field) => blank(seller[field]));
  return [
    ...when(blank(seller.name), 'EINV_400_02_0011', 'seller.name'),
    ...(missingAddress
      ? [{ code: 'EINV_400_02_0012' as const, path: `seller.${missingAddress}` }]
      : when(!isCountryCode(seller.countryCode), 'EINV_400_02_0012', 'seller.countryCode')),
    ...when(blank(seller.vatId) && blank(seller.taxNumber), 'EINV_400_02_0013', 'seller.taxNumber'),
    ...when(blank(seller.email), 'EINV_400_02_0023', 'seller.email'),
  ];
};

const paymentAccounts: Check = ({ payment, seller }) =>
  payment.means === 'DIRECT_DEBIT'
    ? [
        ...when(blank(seller.creditorId), 'EINV_400_02_0014', 'seller.creditorId'),
        ...when(blank(payment.debtorIban), 'EINV_400_02_0015', 'payment.debtorIban'),
        ...when(blank(payment.mandateReference), 'EINV_400_02_0016', 'payment.mandateReference'),
      ]
    : when(payment.means === 'CREDIT_TRANSFER' && blank(seller.iban), 'EINV_400_02_0021', 'seller.iban');

/** Categories other than standard and zero rate say why they carry no VAT (BR-E-10, BR-K-10, ...). */
const needsExemptionReason = (line: TEInvoiceLine) =>
  line.vatCategory !== 'S' && line.vatCategory !== 'Z' && line.vatCategory !== 'AE';

const lineProblems = (line: TEInvoiceLine, index: number, document: TEInvoiceDocument): TEInvoiceProblem[] => [
  ...when(blank(line.name), 'EINV_400_02_0017', `lines.${index}.name`),
  ...when(line.unitPrice.trim().startsWith('-'), 'EINV_400_02_0018', `lines.${index}.unitPrice`),
  ...when(
    needsExemptionReason(line) && (blank(line.exemptionReason) || blank(line.exemptionReasonCode)),
    'EINV_400_02_0022',
    `lines.${index}.exemptionReason`,
  ),
  // Reverse charge names both VAT ids (BR-AE-2); the buyer's is checked by buyerTaxId.
  ...when(line.vatCategory === 'AE' && blank(document.seller.vatId), 'EINV_400_02_0025', 'seller.vatId'),
];

const positions: Check = (document) =>
  document.lines.length === 0
    ? [{ code: 'EINV_400_02_0024', path: 'lines' }]
    : document.lines.flatMap((line, index) => lineProblems(line, index, document));

const currencyAndPayment: Check = (document) => {
  const { currency, payment } = document;
  const supported = eInvoiceCurrencies.some((candidate) => candidate === currency);
  return [
    ...when(!supported, 'EINV_400_10_0002', 'currency'),
    // A bill in francs from a German seller states its VAT in euro too (§16 (6) UStG, BT-6/BT-111).
    ...when(
      supported && needsVatAccountingCurrency(document) && blank(document.vatExchangeRate),
      'EINV_400_02_0030',
      'vatExchangeRate',
    ),
    ...when(!eInvoicePaymentMeans.some((means) => means === payment.means), 'EINV_400_02_0019', 'payment.means'),
  ];
};

const checks: readonly Check[] = [
  receiptType,
  header,
  timeOfSupply,
  buyerTaxId,
  buyerAddress,
  operatingUnit,
  paymentAccounts,
  positions,
  currencyAndPayment,
];

/** Every problem that keeps the document from being a valid e-invoice, the spec's order; [] when none. */
export const eInvoiceProblems = (document: TEInvoiceDocument, context: TEInvoiceContext): TEInvoiceProblem[] => {
  const problems = checks.flatMap((check) => check(document, context));
  // One problem per field: the reverse-charge check repeats for every AE line.
  return problems.filter(
    (problem, index) =>
      problems.findIndex((other) => other.path === problem.path && other.code === problem.code) === index,
  );
};
