import { describe, expect, it } from 'vitest';
import { germanDay, germanDayFrom } from '../../schemas/kernel/calendar';
import type { TOrder } from '../../schemas/orders/order';
import type { TCreatedProgressShare, TOrdersProgress, TProgressShare } from '../../schemas/planning/progress-share';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 15: the farmer's orders progress link, over HTTP. */
const THOMSEN = 'demo-customer-10001';
const JENSEN = 'demo-customer-10002';
const HAUKE = 'demo-employee-hauke-feddersen';
const SHARES = '/orders/progress-shares';
const publicPath = (token: string) => `/orders/public/progress/${encodeURIComponent(token)}`;
const DEAD = { code: 'LW_404_33_0001', message: 'Dieser Link ist abgelaufen oder wurde zurückgezogen.' };
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const createShare = async <T = TCreatedProgressShare>(token: string, body: Record<string, unknown>) =>
  api<T>('POST', SHARES, { token, body: { customerId: THOMSEN, label: 'Maisernte Thomsen', ...body } });

/** An order planned tomorrow, with a name of this run (the lists are shared with other tests). */
const createOrder = async (token: string, name: string, overrides: Record<string, unknown>) => {
  const day = germanDayFrom(new Date(), 1);
  const created = await api<TOrder>('POST', '/orders/orders', {
    token,
    body: {
      name,
      plannedStartDateTime: `${day}T06:00:00Z`,
      customerIds: [THOMSEN],
      fieldIds: ['demo-field-deichkoppel'],
      serviceId: 'demo-service-grubbern',
      other: 'Interne Notiz: nur fürs Büro',
      ...overrides,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

describe('orders progress link', () => {
  it('the office creates a link; anybody opens it without signing in and sees only the farmer’s current orders', async () => {
    const planner = await tenant.token('PLANNER');
    const run = Math.random().toString(36).slice(2, 8);
    const planned = await createOrder(planner, `Mais häckseln ${run}`, {});
    const assignment = await api<TOrder>('POST', `/orders/orders/${planned.id}/assignment`, {
      token: planner,
      body: { version: planned.version, employeeId: HAUKE },
    });
    const assigned = assignment.body;
    expect(assigned.status, JSON.stringify(assigned)).toBe('ASSIGNED');
    const draft = await createOrder(planner, `Entwurf ${run}`, {});
    const jensens = await createOrder(planner, `Pflügen Jensen ${run}`, { customerIds: [JENSEN], fieldIds: [] });
    expect(draft.status).toBe('DRAFT');

    const created = await createShare(planner, {});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { share, token } = created.body;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(share).toMatchObject({ label: 'Maisernte Thomsen', customerId: THOMSEN, status: 'active' });
    expect(share.customerName).toEqual(expect.any(String));
    // Valid through the 30th German day from today by default.
    expect(germanDay(new Date(Date.parse(share.expiresAt) - 1))).toBe(germanDayFrom(share.createdAt, 30));

    // No token header, no company: the link alone opens it.
    const progress = await api<TOrdersProgress>('GET', publicPath(token));
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect(progress.body).toMatchObject({ label: 'Maisernte Thomsen', expiresAt: share.expiresAt });
    expect(progress.body.companyName.length).toBeGreaterThan(0);
    const shown = progress.body.orders.find((order) => order.id === assigned.id);
    expect(shown).toMatchObject({ status: assigned.status, hours: '0', activeTimes: [], serviceName: 'Grubbern' });
    expect(shown?.fields.map((field) => field.name)).toEqual(['Deichkoppel']);
    const ids = progress.body.orders.map((order) => order.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(jensens.id);
    const text = JSON.stringify(progress.body);
    for (const secret of [HAUKE, 'Interne Notiz', 'employeeId', 'customerId', JENSEN])
      expect(text).not.toContain(secret);

    // The office lists the link for the customer, never its token.
    const list = await api<{ items: TProgressShare[] }>('GET', `${SHARES}?customerId=${THOMSEN}`, { token: planner });
    expect(list.status).toBe(200);
    expect(list.body.items.find((item) => item.id === share.id)).toMatchObject({ status: 'active' });
    expect(list.body.items.find((item) => item.id === 'demo-progress-thomsen-alt')?.status).toBe('expired');
    expect(JSON.stringify(list.body)).not.toContain(token);
    const ofJensen = await api<{ items: TProgressShare[] }>('GET', `${SHARES}?customerId=${JENSEN}`, {
      token: planner,
    });
    expect(ofJensen.body.items.map((item) => item.id)).not.toContain(share.id);
  });

  it('a revoked, an expired and an unknown link answer alike', async () => {
    const admin = await tenant.token('ADMIN');
    const { body } = await createShare(admin, { validUntil: germanDayFrom(new Date(), 1) });
    expect((await api('GET', publicPath(body.token))).status).toBe(200);
    const revoked = await api<TProgressShare>('POST', `${SHARES}/${body.share.id}/revoke`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const again = await api<TProgressShare>('POST', `${SHARES}/${body.share.id}/revoke`, { token: admin });
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);

    for (const dead of [body.token, tenant.shares.expiredProgress.token, 'kein-solcher-link']) {
      const answer = await api<ApiError>('GET', publicPath(dead));
      expect(answer.status, dead).toBe(404);
      expect(answer.body).toMatchObject(DEAD);
    }
  });

  it('refuses another company’s customer and another company’s link', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const foreign = await createShare<ApiError>(neighbour, {});
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'customerId', message: 'Dieser Kunde gehört nicht zu deiner Firma.' },
    ]);

    const theirs = await api<{ items: TProgressShare[] }>('GET', SHARES, { token: neighbour });
    expect(theirs.body.items.map((item) => item.id)).not.toContain('demo-progress-thomsen');
    const revoke = await api<ApiError>('POST', `${SHARES}/demo-progress-thomsen/revoke`, { token: neighbour });
    expect(revoke.status).toBe(404);
    expect(revoke.body.code).toBe('LW_404_36_0001');
    // Still open for the farmer.
    expect((await api('GET', publicPath(tenant.shares.progress.token))).status).toBe(200);

    const planner = await tenant.token('PLANNER');
    const tooLate = await createShare<ApiError>(planner, { validUntil: germanDayFrom(new Date(), 366) });
    expect(tooLate.body.issues).toEqual([
      { path: 'validUntil', message: 'Bitte wähle ein Datum zwischen morgen und in einem Jahr.' },
    ]);
    const driver = await tenant.token('EMPLOYEE');
    expect((await createShare<ApiError>(driver, {})).status).toBe(403);
  });
});
