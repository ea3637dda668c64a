import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../schemas/orders/order';
import type { TableChange } from '../platform/stream-image';
import { acceptedOfferOf, makeCreateOrdersOfAcceptedOffers } from './offer-orders';

const NOW = new Date('2026-05-04T13:20:00.000Z');

/** An offer item as the stream shows it: the head as attributes (nulls left out), the rest as content. */
const offerItem = (content: Record<string, unknown> = {}, head: Record<string, unknown> = {}) => ({
  __edb_e__: 'receipt',
  __edb_v__: '1',
  pk: 'c1',
  sk: 'receipt#OFFER#an1',
  companyId: 'c1',
  type: 'OFFER',
  receiptId: 'an1',
  status: 'FINALIZED',
  number: 'AN-2026-0003',
  archived: false,
  version: 3,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  content: {
    customerId: 'k1',
    operatingUnitId: 'u1',
    acceptedAt: null,
    deliveryDate: null,
    positions: [
      {
        kind: 'SERVICE',
        name: 'Mais häckseln',
        description: 'Schlag Hofkoppel',
        quantity: '12.5',
        unit: 'ha',
        unitPrice: '180',
      },
      { kind: 'RESOURCE', name: 'Siliermittel', quantity: '3', unit: 'l', unitPrice: '20' },
      { kind: 'TEXT', name: 'Anfahrt inklusive' },
      { kind: 'SERVICE', name: 'Abfahren', quantity: '6', unit: 'h', unitPrice: '95' },
    ],
    ...content,
  },
  ...head,
});
const accepting: TableChange = {
  oldImage: offerItem(),
  newImage: offerItem({ acceptedAt: NOW.toISOString() }, { version: 4 }),
};

const setUp = () => {
  const stored = new Map<string, TOrder>();
  const create = makeCreateOrdersOfAcceptedOffers({
    orders: {
      get: async (companyId, orderId) => stored.get(`${companyId}/${orderId}`),
      save: async (order) => {
        stored.set(`${order.companyId}/${order.id}`, order);
      },
    },
    companies: { get: async () => undefined },
    customerUnits: async (_companyId, ids) => ids.map((id) => ({ id, operatingUnitIds: [] })),
    clock: { now: () => NOW },
    logRefused: () => undefined,
  });
  return { create, stored };
};

describe('accepted offers become draft orders (issue 14)', () => {
  it('reads only the change that accepts an offer', () => {
    expect(acceptedOfferOf(accepting)).toMatchObject({ id: 'an1', customerId: 'k1', number: 'AN-2026-0003' });
    expect(acceptedOfferOf({ oldImage: accepting.newImage, newImage: accepting.newImage })).toBeUndefined();
    expect(acceptedOfferOf({ oldImage: offerItem(), newImage: offerItem({}, { version: 4 }) })).toBeUndefined();
    expect(acceptedOfferOf({ newImage: { ...accepting.newImage, type: 'BILL' } })).toBeUndefined();
  });

  it('makes one DRAFT order per SERVICE position, with the customer, unit and a note of the offer', async () => {
    const { create, stored } = setUp();
    await create([accepting]);
    expect([...stored.keys()]).toEqual(['c1/an1-auftrag-1', 'c1/an1-auftrag-4']);
    expect(stored.get('c1/an1-auftrag-1')).toMatchObject({
      status: 'DRAFT',
      name: 'Mais häckseln',
      customerIds: ['k1'],
      operatingUnitId: 'u1',
      serviceId: null,
      // 07:00 German summer time on the acceptance day.
      plannedStartDateTime: '2026-05-04T05:00:00.000Z',
      other: 'Schlag Hofkoppel\n\nMenge: 12,5 ha\n\nAus Angebot AN-2026-0003',
    });
  });

  it('creates nothing twice when the change is delivered again', async () => {
    const { create, stored } = setUp();
    await create([accepting]);
    const first = stored.get('c1/an1-auftrag-1');
    await create([accepting, accepting]);
    expect(stored.size).toBe(2);
    expect(stored.get('c1/an1-auftrag-1')).toBe(first);
  });
});
