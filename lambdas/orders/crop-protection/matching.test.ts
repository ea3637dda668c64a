import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../schemas/orders/order';
import {
  type CropProtectionRow,
  convertedAmount,
  cropProtectionMatchMessages,
} from '../../../schemas/planning/crop-protection';
import { cropProtectionFixture, cropProtectionFixtureNames } from '../../../test/support/crop-protection-fixtures';
import { fakeArticle, fakeOrder } from './crop-protection-fakes.test-kit';
import { articleOf, type MatchContext, orderOf, previewRows } from './matching';
import { readCropProtectionFile } from './read-export';

const article = fakeArticle;
const roundup = article('r-roundup', 'Roundup PowerFlex', 'l', { alias: 'Glyphosat' });
const laudis = article('r-laudis', 'Laudis', 'l', { billDescription: 'Maisherbizid, Zul.-Nr. 006287-00' });
const karate = article('r-karate', 'Karate Zeon', 'l');
const seed = article('r-seed', 'Grassaatgut', 'kg');

const order = fakeOrder;

const run = (start: string, end: string | null) => ({ id: `run-${start}`, start, end });

const row = (overrides: Partial<CropProtectionRow> = {}): CropProtectionRow => ({
  line: 2,
  day: '2026-05-12',
  time: null,
  fieldName: 'Deichkoppel',
  areaHa: '4',
  crop: null,
  product: 'Roundup PowerFlex',
  approvalNumber: null,
  ratePerHa: '2.5',
  unit: 'l',
  amount: '10',
  ...overrides,
});

const context = (orders: TOrder[]): MatchContext => ({
  fields: [
    { id: 'f-deich', name: 'Deichkoppel' },
    { id: 'f-moor', name: 'Moorwiese' },
  ],
  resources: [roundup, laudis, karate, seed],
  orders,
});

const preview = (rows: CropProtectionRow[], orders: TOrder[]) => previewRows({ rows, unreadable: [] }, context(orders));

describe('matching crop-protection applications', () => {
  it('matches a fixture line to the field, the order of that day and the article; the other field is not found', () => {
    const file = readCropProtectionFile(cropProtectionFixture(cropProtectionFixtureNames.schlagkartei));
    if ('error' in file) throw new Error(file.error);
    const [matched, unmatched] = previewRows(file, context([order('o1')]));
    expect(matched).toMatchObject({
      line: 6,
      status: 'MATCHED',
      reason: null,
      fieldId: 'f-deich',
      orderId: 'o1',
      resourceId: 'r-roundup',
      amount: '10.5',
      unit: 'l',
      read: { product: 'Roundup PowerFlex', amount: '10.5', unit: 'l' },
    });
    expect(unmatched).toMatchObject({
      line: 7,
      status: 'UNMATCHED',
      reason: cropProtectionMatchMessages.field,
      fieldId: null,
      orderId: null,
      // Karate Zeon is an article: the user who picks an order by hand keeps it.
      resourceId: 'r-karate',
    });
  });

  it('finds fields case- and space-insensitively and articles by alias, then by approval number', () => {
    const [byAlias, byApproval, missing] = preview(
      [
        row({ fieldName: '  deichKOPPEL ', product: 'glyphosat' }),
        row({ line: 3, product: 'Laudis WG', approvalNumber: '006287-00' }),
        row({ line: 4, product: 'Unbekannt' }),
      ],
      [order('o1')],
    );
    expect(byAlias).toMatchObject({ status: 'MATCHED', resourceId: 'r-roundup', fieldId: 'f-deich' });
    expect(byApproval).toMatchObject({ status: 'MATCHED', resourceId: 'r-laudis' });
    expect(missing).toMatchObject({ status: 'UNMATCHED', reason: cropProtectionMatchMessages.article, orderId: 'o1' });
    expect(articleOf(row({ product: 'Roundup PowerFlex' }), [{ ...roundup, archived: true }])).toBeUndefined();
  });

  it('converts ml and g to the article unit and refuses units of another kind', () => {
    expect(convertedAmount('281.25', 'ml', 'l')).toBe('0.28125');
    expect(convertedAmount('1.5', 'kg', 'g')).toBe('1500');
    expect(convertedAmount('250', 'kg', 't')).toBe('0.25');
    expect(convertedAmount('1', 'l', 'kg')).toBeUndefined();
    expect(convertedAmount('1', 'l', 'Stk.')).toBeUndefined();
    const [millilitres, wrongUnit] = preview(
      [row({ product: 'Karate Zeon', unit: 'ml', amount: '281.25' }), row({ line: 3, product: 'Grassaatgut' })],
      [order('o1')],
    );
    expect(millilitres).toMatchObject({ status: 'MATCHED', amount: '0.28125', unit: 'l' });
    expect(wrongUnit).toMatchObject({ status: 'UNMATCHED', reason: cropProtectionMatchMessages.unit });
  });

  it('takes the order whose active time or planned period holds the day; of several the one with a run that day', () => {
    const planned = order('o-planned');
    const running = order('o-running', {
      plannedStartDateTime: '2026-05-10T05:00:00.000Z',
      activeTime: [run('2026-05-10T05:00:00.000Z', '2026-05-10T12:00:00.000Z'), run('2026-05-12T05:00:00.000Z', null)],
    });
    expect(orderOf([planned, running], 'f-deich', '2026-05-12')?.id).toBe('o-running');
    // Between two runs the order is still at work: its active time spans the day.
    expect(orderOf([running], 'f-deich', '2026-05-11')?.id).toBe('o-running');
    expect(orderOf([planned], 'f-deich', '2026-05-13')).toBeUndefined();
    expect(orderOf([planned], 'f-moor', '2026-05-12')).toBeUndefined();
    expect(orderOf([order('o-trash', { shelf: 'TRASHED' })], 'f-deich', '2026-05-12')).toBeUndefined();
    const [noOrder] = preview([row({ fieldName: 'Moorwiese' })], [planned]);
    expect(noOrder).toMatchObject({
      status: 'UNMATCHED',
      reason: cropProtectionMatchMessages.order,
      fieldId: 'f-moor',
    });
  });

  it('marks a billed order, and lines already imported or twice in the file', () => {
    const [billed] = preview([row()], [order('o1', { status: 'BILLED' })]);
    expect(billed).toMatchObject({ status: 'UNMATCHED', reason: cropProtectionMatchMessages.billed, orderId: 'o1' });
    const imported = order('o1', {
      resourceUsages: [
        {
          id: 'u1',
          resourceId: 'r-roundup',
          resourceName: 'Roundup PowerFlex',
          resourceUnit: 'l',
          vatPercentPoints: 19,
          amount: '10.0',
          source: 'OFFICE',
          timestamp: '2026-05-12T10:00:00.000Z',
        },
      ],
    });
    const [again, other] = preview([row(), row({ line: 3, amount: '11' })], [imported]);
    expect(again?.status).toBe('DUPLICATE');
    expect(other?.status).toBe('MATCHED');
    const [first, twice] = preview([row(), row({ line: 3 })], [order('o1')]);
    expect([first?.status, twice?.status]).toEqual(['MATCHED', 'DUPLICATE']);
  });

  it('lists unreadable lines in file order with their reason', () => {
    const rows = previewRows(
      { rows: [row({ line: 5 })], unreadable: [{ line: 3, reason: 'Datum fehlt.' }] },
      context([order('o1')]),
    );
    expect(rows.map(({ line, status, reason }) => ({ line, status, reason }))).toEqual([
      { line: 3, status: 'UNMATCHED', reason: 'Datum fehlt.' },
      { line: 5, status: 'MATCHED', reason: null },
    ]);
  });
});
