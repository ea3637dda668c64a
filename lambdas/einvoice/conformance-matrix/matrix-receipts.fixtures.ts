import type { TEInvoiceFormat } from '../../../schemas/customer-billing';
import {
  type TReceipt,
  type TReceiptPosition,
  type TRecipientSnapshot,
  ZReceiptPosition,
} from '../../../schemas/receipts/receipt';
import {
  sampleBill,
  sampleCancellationBill,
  sampleCreditNote,
  samplePositions,
  totalsOfPositions,
} from '../../../schemas/receipts/receipt-document.fixtures';

/**
 * The receipts of the conformance matrix (issue 24): every receipt type × e-invoice format × kind of buyer ×
 * price precision, built from the stored-receipt fixtures (test-only). Each precision also takes the time
 * of supply from another place (head period, positions' days, delivery day), so all three are validated.
 */

export const matrixTypes = ['BILL', 'CANCELLATION_BILL', 'CREDIT_NOTE'] as const;
export type TMatrixType = (typeof matrixTypes)[number];

/** Factur-X is written in the EN 16931 or the XRECHNUNG profile, by whether the buyer has a Leitweg-ID. */
export const matrixFormats = ['XRECHNUNG_UBL', 'XRECHNUNG_CII', 'FACTUR_X_EN16931', 'FACTUR_X_XRECHNUNG'] as const;
export type TMatrixFormat = (typeof matrixFormats)[number];

export const customerFormatOf = (format: TMatrixFormat): TEInvoiceFormat =>
  format === 'XRECHNUNG_UBL' || format === 'XRECHNUNG_CII' ? format : 'ZUGFERD';

export const matrixBuyers = [
  'domestic VAT id',
  'domestic tax number',
  'public',
  'EU reverse charge',
  'Switzerland',
] as const;
export type TMatrixBuyer = (typeof matrixBuyers)[number];

export const matrixPrecisions = ['2 decimals', '3 decimals', 'long net price'] as const;
export type TMatrixPrecision = (typeof matrixPrecisions)[number];

const LEITWEG_ID = '04011000-1234512345-06';

const recipientBase = (): TRecipientSnapshot => {
  const recipient = sampleBill().recipient;
  if (!recipient) throw new Error('The sample bill has a recipient.');
  return { ...recipient, buyerReference: undefined };
};

/** The Danish and the Dutch farm take turns as the reverse-charge customer. */
const euFarms: readonly Partial<TRecipientSnapshot>[] = [
  { name: 'Gård Sørensen ApS', street: 'Landevejen 12', zip: '6270', city: 'Tønder', countryCode: 'DK' },
  { name: 'Maatschap De Vries', street: 'Dijkweg 4', zip: '9981 AB', city: 'Uithuizen', countryCode: 'NL' },
];
const euVatIds = ['DK13585628', 'NL004495445B01'];

type TBuyerFacts = Pick<TReceipt, 'reverseCharge' | 'currency' | 'vatExchangeRate'> & { recipient: TRecipientSnapshot };

const buyerFacts = (buyer: TMatrixBuyer, turn: number): TBuyerFacts => {
  const base = { ...recipientBase(), vatId: undefined };
  const plain = { reverseCharge: false, currency: 'EUR' as const, vatExchangeRate: null };
  if (buyer === 'domestic VAT id') return { ...plain, recipient: { ...base, vatId: 'DE987654328' } };
  if (buyer === 'domestic tax number') {
    return {
      ...plain,
      recipient: { ...base, name: 'Hof Jansen', customerNumber: 'K-1010', email: 'hof@jansen.example' },
    };
  }
  if (buyer === 'public') {
    const gemeinde = { name: 'Gemeinde Viöl', street: 'Westerstraße 1', zip: '25884', city: 'Viöl' };
    return { ...plain, recipient: { ...base, ...gemeinde, customerNumber: '10011', buyerReference: LEITWEG_ID } };
  }
  if (buyer === 'EU reverse charge') {
    const farm = { ...euFarms[turn % 2], vatId: euVatIds[turn % 2], email: 'farm@eu.example' };
    return { ...plain, reverseCharge: true, recipient: { ...base, ...farm } };
  }
  const swiss = { name: 'Hof Zürcher', street: 'Dorfstrasse 9', zip: '8355', city: 'Aadorf', countryCode: 'CH' };
  // Fields in Germany farmed for a Swiss farm: German VAT (place of the land), billed in francs.
  const facts = { reverseCharge: false, currency: 'CHF' as const, vatExchangeRate: '1.0634' };
  return { ...facts, recipient: { ...base, ...swiss, vatId: 'CHE-116.281.710 MWST', email: 'hof@zuercher.example' } };
};

