import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

type List = { items: { id: string }[] };

/**
 * The tenant factory (test/support/tenants.ts): a demo tenant holds the demo's use cases under its own
 * company id with its own logins; an empty one holds nothing; neither sees the other.
 */
describe('tenant factory', () => {
  it('seeds a demo company of its own whose logins see only its data', async () => {
    const started = Date.now();
    const demo = await newTenant({ demo: true });
    const demoMs = Date.now() - started;
    const emptyStarted = Date.now();
    const empty = await newTenant({ roles: ['OWNER', 'NOTHING'] });
    const emptyMs = Date.now() - emptyStarted;
    console.info(`tenant seed: demo ${demoMs} ms, empty ${emptyMs} ms`);

    const planner = await demo.token('PLANNER');
    const done = await api<{ items: TOrder[] }>('GET', '/orders/orders?status=DONE', { token: planner });
    expect(done.status).toBe(200);
    expect(done.body.items.length).toBeGreaterThanOrEqual(20);
    expect(done.body.items.every((order) => order.companyId === demo.companyId)).toBe(true);
    const customers = await api<List>('GET', '/structures/customers', { token: planner });
    expect(customers.body.items.map((customer) => customer.id)).toContain('demo-customer-10001');

    const owner = await empty.token('OWNER');
    const none = await api<List>('GET', '/structures/customers', { token: owner });
    expect(none.status).toBe(200);
    expect(none.body.items).toEqual([]);
    const foreign = await api('GET', '/orders/orders/demo-order-mais-thomsen', { token: owner });
    expect(foreign.status).toBe(404);
    const nobody = await api<{ role?: string }>('GET', '/identity/me', { token: await empty.token('NOTHING') });
    expect(nobody.status).toBe(200);
  });
});
