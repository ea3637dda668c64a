import type { TCustomerInput } from '../../../schemas/customer';

/**
 * Receipt data of the demo customers (issue 14 point 2): most German customers have a USt-IdNr., one
 * Austrian customer is billed with reverse charge, the two Gemeinden are public buyers with a Leitweg-ID
 * and XRechnung (no USt-IdNr.: a Gemeinde acting as public authority has none; their e-invoice goes to
 * the invoice mailbox, BT-49), one farm pays by SEPA direct debit. Keyed by customer number.
 */
type Billing = Pick<
  TCustomerInput,
  | 'vatId'
  | 'taxNumber'
  | 'buyerReference'
  | 'paymentMethod'
  | 'sepaMandate'
  | 'eInvoiceFormat'
  | 'paymentTermDays'
  | 'addressStreet'
  | 'addressZip'
  | 'addressCity'
  | 'addressCountryCode'
  | 'mail'
>;

/**
 * A German VAT id whose last digit is the check digit of the Bundeszentralamt (ISO 7064 MOD 11,10),
 * so demo ids look like real ones; the schema itself checks the format only.
 */
export const germanVatId = (eightDigits: string): string => {
  let product = 10;
  for (const digit of eightDigits) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return `DE${eightDigits}${check === 10 ? 0 : check}`;
};

const special: Readonly<Record<string, Billing>> = {
  '10001': {
    vatId: germanVatId('80010001'),
    paymentMethod: 'DIRECT_DEBIT',
    sepaMandate: {
      reference: 'LUH-10001-2025',
      signedOn: '2025-02-01',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      accountHolder: 'Hof Thomsen GbR',
    },
    paymentTermDays: 10,
  },
  '10011': {
    buyerReference: '010545470000-RECHNUNG-66',
    eInvoiceFormat: 'XRECHNUNG_UBL',
    paymentTermDays: 30,
    mail: 'rechnungseingang.vioel@example.de',
  },
  '10027': { eInvoiceFormat: 'PDF_ONLY' },
  '10028': {
    buyerReference: '010545200000-KAEMMEREI-57',
    eInvoiceFormat: 'XRECHNUNG_CII',
    paymentTermDays: 30,
    mail: 'rechnungseingang.ostenfeld@example.de',
  },
  // An Austrian contractor working in the north: an EU customer with a VAT id, billed with reverse charge.
  '10030': {
    addressStreet: 'Linzer Straße 19',
    addressZip: '4470',
    addressCity: 'Enns',
    addressCountryCode: 'AT',
    vatId: 'ATU12345675',
    paymentTermDays: 21,
  },
};

/** The receipt data of a demo customer; German customers without special terms get a VAT id. */
export const demoBillingOf = (customerNumber: string): Billing =>
  special[customerNumber] ?? { vatId: germanVatId(`8${customerNumber.padStart(7, '0')}`) };

/**
 * The mail of a customer's contact person where receipts name it (the buyer contact of an e-invoice,
 * BT-58): the Gemeinden's clerks, who answer questions about a bill.
 */
const contactMails: Readonly<Record<string, string>> = {
  '10011': 'birte.hinrichsen@example.de',
  '10028': 'thorsten.lass@example.de',
};

export const demoContactMailOf = (customerNumber: string): string | undefined => contactMails[customerNumber];