/** BT-10: Factur-X EN 16931 has no Leitweg-ID (a public buyer's own reference at most), XRECHNUNG has one. */
const referenceFor = (format: TMatrixFormat, buyer: TMatrixBuyer): string | undefined => {
  if (format === 'FACTUR_X_XRECHNUNG') return LEITWEG_ID;
  if (buyer !== 'public') return undefined;
  return format === 'FACTUR_X_EN16931' ? 'Bauhof 2026/17' : LEITWEG_ID;
};

const position = (fields: Partial<TReceiptPosition> & { name: string }): TReceiptPosition =>
  ZReceiptPosition.parse({ kind: 'MANUAL', ...fields });

const positionsOf = (precision: TMatrixPrecision): TReceiptPosition[] => {
  if (precision === '2 decimals') return samplePositions();
  if (precision === '3 decimals') {
    return [
      position({
        id: 'd1',
        name: 'Diesel',
        quantity: '1234.5',
        unit: 'l',
        unitPrice: '1.629',
        serviceDate: '2026-08-04',
      }),
      position({ id: 'd2', name: 'Arbeiten am 6. August', kind: 'TEXT' }),
      position({
        id: 'd3',
        name: 'Pflanzenschutz',
        quantity: '12.5',
        unit: 'ha',
        unitPrice: '18.375',
        serviceDate: '2026-08-06',
      }),
    ];
  }
  return [
    position({
      id: 'n1',
      name: 'Schmierstoff',
      quantity: '37',
      unit: 'l',
      unitPrice: '1.6295',
      discountPercent: '12.5',
    }),
    position({ id: 'n2', name: 'Abfahrt Korn', quantity: '3.5', unit: 'h', unitPrice: '85.5', discountPercent: '3' }),
  ];
};

/** The time of supply: the head's period (2 decimals), the positions' days (3 decimals), the delivery day. */
const supplyOf = (precision: TMatrixPrecision): Partial<TReceipt> =>
  precision === '2 decimals'
    ? {}
    : {
        servicePeriodStart: null,
        servicePeriodEnd: null,
        deliveryDate: precision === 'long net price' ? '2026-08-07' : null,
      };

const signed = (type: TMatrixType, positions: readonly TReceiptPosition[]) =>
  type === 'CANCELLATION_BILL'
    ? positions.map((entry) => ({ ...entry, quantity: `-${entry.quantity}` }))
    : [...positions];

const taxed = (positions: readonly TReceiptPosition[], reverseCharge: boolean) =>
  reverseCharge ? positions.map((entry) => ({ ...entry, vatCategory: 'AE' as const, vatPercentPoints: 0 })) : positions;

const headOf = (type: TMatrixType): TReceipt =>
  type === 'BILL' ? sampleBill() : type === 'CANCELLATION_BILL' ? sampleCancellationBill() : sampleCreditNote();

export type TMatrixCase = {
  type: TMatrixType;
  format: TMatrixFormat;
  buyer: TMatrixBuyer;
  precision: TMatrixPrecision;
};

/** The stored receipt of one case of the matrix; `turn` picks the Danish or the Dutch farm. */
export const matrixReceipt = ({ type, format, buyer, precision }: TMatrixCase, turn: number): TReceipt => {
  const facts = buyerFacts(buyer, turn);
  const positions = signed(type, taxed(positionsOf(precision), facts.reverseCharge));
  const head = headOf(type);
  // A farm without a VAT id pays by direct debit: its bill says when and from which account (issue 24 point 9).
  const directDebit = type === 'BILL' && buyer === 'domestic tax number';
  const mandate = { reference: 'LUB-K-1010-01', signedOn: '2026-01-02', iban: 'DE89370400440532013000' };
  return {
    ...head,
    ...facts,
    ...supplyOf(precision),
    positions,
    totals: totalsOfPositions(positions),
    recipient: {
      ...facts.recipient,
      buyerReference: referenceFor(format, buyer),
      ...(directDebit ? { sepaMandate: mandate } : {}),
    },
    paymentTerms: directDebit
      ? { ...head.paymentTerms, method: 'DIRECT_DEBIT', skonto: null }
      : { ...head.paymentTerms, method: 'TRANSFER' },
  };
};

/** Every case of the matrix: 3 types × 4 formats × 5 buyers × 3 precisions. */
export const matrixCases = (): TMatrixCase[] =>
  matrixTypes.flatMap((type) =>
    matrixFormats.flatMap((format) =>
      matrixBuyers.flatMap((buyer) => matrixPrecisions.map((precision) => ({ type, format, buyer, precision }))),
    ),
  );
