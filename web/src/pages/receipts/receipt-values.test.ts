import { describe, expect, it } from 'vitest';
import { ZReceiptInput } from '../../../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../../../schemas/receipts/settings';
import {
  customerOptions,
  draftTotals,
  flaggedRecipients,
  listFilterOf,
  movedPosition,
  newPosition,
  numberExample,
  openAmountOf,
  paymentBadge,
  paymentOf,
  positionNet,
  prepareReceiptForm,
  receiptCounts,
  receiptFormDefaults,
  recipientList,
  reminderLevelName,
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
      paymentTerms: { paymentTermDays: 14, skonto: { percent: null, days: null }, method: 'TRANSFER' },
      positions: [],
    });
  });

  it('are what the API takes once a unit, a customer and a position are filled in', () => {
    const values = {
      ...receiptFormDefaults(settings.types.OFFER, '2026-11-24', { customerId: 'c1', operatingUnitId: 'u1' }),
      positions: [position({ name: 'Mähen', quantity: '2.5', unit: 'ha', unitPrice: '80' })],
    };
    expect(ZReceiptInput.safeParse(prepareReceiptForm(values)).success).toBe(true);
    expect(prepareReceiptForm(values).paymentTerms.skonto).toBeNull();
  });

  it('give a Skonto once one of its fields is typed, and the VAT of the select as a number', () => {
    const values = {
      ...receiptFormDefaults(settings.types.BILL, '2026-11-24', { customerId: 'c1', operatingUnitId: 'u1' }),
      positions: [position({ name: 'Mähen', vatPercentPoints: '10.7' })],
    };
    const withSkonto = { ...values, paymentTerms: { ...values.paymentTerms, skonto: { percent: '2', days: null } } };
    const prepared = prepareReceiptForm(withSkonto);
    expect(prepared.positions[0]?.vatPercentPoints).toBe(10.7);
    expect(prepared.paymentTerms.skonto).toEqual({ percent: '2', days: null });
    const checked = ZReceiptInput.safeParse(prepared);
    expect(checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'paymentTerms.skonto.days',
    ]);
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
    expect(listFilterOf({ archived: true, customerId: '', fromText: '1.8.', toText: '' })).toEqual({
      archived: 'true',
    });
  });
});

describe('customers to pick', () => {
  it('show the address beside the name', () => {
    const base = { id: 'c1', name: 'Hof Meyer', displayName: '', addressStreet: '', addressZip: '', addressCity: '' };
    expect(
      customerOptions([
        { ...base, displayName: 'Meyer', addressStreet: 'Dorfstr. 1', addressZip: '26121', addressCity: 'Oldenburg' },
        base,
      ]),
    ).toEqual([
      { value: 'c1', label: 'Meyer', description: 'Dorfstr. 1, 26121 Oldenburg' },
      { value: 'c1', label: 'Hof Meyer' },
    ]);
  });
});

describe('payments', () => {
  it('start with the open amount and read German amounts and days', () => {
    expect(
      openAmountOf({
        totals: { gross: '119', net: '100', tax: '19', vatGroups: [] },
        payment: { status: 'PARTLY_PAID', paidAmount: '19.5', paidOn: null },
      }),
    ).toBe('99.5');
    expect(paymentOf({ version: 3, amountText: '1.234,50', paidOnText: '1.8.26' })).toEqual({
      ok: true,
      body: { version: 3, amount: '1234.5', paidOn: '2026-08-01' },
    });
    expect(paymentOf({ version: 3, amountText: 'zehn', paidOnText: '1.8.26' }).ok).toBe(false);
  });
});

describe('overview counts', () => {
  it('count all receipts and the drafts among them', () => {
    expect(receiptCounts([{ status: 'DRAFT' }, { status: 'FINALIZED' }, { status: 'DRAFT' }])).toEqual({
      all: 3,
      drafts: 2,
    });
  });
});

describe('reminder levels', () => {
  it('are named as the settings name them', () => {
    expect(reminderLevelName(settings.reminderLevels, 2)).toBe('1. Mahnung');
    expect(reminderLevelName(settings.reminderLevels, null)).toBe('Keine weitere Stufe');
    expect(reminderLevelName([], 3)).toBe('3');
  });
});
