import { describe, expect, it } from 'vitest';
import { ZReceiptInput } from '../../../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../../../schemas/receipts/settings';
import {
  draftTotals,
  flaggedRecipients,
  listFilterOf,
  movedPosition,
  newPosition,
  numberExample,
  paymentBadge,
  positionNet,
  receiptFormDefaults,
  recipientList,
  statusBadge,
} from './receipt-values';

const settings = ZReceiptSettings.parse({});
const position = (overrides: Partial<ReturnType<typeof newPosition>>) => ({ ...newPosition(), ...overrides });

describe('receipt form values', () => {
  it('start with today, the type texts and payment terms from the settings', () => {
    const values = receiptFormDefaults(settings.types.BILL, '2026-11-24', { customerId: 'c1' });
    expect(values).toMatchObject({
      date: '2026-11-24',
      customerId: 'c1',
      introText: 'Für unsere Leistungen erlauben wir uns wie folgt zu berechnen:',
      closingText: 'Vielen Dank für Ihren Auftrag.',
      paymentTerms: { paymentTermDays: 14, skonto: null, method: 'TRANSFER' },
      positions: [],
    });
  });

  it('are what the API takes once a unit, a customer and a position are filled in', () => {
    const values = {
      ...receiptFormDefaults(settings.types.OFFER, '2026-11-24', { customerId: 'c1', operatingUnitId: 'u1' }),
      positions: [position({ name: 'Mähen', quantity: '2.5', unit: 'ha', unitPrice: '80' })],
    };
    expect(ZReceiptInput.safeParse(values).success).toBe(true);
  });
});

describe('draft totals', () => {
  it('come from the receipt arithmetic: lines in cents, VAT per rate group', () => {
    const totals = draftTotals(
      [
        position({ quantity: '2.5', unitPrice: '80', discountPercent: '10' }),
        position({ quantity: '3', unitPrice: '10.10', vatPercentPoints: 7 }),
        position({ kind: 'TEXT', name: 'Hinweis', quantity: '9', unitPrice: '999' }),
      ],
      false,
    );
    expect(totals.net).toBe('210.3');
    expect(totals.vatGroups).toEqual([
      { vatCategory: 'S', vatPercentPoints: 19, taxable: '180', tax: '34.2' },
      { vatCategory: 'S', vatPercentPoints: 7, taxable: '30.3', tax: '2.12' },
    ]);
    expect(totals.gross).toBe('246.62');
  });

  it('carry no VAT under reverse charge', () => {
    const totals = draftTotals([position({ quantity: '1', unitPrice: '100' })], true);
    expect(totals).toMatchObject({ net: '100', tax: '0', gross: '100' });
    expect(totals.vatGroups[0]).toMatchObject({ vatCategory: 'AE', vatPercentPoints: 0 });
  });

  it('count a half-typed number as 0 instead of failing', () => {
    expect(positionNet(position({ quantity: '12,', unitPrice: '5' }))).toBe('0');
    expect(draftTotals([position({ quantity: 'abc' })], false).gross).toBe('0');
  });
});

describe('positions', () => {
  it('move up and down, and stay at the ends', () => {
    expect(movedPosition(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedPosition(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedPosition(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedPosition(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('labels', () => {
  it('show the number format of the first receipt of a year', () => {
    expect(numberExample('RE-{JJJJ}-{NR:4}', 2026)).toBe('RE-2026-0001');
    expect(numberExample('{BETRIEB}GS{JJ}/{NR}', 2026, 'N-')).toBe('N-GS26/1');
  });

  it('name the status and, for finalized invoices, the payment', () => {
    expect(statusBadge('DRAFT').label).toBe('Entwurf');
    expect(statusBadge('FINALIZED').label).toBe('Festgeschrieben');
    const bill = { type: 'BILL' as const, status: 'FINALIZED' as const, payment: { status: 'PARTLY_PAID' as const } };
    expect(paymentBadge(bill)?.label).toBe('Teilweise bezahlt');
    expect(paymentBadge({ ...bill, payment: { status: 'CANCELLED' } })?.label).toBe('Storniert');
    expect(paymentBadge({ ...bill, status: 'DRAFT' })).toBeNull();
    expect(paymentBadge({ ...bill, type: 'OFFER' })).toBeNull();
  });
});

describe('mail recipients', () => {
  it('are the contact persons flagged for the type', () => {
    const persons = [
      { mail: 'buch@hof.de', receivesReceiptMailsFor: { bill: true } },
      { mail: 'chef@hof.de', receivesReceiptMailsFor: { offer: true } },
      { mail: null, receivesReceiptMailsFor: { bill: true } },
    ];
    expect(flaggedRecipients(persons, 'bill')).toEqual(['buch@hof.de']);
    expect(recipientList(' a@b.de, c@d.de;e@f.de ')).toEqual(['a@b.de', 'c@d.de', 'e@f.de']);
  });
});

describe('list filter', () => {
  it('sends the picked customer and the period as days, and leaves out half-typed days', () => {
    expect(listFilterOf({ archived: false, customerId: 'c1', fromText: '1.8.26', toText: '31.8.2026' })).toEqual({
      archived: 'false',
      customerId: 'c1',
      from: '2026-08-01',
      to: '2026-08-31',
    });
    expect(listFilterOf({ archived: true, customerId: '', fromText: '1.8.', toText: '' })).toEqual({ archived: 'true' });
  });
});
