import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { ZService, ZServiceInput } from '../../schemas/masterdata/service';
import type { TOrder } from '../../schemas/orders/order';
import type { TableChange } from '../platform/stream-image';
import { acceptedRequestOf, makeCreateOrdersOfAcceptedRequests } from './request-orders';

const NOW = new Date('2026-05-04T13:20:00.000Z');

/** A request item as the stream shows it: the id as orderRequestId, nulls left out. */
const requestItem = (fields: Record<string, unknown> = {}) => ({
  __edb_e__: 'orderRequest',
  __edb_v__: '1',
  pk: 'c1',
  sk: 'orderRequest#r1',
  companyId: 'c1',
  orderRequestId: 'r1',
  customerId: 'k1',
  customerName: 'Hof Thomsen',
  subject: 'Gülle fahren',
  startDate: '2026-05-12',
  fieldIds: ['f1'],
  trackIds: [],
  loadingPointIds: ['lp1'],
  markers: [{ id: 'm1', lat: 54.5, lng: 9.1, type: 'loading-point' }],
  mapStructuresSequence: [{ kind: 'loadingPoint', id: 'lp1' }],
  isMapStructuresSequenceEnabled: true,
  serviceId: 's1',
  serviceName: 'Gülle fahren',
  fieldNames: [],
  status: 'PENDING',
  stage: 'open',
  createdByUserId: 'u1',
  createdByName: 'Heinrich',
  decisionNote: '',
  version: 2,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  ...fields,
});
const accepting: TableChange = {
  oldImage: requestItem(),
  newImage: requestItem({ status: 'ACCEPTED', stage: 'archive', decidedAt: NOW.toISOString(), version: 3 }),
};

const service = (archived: boolean) =>
  ZService.parse({
    ...ZServiceInput.parse({ name: 'Gülle fahren' }),
    id: 's1',
    companyId: 'c1',
    version: 1,
    archived,
    createdAt: 'a',
    updatedAt: 'a',
  });

const setUp = (options: { service?: ReturnType<typeof service>; failSave?: unknown } = {}) => {
  const stored = new Map<string, TOrder>();
  const refused: string[] = [];
  const create = makeCreateOrdersOfAcceptedRequests({
    orders: {
      get: async (companyId, orderId) => stored.get(`${companyId}/${orderId}`),
      save: async (order) => {
        if (options.failSave) throw options.failSave;
        stored.set(`${order.companyId}/${order.id}`, order);
      },
    },
    companies: { get: async () => undefined },
    serviceOf: async () => options.service ?? service(false),
    customerUnits: async (_companyId, ids) => ids.map((id) => ({ id, operatingUnitIds: [] })),
    clock: { now: () => NOW },
    logRefused: (message) => refused.push(message),
  });
  return { create, stored, refused };
};

describe('accepted order requests become draft orders (issue 12 point 2)', () => {
  it('reads only the change into ACCEPTED of a request', () => {
    expect(acceptedRequestOf(accepting)).toMatchObject({ id: 'r1', customerId: 'k1', decidedAt: NOW.toISOString() });
    const rejected = { oldImage: requestItem(), newImage: requestItem({ status: 'REJECTED' }) };
    expect(acceptedRequestOf(rejected)).toBeUndefined();
    expect(acceptedRequestOf({ oldImage: accepting.newImage, newImage: accepting.newImage })).toBeUndefined();
    expect(acceptedRequestOf({ newImage: { ...accepting.newImage, __edb_e__: 'order' } })).toBeUndefined();
    expect(acceptedRequestOf({ oldImage: accepting.newImage })).toBeUndefined();
  });

  it("creates a DRAFT with the request's id, service snapshot, customer and map structures", async () => {
    const { create, stored } = setUp();
    await create([accepting]);
    expect([...stored.keys()]).toEqual(['c1/r1']);
    expect(stored.get('c1/r1')).toMatchObject({
      id: 'r1',
      orderRequestId: 'r1',
      status: 'DRAFT',
      shelf: 'ACTIVE',
      name: 'Gülle fahren',
      serviceId: 's1',
      serviceSnapshot: { id: 's1', name: 'Gülle fahren' },
      customerIds: ['k1'],
      employeeId: null,
      fieldIds: ['f1'],
      loadingPointIds: ['lp1'],
      markers: [{ id: 'm1', type: 'loading-point', customerId: null }],
      mapStructuresSequence: [{ kind: 'loadingPoint', id: 'lp1' }],
      isMapStructuresSequenceEnabled: true,
      plannedStartDateTime: '2026-05-12T05:00:00.000Z',
    });
  });

  it('creates nothing twice when the record is delivered again, or when a racing delivery won', async () => {
    const { create, stored } = setUp();
    await create([accepting, accepting]);
    const first = stored.get('c1/r1');
    await create([accepting]);
    expect(stored.size).toBe(1);
    expect(stored.get('c1/r1')).toBe(first);

    const raced = setUp({ failSave: new AppError('LW_409_00_0001') });
    await expect(raced.create([accepting])).resolves.toBeUndefined();
    expect(raced.refused).toEqual([]);
  });

  it('makes the draft without service when the service is archived since', async () => {
    const { create, stored } = setUp({ service: service(true) });
    await create([accepting]);
    expect(stored.get('c1/r1')).toMatchObject({ serviceId: null, serviceSnapshot: null, customerIds: ['k1'] });
  });

  it('logs a request the order rules refuse and lets other failures retry the batch', async () => {
    const refused = setUp({ failSave: new AppError('LW_400_01_0001') });
    await refused.create([accepting]);
    expect(refused.refused).toEqual(['order request r1 made no order']);
    const broken = setUp({ failSave: new Error('network') });
    await expect(broken.create([accepting])).rejects.toThrow('network');
  });
});
