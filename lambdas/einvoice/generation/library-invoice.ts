import type { Invoice } from '@e-invoice-eu/core';
import Big from 'big.js';
import { isCountryCode, type TCountryCode } from '../../../schemas/countries';
import {
  eInvoiceCurrencies,
  needsVatAccountingCurrency,
  REVERSE_CHARGE_CODE,
  REVERSE_CHARGE_REASON,
  type TEInvoiceCurrency,
  type TEInvoiceDocument,
  type TEInvoiceLine,
  vatAccountingCurrencyOf,
} from '../../../schemas/einvoice/document';
import { buyerReferenceOf } from '../../../schemas/einvoice/rules';
import { decimalText, roundHalfUp } from '../../../schemas/kernel/money';
import { documentTotals, lineNet, type TDocumentTotals, type TVatGroup } from '../../../schemas/kernel/vat';
import { invoiceLine, rateOf, VAT_SCHEME } from './library-lines';

/**
 * Our e-invoice document as the input of `@e-invoice-eu/core`: the library takes UBL-shaped JSON (keys
 * 'cbc:...'/'cac:...', attributes as 'element@attribute') and writes UBL, CII or Factur-X from it. Its Ajv
 * schema is strict: no undefined values, some parts must be arrays. Every amount comes from
 * schemas/kernel/vat.ts. Call it only for a document without problems (rules.ts): an unsupported currency,
 * country or unit here is a programming error.
 */

type TLibraryInvoice = Invoice['ubl:Invoice'];
type TSellerTaxSchemes = TLibraryInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme'];

/** A thrown error for a document the rules should have refused. */
const unchecked = (what: string): never => {
  throw new Error(`E-invoice document not checked: ${what}`);
};

const currencyOf = (code: string): TEInvoiceCurrency =>
  eInvoiceCurrencies.find((currency) => currency === code) ?? unchecked(`currency ${code}`);
const countryOf = (code: string): TCountryCode => (isCountryCode(code) ? code : unchecked(`country ${code}`));

const address = (party: { street: string; zip: string; city: string; countryCode: string }) => ({
  'cbc:StreetName': party.street,
  'cbc:CityName': party.city,
  'cbc:PostalZone': party.zip,
  'cac:Country': { 'cbc:IdentificationCode': countryOf(party.countryCode) },
});

/** The exemption reason of a VAT group without tax (BR-AE-10, BR-E-10, ...): the first of its lines'. */
const exemptionOf = (group: TVatGroup, lines: readonly TEInvoiceLine[]) => {
  if (group.vatCategory === 'S' || group.vatCategory === 'Z') return {};
  const line = lines.find((candidate) => candidate.vatCategory === group.vatCategory);
  const reverseCharge = group.vatCategory === 'AE';
  return {
    'cbc:TaxExemptionReasonCode':
      line?.exemptionReasonCode ?? (reverseCharge ? REVERSE_CHARGE_CODE : unchecked('exemption code')),
    'cbc:TaxExemptionReason': line?.exemptionReason ?? (reverseCharge ? REVERSE_CHARGE_REASON : ''),
  };
};

/** XRechnung's machine-readable Skonto line in the payment terms (BR-DE-18), closed by a line break. */
export const skontoTerms = (skonto: { percent: string; days: number }): string =>
  `#SKONTO#TAGE=${skonto.days}#PROZENT=${new Big(skonto.percent).toFixed(2)}#\n`;

const paymentTerms = (payment: TEInvoiceDocument['payment']): string =>
  payment.skonto ? `${payment.termsText}\n${skontoTerms(payment.skonto)}` : payment.termsText;

const paymentMeans = (document: TEInvoiceDocument): TLibraryInvoice['cac:PaymentMeans'] => {
  const { payment, seller } = document;
  if (payment.means === 'DIRECT_DEBIT') {
    return [
      {
        'cbc:PaymentMeansCode': '59',
        'cbc:PaymentID': document.number,
        'cac:PaymentMandate': {
          ...(payment.mandateReference ? { 'cbc:ID': payment.mandateReference } : {}),
          ...(payment.debtorIban ? { 'cac:PayerFinancialAccount': { 'cbc:ID': payment.debtorIban } } : {}),
        },
      },
    ];
  }
  return [
    {
      'cbc:PaymentMeansCode': '58',
      'cbc:PaymentID': document.number,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': seller.iban ?? unchecked('seller IBAN'),
        'cbc:Name': seller.name,
        ...(seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } } : {}),
      },
    },
  ];
};

/** The seller's VAT id (BT-31, scheme VAT) and tax number (BT-32, scheme FC); the library wants a list. */
const sellerTaxSchemes = ({ vatId, taxNumber }: TEInvoiceDocument['seller']): TSellerTaxSchemes => {
  const vat = vatId ? { 'cbc:CompanyID': vatId, 'cac:TaxScheme': VAT_SCHEME } : undefined;
  const fiscal = taxNumber ? { 'cbc:CompanyID': taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } } : undefined;
  if (vat && fiscal) return [vat, fiscal];
  const single = vat ?? fiscal;
  return single ? [single] : [];
};

/**
 * BT-10 (buyerReferenceOf in rules.ts): the Leitweg-ID, else the customer number; left out rather than
 * written empty, which the official rules refuse as an empty element (PEPPOL-EN16931-R008).
 */
