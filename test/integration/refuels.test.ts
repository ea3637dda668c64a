import { describe, expect, it } from 'vitest';
import type { TMachineRefuel } from '../../schemas/api/refuels';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 15 point 4: refuels recorded on an order by the office, read per machine, removed again. */
type ApiError = { code: string; issues?: { path: string; message: string }[] };

const created = async <T>(token: string, path: string, body: Record<string, unknown>) => {
  const result = await api<T & { id: string }>('POST', path, { token, body });
  expect(result.status).toBe(201);
  return result.body;
};

describe('refuels (issue 15 point 4)', () => {
  it('records a refuel on the order’s machine, lists it per machine and removes it', async () => {
    const token = await otherTenant.token('OWNER');
    const machine = await created<{ id: string }>(token, '/masterdata/machines', { name: 'Fendt 720 Tank' });
    const other = await created<{ id: string }>(token, '/masterdata/machines', { name: 'Anderer Schlepper' });
    const farmer = await created<{ id: string }>(token, '/structures/customers', { name: 'Hof Diesel' });
    const order = await created<TOrder>(token, '/orders/orders', {
      name: 'Gülle fahren',
      plannedStartDateTime: '2026-04-14T05:00:00Z',
      plannedEndDateTime: '2026-04-14T15:00:00Z',
      customerIds: [farmer.id],
      machineIds: [machine.id],
    });

    const refuel = {
      machineId: machine.id,
      timestamp: '2026-04-14T09:30:00Z',
      liters: '312,5',
      pricePerLiter: '1.459',
    };
    const added = await api<TOrder>('POST', `/orders/orders/${order.id}/refuels`, {
      token,
      body: { ...refuel, version: order.version },
    });
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(order.version + 1);
    expect(added.body.refuels).toEqual([
      expect.objectContaining({
        machineId: machine.id,
        liters: '312.5',
        pricePerLiter: '1.459',
        customerId: farmer.id,
      }),
    ]);

    const list = async (query: string) =>
      (await api<{ items: TMachineRefuel[] }>('GET', `/orders/machines/${machine.id}/refuels${query}`, { token })).body
        .items;
    expect((await list('?from=2026-04-01&to=2026-04-30')).map((item) => [item.orderId, item.liters])).toEqual([
      [order.id, '312.5'],
    ]);
    expect(await list('?from=2026-05-01&to=2026-05-31')).toEqual([]);

    // Another machine than the order's, and a gas station nobody has, are refused at their fields.
    const wrong = await api<ApiError>('POST', `/orders/orders/${order.id}/refuels`, {
      token,
      body: { ...refuel, machineId: other.id, version: added.body.version },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.map((issue) => issue.path)).toEqual(['machineId']);
    const station = await api<ApiError>('POST', `/orders/orders/${order.id}/refuels`, {
      token,
      body: { ...refuel, gasStationId: 'gibt-es-nicht-4711', version: added.body.version },
    });
    expect(station.status).toBe(400);
    expect(station.body.issues?.map((issue) => issue.path)).toEqual(['gasStationId']);

    const refuelId = added.body.refuels[0]?.id ?? '';
    const removed = await api<TOrder>('POST', `/orders/orders/${order.id}/refuel-removals`, {
      token,
      body: { refuelId, version: added.body.version },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.refuels).toEqual([]);
    expect(await list('?from=2026-04-01&to=2026-04-30')).toEqual([]);

    // Another company reads none of it.
    const hansen = await tenant.token('OWNER');
    const foreign = await api<ApiError>('GET', `/orders/machines/${machine.id}/refuels`, { token: hansen });
    expect(foreign.status).toBe(404);
  });
});
