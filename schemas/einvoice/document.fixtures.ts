import type { TEInvoiceDocument, TEInvoiceLine } from './document';
import { REVERSE_CHARGE_CODE, REVERSE_CHARGE_REASON } from './document';
import { unitCodeOf } from './unit-codes';

/**
 * Test documents: a contractor in the Oldenburger Münsterland billing a farmer for the harvest (umlauts on
 * purpose), and the variants the conformance suite covers. Test-only, like pricing.fixtures.ts.
 */

const harvestLines: TEInvoiceLine[] = [
  {
    id: '1',
    name: 'Mähdrusch Winterweizen',
    description: 'Schlag „Großer Esch“, 12,5 ha',
    quantity: '12.5',
    unitCode: unitCodeOf('ha'),
    unitPrice: '165',
    vatCategory: 'S',
    vatPercentPoints: 19,
  },
  {
    id: '2',
    name: 'Abfahrt Korn mit Überladewagen',
    quantity: '3.5',
    unitCode: unitCodeOf('h'),
    unitPrice: '85.5',
    discountPercent: '10',
    vatCategory: 'S',
    vatPercentPoints: 19,
  },
  {
    id: '3',
    name: 'Kalkammonsalpeter ausbringen',
    quantity: '2.4',
    unitCode: unitCodeOf('t'),
    unitPrice: '38.75',
    vatCategory: 'S',
    vatPercentPoints: 19,
  },
];

export const harvestBill = (): TEInvoiceDocument => ({
  typeCode: '380',
  number: 'RE-2026-0042',
  issueDate: '2026-08-14',
  dueDate: '2026-08-28',
  servicePeriod: { start: '2026-08-03', end: '2026-08-07' },
  currency: 'EUR',
  buyerReference: '04011000-12345-03',
  orderReference: 'AU-2026-0815',
  notes: ['Vielen Dank für Ihren Auftrag!'],
  seller: {
    name: 'Lohnunternehmen Bäumer GmbH & Co. KG',
    street: 'Hauptstraße 12',
    zip: '49377',
    city: 'Vechta',
    countryCode: 'DE',
    vatId: 'DE123456789',
    taxNumber: '56/123/45678',
    email: 'rechnung@lu-baeumer.example',
    contact: { name: 'Jürgen Bäumer', phone: '+49 4441 12345', email: 'buero@lu-baeumer.example' },
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bankName: 'Volksbank Vechta',
    creditorId: 'DE98ZZZ09999999999',
  },
  buyer: {
    name: 'Hof Sörensen GbR',
    street: 'Dorfstraße 3',
    zip: '26169',
    city: 'Friesoythe',
    countryCode: 'DE',
    vatId: 'DE987654328',
    email: 'hof@soerensen.example',
    customerNumber: 'K-1007',
  },
  lines: harvestLines,
  payment: { means: 'CREDIT_TRANSFER', termsText: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.' },
});

/** Harvest at 19 %, seed at 7 %, a flat-rate farmer's 10.7 % resale. */
export const severalRatesBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  lines: [
    ...harvestLines,
    {
      id: '4',
      name: 'Saatgut Wintergerste',
      quantity: '0.8',
      unitCode: unitCodeOf('dt'),
      unitPrice: '74.9',
      vatCategory: 'S',
      vatPercentPoints: 7,
    },
    {
      id: '5',
      name: 'Stroh (Pauschallandwirt)',
      quantity: '1',
      unitCode: unitCodeOf('pauschal'),
      unitPrice: '250',
      vatCategory: 'S',
      vatPercentPoints: 10.7,
    },
  ],
});

/** Work for an Austrian farm: the customer owes the VAT (§13b UStG, Art. 196 MwStSystRL). */
export const reverseChargeBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  buyer: {
    name: 'Landwirtschaft Größinger',
    street: 'Kirchengasse 7',
    zip: '4910',
    city: 'Ried im Innkreis',
    countryCode: 'AT',
    vatId: 'ATU12345675',
    email: 'office@groessinger.example',
  },
  lines: harvestLines.map((line) => ({
    ...line,
    vatCategory: 'AE',
    vatPercentPoints: 0,
    exemptionReason: REVERSE_CHARGE_REASON,
    exemptionReasonCode: REVERSE_CHARGE_CODE,
  })),
});

export const skontoBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  payment: {
    means: 'CREDIT_TRANSFER',
    termsText: 'Zahlbar innerhalb von 14 Tagen ohne Abzug, innerhalb von 7 Tagen mit 2 % Skonto.',
    skonto: { percent: '2', days: 7 },
  },
});

