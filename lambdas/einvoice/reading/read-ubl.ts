import type {
  TIncomingAddress,
  TIncomingBill,
  TIncomingLineItem,
  TIncomingParty,
  TIncomingVat,
} from '../../../schemas/einvoice/incoming-bill';
import { compactIban, currencyOf, dayOf, decimalOf, incomplete, required, requiredDecimal } from './read-values';
import { at, attributeOf, children, textAt, textOf, type XmlElement } from './xml-tree';

/** UBL Invoice and CreditNote name a few elements after the kind; everything else is shared (UBL 2.1). */
const namesOf = (kind: 'Invoice' | 'CreditNote') =>
  kind === 'Invoice'
    ? { typeCode: 'InvoiceTypeCode', line: 'InvoiceLine', quantity: 'InvoicedQuantity' }
    : { typeCode: 'CreditNoteTypeCode', line: 'CreditNoteLine', quantity: 'CreditedQuantity' };

const addressOf = (address: unknown): TIncomingAddress => ({
  street: textAt(address, 'StreetName') ?? null,
  addition: textAt(address, 'AdditionalStreetName') ?? null,
  zip: textAt(address, 'PostalZone') ?? null,
  city: textAt(address, 'CityName') ?? null,
  country: textAt(address, 'Country', 'IdentificationCode') ?? null,
});

/** An endpoint id is an e-mail address only with scheme "EM" (else a Peppol or Leitweg id). */
const endpointMail = (party: unknown): string | undefined => {
  const endpoint = at(party, 'EndpointID');
  return attributeOf(endpoint, 'schemeID') === 'EM' ? textOf(endpoint) : undefined;
};

/** Seller or buyer: the legal name (BT-27/44), else the trading name; the contact's mail, else the endpoint's. */
const partyOf = (role: unknown, what: string): TIncomingParty => {
  const party = at(role, 'Party');
  const name = textAt(party, 'PartyLegalEntity', 'RegistrationName') ?? textAt(party, 'PartyName', 'Name');
  return {
    name: required(name, `${what} name`),
    address: addressOf(at(party, 'PostalAddress')),
    email: textAt(party, 'Contact', 'ElectronicMail') ?? endpointMail(party) ?? null,
  };
};

const lineOf = (line: unknown, quantityName: string): TIncomingLineItem => {
  const quantity = at(line, quantityName);
  const description = textAt(line, 'Item', 'Name') ?? textAt(line, 'Item', 'Description');
  return {
    description: required(description, 'line item name'),
    quantity: decimalOf(textOf(quantity), 'quantity') ?? null,
    unit: attributeOf(quantity, 'unitCode') ?? null,
    unitPrice: decimalOf(textAt(line, 'Price', 'PriceAmount'), 'unit price') ?? null,
    amount: requiredDecimal(textAt(line, 'LineExtensionAmount'), 'line amount'),
  };
};

/**
 * The tax total in the invoice's currency: a second TaxTotal may state the VAT in the accounting
 * currency (BT-111), without groups.
 */
const taxTotalOf = (root: XmlElement, currency: string): unknown => {
  const totals = children(root, 'TaxTotal');
  return totals.find((total) => attributeOf(at(total, 'TaxAmount'), 'currencyID') === currency) ?? totals[0];
};

const vatOf = (subtotal: unknown): TIncomingVat => ({
  rate: requiredDecimal(textAt(subtotal, 'TaxCategory', 'Percent') ?? '0', 'VAT rate'),
  amount: requiredDecimal(textAt(subtotal, 'TaxAmount'), 'VAT amount'),
  category: required(textAt(subtotal, 'TaxCategory', 'ID'), 'VAT category'),
  taxableAmount: requiredDecimal(textAt(subtotal, 'TaxableAmount'), 'taxable amount'),
});

/** The payment means that names an account (credit transfer), else the first. */
const paymentMeansOf = (root: XmlElement): unknown => {
  const means = children(root, 'PaymentMeans');
  return means.find((one) => at(one, 'PayeeFinancialAccount') !== undefined) ?? means[0];
};

/** An EN 16931 UBL Invoice or CreditNote (XRechnung, Peppol BIS) as an incoming bill. */
export const readUbl = (root: XmlElement, kind: 'Invoice' | 'CreditNote'): TIncomingBill => {
  const names = namesOf(kind);
  const currency = currencyOf(textAt(root, 'DocumentCurrencyCode'));
  const taxTotal = taxTotalOf(root, currency);
  const totals = at(root, 'LegalMonetaryTotal');
  if (totals === undefined) throw incomplete('no LegalMonetaryTotal');
  const means = paymentMeansOf(root);
  const account = at(means, 'PayeeFinancialAccount');
  return {
    format: 'UBL',
    typeCode: required(textAt(root, names.typeCode), 'type code'),
    receiptNumber: required(textAt(root, 'ID'), 'invoice number'),
    date: required(dayOf(textAt(root, 'IssueDate'), 'issue date'), 'issue date'),
    // An Invoice has DueDate (BT-9); a CreditNote carries it in its payment means.
    dueDate: dayOf(textAt(root, 'DueDate') ?? textAt(means, 'PaymentDueDate'), 'due date') ?? null,
    currency,
    sender: partyOf(at(root, 'AccountingSupplierParty'), 'seller'),
    recipient: partyOf(at(root, 'AccountingCustomerParty'), 'buyer'),
    lineItems: children(root, names.line).map((line) => lineOf(line, names.quantity)),
    netAmount: requiredDecimal(textAt(totals, 'TaxExclusiveAmount'), 'net amount'),
    vat: children(taxTotal, 'TaxSubtotal').map(vatOf),
    totalTaxAmount: decimalOf(textAt(taxTotal, 'TaxAmount'), 'tax amount') ?? '0',
    grossAmount: requiredDecimal(textAt(totals, 'TaxInclusiveAmount'), 'gross amount'),
    dueAmount: requiredDecimal(textAt(totals, 'PayableAmount'), 'payable amount'),
    paymentInstructions: {
      iban: compactIban(textAt(account, 'ID')) ?? null,
      bic: textAt(account, 'FinancialInstitutionBranch', 'ID') ?? null,
      bankName: textAt(account, 'FinancialInstitutionBranch', 'Name') ?? null,
      remittanceInformation: textAt(means, 'PaymentID') ?? null,
      paymentTerms: textAt(root, 'PaymentTerms', 'Note') ?? null,
    },
  };
};