const buyerReference = (document: TEInvoiceDocument) => {
  const reference = buyerReferenceOf(document);
  return reference ? { 'cbc:BuyerReference': reference } : {};
};

/** The service period (BG-14), each end only when it is known (BR-CO-19 wants one of them). */
const invoicePeriod = ({ servicePeriod }: TEInvoiceDocument) => {
  const start = servicePeriod?.start;
  const end = servicePeriod?.end;
  if (!start && !end) return {};
  return {
    'cac:InvoicePeriod': { ...(start ? { 'cbc:StartDate': start } : {}), ...(end ? { 'cbc:EndDate': end } : {}) },
  };
};

/**
 * The VAT total with its breakdown (BT-110, BG-23), and for an invoice in another currency than the seller
 * accounts VAT in, a second total in that currency (BT-111): the VAT at the document's exchange rate,
 * rounded to cents (§16 (6) UStG; BR-53, PEPPOL-EN16931-R054).
 */
const taxTotals = (
  document: TEInvoiceDocument,
  totals: TDocumentTotals,
  currency: TEInvoiceCurrency,
): TLibraryInvoice['cac:TaxTotal'] => {
  const breakdown = {
    'cbc:TaxAmount': totals.tax,
    'cbc:TaxAmount@currencyID': currency,
    'cac:TaxSubtotal': totals.vatGroups.map((group) => ({
      'cbc:TaxableAmount': group.taxable,
      'cbc:TaxableAmount@currencyID': currency,
      'cbc:TaxAmount': group.tax,
      'cbc:TaxAmount@currencyID': currency,
      'cac:TaxCategory': {
        'cbc:ID': group.vatCategory,
        ...rateOf(group.vatCategory, group.vatPercentPoints),
        ...exemptionOf(group, document.lines),
        'cac:TaxScheme': VAT_SCHEME,
      },
    })),
  };
  if (!needsVatAccountingCurrency(document)) return [breakdown];
  const rate = document.vatExchangeRate ?? unchecked('VAT exchange rate');
  const accounting = {
    'cbc:TaxAmount': decimalText(roundHalfUp(new Big(totals.tax).times(rate), 2)),
    'cbc:TaxAmount@currencyID': vatAccountingCurrencyOf(document.seller),
  };
  return [breakdown, accounting];
};

export const toLibraryInvoice = (document: TEInvoiceDocument): Invoice => {
  const { seller, buyer } = document;
  const currency = currencyOf(document.currency);
  const nets = document.lines.map((line) => lineNet(line));
  const totals = documentTotals(document.lines.map((line, index) => ({ ...line, net: nets[index] ?? '0' })));
  const [firstLine, ...otherLines] = document.lines.map((line, index) =>
    invoiceLine(line, nets[index] ?? '0', currency),
  );
  return {
    'ubl:Invoice': {
      'cbc:ID': document.number,
      'cbc:IssueDate': document.issueDate,
      ...(document.dueDate ? { 'cbc:DueDate': document.dueDate } : {}),
      'cbc:InvoiceTypeCode': document.typeCode,
      ...(document.notes.length > 0 ? { 'cbc:Note': document.notes } : {}),
      'cbc:DocumentCurrencyCode': currency,
      ...(needsVatAccountingCurrency(document) ? { 'cbc:TaxCurrencyCode': vatAccountingCurrencyOf(seller) } : {}),
      ...buyerReference(document),
      ...invoicePeriod(document),
      ...(document.orderReference ? { 'cac:OrderReference': { 'cbc:ID': document.orderReference } } : {}),
      ...(document.precedingInvoice
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': document.precedingInvoice.number,
                  'cbc:IssueDate': document.precedingInvoice.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          // The creditor id (BT-90) identifies the seller; the library writes it into CII from there too.
          ...(seller.creditorId
            ? { 'cac:PartyIdentification': [{ 'cbc:ID': seller.creditorId, 'cbc:ID@schemeID': 'SEPA' as const }] }
            : {}),
          'cac:PartyName': { 'cbc:Name': seller.name },
          'cac:PostalAddress': address(seller),
          'cac:PartyTaxScheme': sellerTaxSchemes(seller),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
          'cac:Contact': {
            'cbc:Name': seller.contact.name,
            'cbc:Telephone': seller.contact.phone,
            'cbc:ElectronicMail': seller.contact.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(buyer.email ? { 'cbc:EndpointID': buyer.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
          ...(buyer.customerNumber ? { 'cac:PartyIdentification': { 'cbc:ID': buyer.customerNumber } } : {}),
          'cac:PostalAddress': address(buyer),
          ...(buyer.vatId
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': VAT_SCHEME } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
        },
      },
      // CII needs a delivery block even without a date (its XSD): the work was delivered to the buyer.
      'cac:Delivery': {
        ...(document.deliveryDate ? { 'cbc:ActualDeliveryDate': document.deliveryDate } : {}),
        'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } },
      },
      'cac:PaymentMeans': paymentMeans(document),
      'cac:PaymentTerms': { 'cbc:Note': paymentTerms(document.payment) },
      'cac:TaxTotal': taxTotals(document, totals, currency),
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': totals.net,
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': totals.net,
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': totals.gross,
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PayableAmount': totals.gross,
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': firstLine ? [firstLine, ...otherLines] : unchecked('no lines'),
    },
  };
};
