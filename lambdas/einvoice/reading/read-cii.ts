import type {
  TIncomingAddress,
  TIncomingBill,
  TIncomingLineItem,
  TIncomingParty,
  TIncomingVat,
} from '../../../schemas/einvoice/incoming-bill';
import { compactIban, currencyOf, dayOf, decimalOf, incomplete, required, requiredDecimal } from './read-values';
import { at, attributeOf, children, textAt, textOf, type XmlElement } from './xml-tree';

const addressOf = (address: unknown): TIncomingAddress => ({
  street: textAt(address, 'LineOne') ?? null,
  addition: textAt(address, 'LineTwo') ?? null,
  zip: textAt(address, 'PostcodeCode') ?? null,
  city: textAt(address, 'CityName') ?? null,
  country: textAt(address, 'CountryID') ?? null,
});

/** The party's electronic address when it is an e-mail address (scheme "EM"). */
const uriMail = (party: unknown): string | undefined => {
  const uri = at(party, 'URIUniversalCommunication', 'URIID');
  return attributeOf(uri, 'schemeID') === 'EM' ? textOf(uri) : undefined;
};

/** Seller or buyer: the legal name (BT-27/44); the contact's mail, else the electronic address. */
const partyOf = (party: unknown, what: string): TIncomingParty => ({
  name: required(textAt(party, 'Name'), `${what} name`),
  address: addressOf(at(party, 'PostalTradeAddress')),
  email: textAt(party, 'DefinedTradeContact', 'EmailURIUniversalCommunication', 'URIID') ?? uriMail(party) ?? null,
});

const lineOf = (line: unknown): TIncomingLineItem => {
  const quantity = at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
  const product = at(line, 'SpecifiedTradeProduct');
  const description = textAt(product, 'Name') ?? textAt(product, 'Description');
  return {
    description: required(description, 'line item name'),
    quantity: decimalOf(textOf(quantity), 'quantity') ?? null,
    unit: attributeOf(quantity, 'unitCode') ?? null,
    unitPrice:
      decimalOf(
        textAt(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
        'unit price',
      ) ?? null,
    amount: requiredDecimal(
      textAt(line, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
      'line amount',
    ),
  };
};

const vatOf = (tax: unknown): TIncomingVat => ({
  rate: requiredDecimal(textAt(tax, 'RateApplicablePercent') ?? '0', 'VAT rate'),
  amount: requiredDecimal(textAt(tax, 'CalculatedAmount'), 'VAT amount'),
  category: required(textAt(tax, 'CategoryCode'), 'VAT category'),
  taxableAmount: requiredDecimal(textAt(tax, 'BasisAmount'), 'taxable amount'),
});

/** The VAT total in the invoice's currency: a second one may be in the accounting currency (BT-111). */
const taxTotalOf = (summation: unknown, currency: string): string | undefined => {
  const totals = children(summation, 'TaxTotalAmount');
  const inCurrency = totals.find((total) => attributeOf(total, 'currencyID') === currency);
  return textOf(inCurrency ?? totals[0]);
};

/** The payment means that names an account (credit transfer), else the first. */
const paymentMeansOf = (settlement: unknown): unknown => {
  const means = children(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  return means.find((one) => at(one, 'PayeePartyCreditorFinancialAccount') !== undefined) ?? means[0];
};

/** An EN 16931 CII CrossIndustryInvoice (XRechnung CII, the XML of ZUGFeRD / Factur-X) as an incoming bill. */
export const readCii = (root: XmlElement): TIncomingBill => {
  const document = at(root, 'ExchangedDocument');
  const transaction = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = at(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  if (summation === undefined) throw incomplete('no SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = currencyOf(textAt(settlement, 'InvoiceCurrencyCode'));
  const means = paymentMeansOf(settlement);
  const terms = at(settlement, 'SpecifiedTradePaymentTerms');
  return {
    format: 'CII',
    typeCode: required(textAt(document, 'TypeCode'), 'type code'),
    receiptNumber: required(textAt(document, 'ID'), 'invoice number'),
    date: required(dayOf(textAt(document, 'IssueDateTime', 'DateTimeString'), 'issue date'), 'issue date'),
    dueDate: dayOf(textAt(terms, 'DueDateDateTime', 'DateTimeString'), 'due date') ?? null,
    currency,
    sender: partyOf(at(agreement, 'SellerTradeParty'), 'seller'),
    recipient: partyOf(at(agreement, 'BuyerTradeParty'), 'buyer'),
    lineItems: children(transaction, 'IncludedSupplyChainTradeLineItem').map(lineOf),
    netAmount: requiredDecimal(textAt(summation, 'TaxBasisTotalAmount'), 'net amount'),
    vat: children(settlement, 'ApplicableTradeTax').map(vatOf),
    totalTaxAmount: decimalOf(taxTotalOf(summation, currency), 'tax amount') ?? '0',
    grossAmount: requiredDecimal(textAt(summation, 'GrandTotalAmount'), 'gross amount'),
    dueAmount: requiredDecimal(textAt(summation, 'DuePayableAmount'), 'payable amount'),
    paymentInstructions: {
      iban: compactIban(textAt(means, 'PayeePartyCreditorFinancialAccount', 'IBANID')) ?? null,
      bic: textAt(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID') ?? null,
      bankName: textAt(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'Name') ?? null,
      remittanceInformation: textAt(settlement, 'PaymentReference') ?? null,
      paymentTerms: textAt(terms, 'Description') ?? null,
    },
  };
};
