import { beforeAll, describe, expect, it } from 'vitest';
import type { TCropProtectionImportResult, TCropProtectionPreview } from '../../schemas/api/crop-protection';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { cropProtectionFixture, cropProtectionFixtureNames } from '../support/crop-protection-fixtures';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const THOMSEN = 'demo-customer-10001';
const DEICHKOPPEL = 'demo-field-deichkoppel';
const ROUNDUP = 'demo-resource-roundup';
const PREVIEW = '/orders/crop-protection-imports/preview';
const SAVE = '/orders/crop-protection-imports';
/** A day of its own far ahead (another each run): its orders on Deichkoppel are only this run's. */
const DAY = new Date(Date.UTC(2032, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000).toISOString().slice(0, 10);
const germanDate = (day: string) => day.split('-').reverse().join('.');
/** The Schlagkartei fixture with its application day moved to this run's day. */
const content = () =>
  cropProtectionFixture(cropProtectionFixtureNames.schlagkartei).replaceAll('12.05.2026', germanDate(DAY));

let planner: string;
let orderId: string;

beforeAll(async () => {
  planner = await tenant.token('PLANNER');
  const created = await api<TOrder>('POST', '/orders/orders', {
    token: planner,
    body: {
      name: 'Pflanzenschutz Deichkoppel',
      plannedStartDateTime: `${DAY}T05:00:00Z`,
      plannedEndDateTime: `${DAY}T10:00:00Z`,
      customerIds: [THOMSEN],
      fieldIds: [DEICHKOPPEL],
    },
  });
  expect(created.status).toBe(201);
  orderId = created.body.id;
});

const preview = (token = planner, body: Record<string, unknown> = {}) =>
  api<TCropProtectionPreview & ApiError>('POST', PREVIEW, {
    token,
    body: { customerId: THOMSEN, fileName: 'schlagkartei.csv', content: content(), ...body },
  });

const save = (rows: Record<string, unknown>[], token = planner, customerId = THOMSEN) =>
  api<TCropProtectionImportResult & ApiError>('POST', SAVE, { token, body: { customerId, rows } });

const matchedLine = () => ({ line: 6, orderId, resourceId: ROUNDUP, amount: '10.5', day: DAY });

describe('crop-protection import over HTTP (issue 15 point 7)', () => {
  it('previews a farm program export against the demo fields, orders and articles, and saves nothing', async () => {
    const answer = await preview();
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([
      expect.objectContaining({
        line: 6,
        status: 'MATCHED',
        fieldId: DEICHKOPPEL,
        orderId,
        resourceId: ROUNDUP,
        amount: '10.5',
        unit: 'l',
      }),
      expect.objectContaining({ line: 7, status: 'UNMATCHED', reason: 'Schlag nicht gefunden' }),
    ]);
    expect(answer.body.orders.map((order) => order.id)).toContain(orderId);
    expect(answer.body.resources).toContainEqual({ id: ROUNDUP, name: 'Roundup PowerFlex', unit: 'l' });
    const order = await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner });
    expect(order.body.resourceUsages).toEqual([]);

    const unreadable = await preview(planner, { content: 'Hallo;Welt\n1;2' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.issues).toEqual([{ path: 'content', message: expect.stringContaining('keine Kopfzeile') }]);
  });

  it('adds the confirmed line to the order, and a second save of it is counted as a duplicate', async () => {
    const saved = await save([matchedLine()]);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ added: 1, duplicates: 0, orders: 1 });
    const order = await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner });
    expect(order.body.version).toBe(2);
    expect(order.body.resourceUsages).toEqual([
      expect.objectContaining({
        resourceId: ROUNDUP,
        resourceName: 'Roundup PowerFlex',
        amount: '10.5',
        resourceUnit: 'l',
        // The demo price: 12.90 € per litre below 20 l (tiered).
        resourcePricePerUnit: '12.9',
        source: 'OFFICE',
        customerId: THOMSEN,
      }),
    ]);
    expect(
      new Date(order.body.resourceUsages[0]?.timestamp ?? '').toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
    ).toContain('12:00:00');

    const again = await save([matchedLine()]);
    expect(again.body).toEqual({ added: 0, duplicates: 1, orders: 0 });
    expect((await preview()).body.rows[0]?.status).toBe('DUPLICATE');
    expect(
      (await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner })).body.resourceUsages,
    ).toHaveLength(1);
  });

  it("refuses a line naming another company's or a billed order at the line", async () => {
    const neighbour = await otherTenant.token('OWNER');
    const customer = await api<{ id: string }>('POST', '/structures/customers', {
      token: neighbour,
      body: { name: 'Hof Nachbar', addressStreet: 'Feldweg 1', addressZip: '24837', addressCity: 'Schleswig' },
    });
    expect(customer.status).toBe(201);
    const foreign = await api<TOrder>('POST', '/orders/orders', {
      token: neighbour,
      body: { name: 'Spritzen Nachbar', plannedStartDateTime: `${DAY}T05:00:00Z`, customerIds: [customer.body.id] },
    });
    expect(foreign.status).toBe(201);

    const refused = await save([{ ...matchedLine(), orderId: foreign.body.id }]);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'rows.0.orderId', message: 'Diesen Auftrag gibt es für diesen Kunden nicht.' },
    ]);
    // The demo's billed order of Jacobsen.
    const billed = await save(
      [{ ...matchedLine(), orderId: 'demo-order-pfluegen-jacobsen' }],
      planner,
      'demo-customer-10010',
    );
    expect(billed.status).toBe(400);
    expect(billed.body.issues).toEqual([{ path: 'rows.0.orderId', message: 'Der Auftrag ist schon abgerechnet.' }]);
    // The other company names Hansen's customer and order: the customer is not theirs.
    const across = await save([matchedLine()], neighbour);
    expect(across.status).toBe(400);
    expect(across.body.issues?.map((issue) => issue.path)).toContain('customerId');
    expect((await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner })).body.version).toBe(2);
  });

  it('is for the office: an employee hears 403', async () => {
    const employee = await tenant.token('EMPLOYEE');
    expect((await preview(employee)).status).toBe(403);
    expect((await save([matchedLine()], employee)).status).toBe(403);
    const accountant = await tenant.token('ACCOUNTANT');
    expect((await preview(accountant)).status).toBe(200);
  });
});