export const directDebitBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  payment: {
    means: 'DIRECT_DEBIT',
    mandateReference: 'MANDAT-K-1007-01',
    debtorIban: 'DE89370400440532013000',
    termsText: 'Der Betrag wird am 28.08.2026 von Ihrem Konto abgebucht.',
  },
});

/** Cancels the harvest bill: a credit note (381) that names the bill it cancels. */
export const cancellationBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  typeCode: '381',
  number: 'ST-2026-0003',
  issueDate: '2026-08-20',
  precedingInvoice: { number: 'RE-2026-0042', issueDate: '2026-08-14' },
  notes: ['Stornorechnung zu Rechnung RE-2026-0042 vom 14.08.2026.'],
});

export const creditNote = (): TEInvoiceDocument => ({
  ...harvestBill(),
  typeCode: '381',
  number: 'GS-2026-0011',
  notes: ['Gutschrift für zu viel berechnete Stunden.'],
  lines: [
    {
      id: '1',
      name: 'Gutschrift Abfahrt Korn',
      quantity: '1.5',
      unitCode: unitCodeOf('h'),
      unitPrice: '85.5',
      vatCategory: 'S',
      vatPercentPoints: 19,
    },
  ],
});

/** A Swiss contractor billing a Swiss farm in francs (8.1 % MWST). */
export const swissFrancBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  currency: 'CHF',
  seller: {
    ...harvestBill().seller,
    name: 'Lohnunternehmen Müller AG',
    street: 'Bahnhofstrasse 4',
    zip: '8500',
    city: 'Frauenfeld',
    countryCode: 'CH',
    vatId: 'CHE123456788',
    taxNumber: undefined,
    iban: 'CH9300762011623852957',
    bic: undefined,
  },
  buyer: {
    name: 'Hof Zürcher',
    street: 'Dorfstrasse 9',
    zip: '8355',
    city: 'Aadorf',
    countryCode: 'CH',
    vatId: 'CHE987654326',
    email: 'hof@zuercher.example',
  },
  lines: harvestLines.map((line) => ({ ...line, vatPercentPoints: 8.1 })),
});

/** Diesel at 1.629 €/l on its day, and a discount that makes the net price long (issue 24 points 1, 4). */
export const precisePricesBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  servicePeriod: { start: '2026-08-04', end: '2026-08-06' },
  lines: [
    {
      id: '1',
      name: 'Diesel',
      quantity: '1234.5',
      unitCode: unitCodeOf('l'),
      unitPrice: '1.629',
      vatCategory: 'S',
      vatPercentPoints: 19,
      serviceDate: '2026-08-04',
    },
    {
      id: '2',
      name: 'Schmierstoff',
      quantity: '37',
      unitCode: unitCodeOf('l'),
      unitPrice: '1.6295',
      discountPercent: '12.5',
      vatCategory: 'S',
      vatPercentPoints: 19,
      serviceDate: '2026-08-06',
    },
  ],
});

/** A farm without VAT id and without Leitweg-ID: BT-10 is its customer number (issue 24 points 2, 7). */
export const plainFarmBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  buyerReference: '',
  buyer: { ...harvestBill().buyer, vatId: undefined },
});

/** Reverse charge for a Danish farm (issue 24 point 3). */
export const danishReverseChargeBill = (): TEInvoiceDocument => ({
  ...reverseChargeBill(),
  buyer: {
    name: 'Gård Sørensen ApS',
    street: 'Landevejen 12',
    zip: '6270',
    city: 'Tønder',
    countryCode: 'DK',
    vatId: 'DK13585628',
    email: 'gaard@soerensen.example',
    customerNumber: 'K-2001',
  },
});

/** A German contractor billing in francs: VAT in EUR too (issue 24 point 10). */
export const francsFromGermanyBill = (): TEInvoiceDocument => ({
  ...harvestBill(),
  currency: 'CHF',
  vatExchangeRate: '1.0634',
  buyer: swissFrancBill().buyer,
});

/** Every conformance case by name. */
export const conformanceCases: Record<string, () => TEInvoiceDocument> = {
  'prices with 3 and 4 decimals, service days': precisePricesBill,
  'a farm without VAT id and Leitweg-ID': plainFarmBill,
  'reverse charge for a Danish customer': danishReverseChargeBill,
  'CHF from a German seller': francsFromGermanyBill,
  'one VAT rate (ha, h, t)': harvestBill,
  'several VAT rates': severalRatesBill,
  'reverse charge for an Austrian customer': reverseChargeBill,
  Skonto: skontoBill,
  'SEPA direct debit': directDebitBill,
  'cancellation referencing the bill': cancellationBill,
  'credit note': creditNote,
  CHF: swissFrancBill,
};
