import { documentTotals, lineNet } from '../kernel/vat';
import type { TReceiptCompany, TReceiptUnit } from './issuer';
import { type TReceipt, type TReceiptPosition, ZReceiptPosition } from './receipt';

/**
 * A finalized bill of Lohnunternehmen Bäumer to Hof Sörensen as the receipts service stores it, with the
 * company and the stored unit that issued it: the test input of the PDF and e-invoice mappings (test-only).
 */

export const sampleCompany = (): TReceiptCompany => ({
  name: 'Lohnunternehmen Bäumer GmbH & Co. KG',
  street: 'Hauptstraße 12',
  zip: '49377',
  city: 'Vechta',
  email: 'buero@lu-baeumer.example',
  phone: '+49 4441 12345',
  website: undefined,
});

export const sampleUnit = (): TReceiptUnit => ({
  name: 'Betrieb Vechta',
  street: undefined,
  zip: undefined,
  city: undefined,
  email: 'rechnung@lu-baeumer.example',
  website: undefined,
  phone: '+49 4441 12345',
  countryCode: 'DE',
  vatId: 'DE123456789',
  taxNumber: '56/123/45678',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bankName: 'Volksbank Vechta',
  creditorId: 'DE98ZZZ09999999999',
  receiptContactName: 'Jürgen Bäumer',
  receiptFooter: 'Amtsgericht Oldenburg HRA 1234\nGeschäftsführer: Jürgen Bäumer',
});

const position = (fields: Partial<TReceiptPosition> & { name: string }): TReceiptPosition =>
  ZReceiptPosition.parse(fields);

export const samplePositions = (): TReceiptPosition[] => [
  position({
    id: 'p1',
    kind: 'SERVICE',
    name: 'Mähdrusch Winterweizen',
    description: 'Schlag „Großer Esch“',
    quantity: '12.5',
    unit: 'ha',
    unitPrice: '165',
  }),
  position({
    id: 'p2',
    kind: 'SERVICE',
    name: 'Abfahrt Korn mit Überladewagen',
    quantity: '3.5',
    unit: 'h',
    unitPrice: '85.5',
    discountPercent: '10',
  }),
  position({ id: 'p3', kind: 'TEXT', name: 'Arbeiten am 5. August' }),
  position({
    id: 'p4',
    kind: 'RESOURCE',
    name: 'Saatgut Wintergerste',
    quantity: '0.8',
    unit: 'dt',
    unitPrice: '74.9',
    vatPercentPoints: 7,
  }),
];

/** The totals the receipts service keeps with the record: the receipt arithmetic over the priced positions. */
export const totalsOfPositions = (positions: readonly TReceiptPosition[]) =>
  documentTotals(
    positions
      .filter((entry) => entry.kind !== 'TEXT')
      .map((entry) => ({
        net: lineNet(entry),
        vatPercentPoints: entry.vatPercentPoints,
        vatCategory: entry.vatCategory,
      })),
  );

export const sampleBill = (overrides: Partial<TReceipt> = {}): TReceipt => {
  const positions = overrides.positions ?? samplePositions();
  return {
    id: 'rcpt-1',
    companyId: 'company-1',
    type: 'BILL',
    status: 'FINALIZED',
    number: 'RE-2026-0042',
    operatingUnitId: 'unit-1',
    customerId: 'customer-1',
    contactPersonId: null,
    date: '2026-08-14',
    servicePeriodStart: '2026-08-03',
    servicePeriodEnd: '2026-08-07',
    subject: undefined,
    introText: 'Für unsere Leistungen erlauben wir uns wie folgt zu berechnen:',
    closingText: 'Vielen Dank für Ihren Auftrag.',
    positions,
    currency: 'EUR',
    vatExchangeRate: null,
    paymentTerms: { paymentTermDays: 14, skonto: { percent: '2', days: 7 }, method: 'TRANSFER' },
    reverseCharge: false,
    validUntil: null,
    deliveryDate: null,
    referencedReceiptId: null,
    recipient: {
      customerId: 'customer-1',
      customerNumber: 'K-1007',
      name: 'Hof Sörensen GbR',
      street: 'Dorfstraße 3',
      zip: '26169',
      city: 'Friesoythe',
      countryCode: 'DE',
      vatId: 'DE987654328',
      buyerReference: '04011000-12345-03',
      email: 'hof@soerensen.example',
      contactName: 'Anke Sörensen',
    },
    orderIds: ['order-1'],
    referencedReceipt: null,
    reminder: null,
    totals: totalsOfPositions(positions),
    dueDate: '2026-08-28',
    payment: { status: 'OPEN', paidAmount: '0', paidOn: null },
    cancelledByReceiptId: null,
    acceptedAt: null,
    documents: null,
    sentAt: null,
    sentTo: [],
    finalizedAt: '2026-08-14T10:00:00.000Z',
    finalizedBy: 'user-1',
    archived: false,
    version: 2,
    createdAt: '2026-08-14T09:00:00.000Z',
    updatedAt: '2026-08-14T10:00:00.000Z',
    ...overrides,
  };
};

/** The cancellation bill of the sample bill: its positions negated, the bill referenced. */
export const sampleCancellationBill = (): TReceipt => {
  const bill = sampleBill();
  return sampleBill({
    type: 'CANCELLATION_BILL',
    number: 'ST-2026-0003',
    dueDate: null,
    positions: bill.positions.map((position) => ({ ...position, quantity: `-${position.quantity}` })),
    referencedReceipt: { id: bill.id, type: 'BILL', number: 'RE-2026-0042', date: '2026-08-14' },
  });
};

/** A credit note for hours billed too many on the sample bill, naming that bill (BT-25/BT-26). */
export const sampleCreditNote = (): TReceipt => {
  const positions = [
    position({
      id: 'g1',
      kind: 'MANUAL',
      name: 'Gutschrift Abfahrt Korn',
      quantity: '1.5',
      unit: 'h',
      unitPrice: '85.5',
    }),
  ];
  return sampleBill({
    id: 'rcpt-3',
    type: 'CREDIT_NOTE',
    number: 'GS-2026-0011',
    date: '2026-08-20',
    dueDate: null,
    positions,
    totals: totalsOfPositions(positions),
    referencedReceipt: { id: 'rcpt-1', type: 'BILL', number: 'RE-2026-0042', date: '2026-08-14' },
    referencedReceiptId: 'rcpt-1',
  });
};
