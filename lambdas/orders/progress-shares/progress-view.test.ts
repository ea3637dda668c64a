import { describe, expect, it } from 'vitest';
import { ZOrder } from '../../../schemas/orders/order';
import { newShareLink } from '../../platform/share-links/share-link';
import { isCurrentOrderOf, ordersProgressView, type ProgressFieldSource, progressOrderView } from './progress-view';

const now = new Date('2026-09-10T10:00:00.000Z');
const facts = { vatPercentPoints: 19, pauses: [], fieldAreasHa: {} };
const square = [
  { lat: 54.5, lng: 9 },
  { lat: 54.5, lng: 9.01 },
  { lat: 54.51, lng: 9.01 },
];
const field = (fieldId: string, customerId: string | null): ProgressFieldSource => ({
  fieldId,
  customerId,
  name: `Feld ${fieldId}`,
  shape: square,
  holes: [],
  areaHa: 4,
});

/** A mais order shared by two farmers: Thomsen (k1) and Petersen (k2). */
const order = (parts: Record<string, unknown> = {}) =>
  ZOrder.parse({
    companyId: 'c1',
    version: 1,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
    id: 'o1',
    name: 'Mais häckseln',
    status: 'IN_PROGRESS',
    shelf: 'ACTIVE',
    employeeId: 'e-secret',
    customerIds: ['k1', 'k2'],
    fieldIds: ['f1', 'f2'],
    plannedStartDateTime: '2026-09-10T05:00:00.000Z',
    other: 'Interne Notiz: Preis nachverhandeln',
    serviceSnapshot: {
      id: 's1',
      name: 'Häckseln',
      priceBlocks: [{ id: 'b1', name: 'Stunden', basis: 'HOUR', price: '200' }],
    },
    activeTime: [
      { id: 'r1', start: '2026-09-10T06:00:00.000Z', end: '2026-09-10T07:00:00.000Z', customerId: 'k1' },
      { id: 'r2', start: '2026-09-10T07:00:00.000Z', customerId: 'k2' },
    ],
    taskRecords: [
      { id: 't1', record: 3.5, timeStamp: '2026-09-10T07:00:00.000Z', unit: 'ha', type: 'AREA', customerId: 'k1' },
      { id: 't2', record: 20000, timeStamp: '2026-09-10T08:00:00.000Z', unit: 'qm', type: 'AREA', customerId: 'k2' },
    ],
    ...parts,
  });

describe('the progress link: one farmer’s current orders', () => {
  it('shows a farmer only his runs, fields, area, hours and amount of a shared order', () => {
    const fields = [field('f1', 'k1'), field('f2', 'k2'), field('f-other-order', 'k1')];
    const mine = progressOrderView(order(), 'k1', fields, facts, now);
    expect(mine).toMatchObject({
      name: 'Mais häckseln',
      status: 'IN_PROGRESS',
      serviceName: 'Häckseln',
      activeTimes: [{ start: '2026-09-10T06:00:00.000Z', end: '2026-09-10T07:00:00.000Z' }],
      workedAreaHa: '3.5',
      hours: '1',
      net: '200',
    });
    expect(mine.fields.map((shown) => shown.name)).toEqual(['Feld f1']);
    const text = JSON.stringify(mine);
    for (const secret of ['e-secret', 'Interne Notiz', 'k2', 'customerId']) expect(text).not.toContain(secret);

    // His neighbour's share: the run still going counts up to now (3 h), the m² record in hectares.
    expect(progressOrderView(order(), 'k2', fields, facts, now)).toMatchObject({
      activeTimes: [{ start: '2026-09-10T07:00:00.000Z', end: null }],
      workedAreaHa: '2',
      hours: '3',
      net: '600',
    });
  });

  it('counts as current what is planned from 60 days ago on, and what is being worked', () => {
    expect(isCurrentOrderOf(order(), 'k1', now)).toBe(true);
    expect(isCurrentOrderOf(order(), 'k9', now)).toBe(false);
    expect(isCurrentOrderOf(order({ status: 'DRAFT' }), 'k1', now)).toBe(false);
    expect(isCurrentOrderOf(order({ shelf: 'TRASHED' }), 'k1', now)).toBe(false);
    const old = '2026-07-01T05:00:00.000Z';
    expect(isCurrentOrderOf(order({ status: 'DONE', plannedStartDateTime: old }), 'k1', now)).toBe(false);
    expect(isCurrentOrderOf(order({ plannedStartDateTime: old }), 'k1', now)).toBe(true);
    expect(
      isCurrentOrderOf(order({ status: 'DONE', plannedStartDateTime: '2026-07-13T05:00:00.000Z' }), 'k1', now),
    ).toBe(true);
  });

  it('answers with names, the moment, the orders earliest first and their totals', () => {
    const link = newShareLink(
      {
        kind: 'orderProgress',
        label: 'Aufträge Thomsen',
        subject: { customerId: 'k1' },
        expiresAt: '2026-10-01T00:00:00.000Z',
      },
      { id: 's1', companyId: 'c1', now, createdBy: 'u1', createdByName: null },
    );
    const later = progressOrderView(
      order({ id: 'o2', plannedStartDateTime: '2026-09-11T05:00:00.000Z' }),
      'k1',
      [],
      facts,
      now,
    );
    const earlier = progressOrderView(order(), 'k1', [], facts, now);
    const view = ordersProgressView(link, { companyName: 'Hansen', customerName: 'Thomsen' }, [later, earlier], now);
    expect(view).toMatchObject({
      label: 'Aufträge Thomsen',
      companyName: 'Hansen',
      customerName: 'Thomsen',
      asOf: now.toISOString(),
      totals: { hours: '2', net: '400' },
    });
    expect(view.orders.map((shown) => shown.id)).toEqual(['o1', 'o2']);
  });
});
