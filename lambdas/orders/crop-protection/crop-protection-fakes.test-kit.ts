import { type TResource, ZResource } from '../../../schemas/masterdata/resource';
import { type TOrder, ZOrder } from '../../../schemas/orders/order';

/** Records for the import's unit tests: an article and an order of customer k1 on Deichkoppel, at version 3. */
const meta = {
  companyId: 'c1',
  archived: false,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const fakeArticle = (id: string, name: string, unit: string, own: Record<string, unknown> = {}): TResource =>
  ZResource.parse({ ...meta, id, name, unit, pricing: { pricePerUnit: { type: 'SIMPLE', price: '10' } }, ...own });

export const fakeOrder = (id: string, overrides: Record<string, unknown> = {}): TOrder =>
  ZOrder.parse({
    ...meta,
    id,
    name: `Pflanzenschutz ${id}`,
    status: 'ASSIGNED',
    shelf: 'ACTIVE',
    customerIds: ['k1'],
    fieldIds: ['f-deich'],
    plannedStartDateTime: '2026-05-12T05:00:00.000Z',
    plannedEndDateTime: '2026-05-12T10:00:00.000Z',
    ...overrides,
  });
