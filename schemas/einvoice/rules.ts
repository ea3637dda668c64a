import { isCountryCode } from '../countries';
import type { ErrorCode } from '../errors';
import { eInvoiceCurrencies, eInvoicePaymentMeans, type TEInvoiceDocument, type TEInvoiceLine } from './document';

/**
 * services.md §5 'E-invoice requires', checked before anything is generated, in the spec's order: a
 * document that fails answers 400 with the FIRST problem's code (its German text names what is missing)
 * and lists all of them. A few checks the official rules add (XRechnung 3.0: the buyer's electronic
 * address, the seller's IBAN for a transfer, an exemption reason) follow the rule they belong to.
 */

export type TEInvoiceProblem = { code: ErrorCode; path: string };

/** What is asked for: XRechnung XML (always the XRechnung profile) or a Factur-X PDF. */
export type TEInvoiceTarget = 'XRECHNUNG' | 'ZUGFERD';

/** Receipt types (services.md §3): the ZUGFeRD request names bills and cancellation bills only. */
export const eInvoiceReceiptTypes = ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'] as const;
export type TEInvoiceReceiptType = (typeof eInvoiceReceiptTypes)[number];

export type TEInvoiceContext = { target: TEInvoiceTarget; receiptType: TEInvoiceReceiptType };

const supportedReceiptTypes: Record<TEInvoiceTarget, readonly TEInvoiceReceiptType[]> = {
  XRECHNUNG: eInvoiceReceiptTypes,
  ZUGFERD: ['BILL', 'CANCELLATION_BILL'],
};

/**
 * The tax id prefix a customer's country demands (services.md §9: DE, CHE, AT). Other countries have no
 * supported prefix: their customers cannot receive an e-invoice from us yet.
 */
const vatIdPrefixes: Record<string, string> = { DE: 'DE', AT: 'AT', CH: 'CHE' };
const VAT_ID = /^(DE\d{9}|ATU\d{8}|CHE-?\d{3}\.?\d{3}\.?\d{3}( ?(MWST|TVA|IVA))?)$/;

const blank = (value: string | undefined): boolean => !value?.trim();

type Check = (document: TEInvoiceDocument, context: TEInvoiceContext) => TEInvoiceProblem[];

const when = (failed: boolean, code: ErrorCode, path: string): TEInvoiceProblem[] => (failed ? [{ code, path }] : []);

/** The XRechnung profile applies to every XML and to a Factur-X whose buyer gave a reference. */
const isXRechnung = (document: TEInvoiceDocument, { target }: TEInvoiceContext) =>
  target === 'XRECHNUNG' || !blank(document.buyerReference);

const receiptType: Check = (_document, context) =>
  when(!supportedReceiptTypes[context.target].includes(context.receiptType), 'EINV_400_10_0001', 'receiptType');

const header: Check = (document, context) => [
  ...when(blank(document.number), 'EINV_400_02_0001', 'number'),
  ...when(blank(document.issueDate), 'EINV_400_02_0002', 'issueDate'),
  ...when(context.target === 'XRECHNUNG' && blank(document.buyerReference), 'EINV_400_02_0003', 'buyerReference'),
  ...when(blank(document.seller.contact.name), 'EINV_400_02_0004', 'seller.contact.name'),
  ...when(blank(document.seller.contact.phone), 'EINV_400_02_0005', 'seller.contact.phone'),
  ...when(blank(document.seller.contact.email), 'EINV_400_02_0006', 'seller.contact.email'),
];

const buyerTaxId: Check = ({ buyer }) => {
  const vatId = buyer.vatId?.replace(/\s/g, '') ?? '';
  if (!VAT_ID.test(vatId)) return [{ code: 'EINV_400_02_0007', path: 'buyer.vatId' }];
  const prefix = vatIdPrefixes[buyer.countryCode];
  return when(!prefix || !vatId.startsWith(prefix), 'EINV_400_02_0008', 'buyer.vatId');
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
  // Reverse charge names both VAT ids (BR-AE-2); the buyer's is checked above.
  ...when(line.vatCategory === 'AE' && blank(document.seller.vatId), 'EINV_400_02_0025', 'seller.vatId'),
];

const positions: Check = (document) =>
  document.lines.length === 0
    ? [{ code: 'EINV_400_02_0024', path: 'lines' }]
    : document.lines.flatMap((line, index) => lineProblems(line, index, document));

const currencyAndPayment: Check = ({ currency, payment }) => [
  ...when(!eInvoiceCurrencies.some((supported) => supported === currency), 'EINV_400_10_0002', 'currency'),
  ...when(!eInvoicePaymentMeans.some((supported) => supported === payment.means), 'EINV_400_02_0019', 'payment.means'),
];

const checks: readonly Check[] = [
  receiptType,
  header,
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
