import { beforeAll, describe, expect, it } from 'vitest';
import { campaignRoutes } from '../../lambdas/orders/campaigns/campaign-routes';
import { dynamoCampaignStore } from '../../lambdas/orders/campaigns/campaign-store';
import {
  customerParts,
  orderWithEveryPart,
} from '../../lambdas/orders/campaigns/domain/order-with-every-part.fixtures';
import { dynamoCustomerUnits } from '../../lambdas/orders/customer-units';
import { dynamoOrderStore } from '../../lambdas/orders/order-store';
import { randomIds, systemClock } from '../../lambdas/platform/clock';
import { dynamoCompanyStore } from '../../lambdas/platform/company-store';
import { customerNames } from '../../lambdas/platform/customer-lookups';
import { transactWrite } from '../../lambdas/platform/db/write';
import { createLogger } from '../../lambdas/platform/logger';
import { dynamoRecordStore } from '../../lambdas/platform/records/record-store';
import { dynamoExistingIds } from '../../lambdas/platform/references/dynamo-existing-ids';
import { dynamoStructureOwners } from '../../lambdas/platform/references/structure-owners';
import { replaceCampaignCustomer as replacementEndpoint } from '../../schemas/api/campaigns';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import { type TCampaignDetails, type TCampaignSummary, ZCustomerReplacement } from '../../schemas/planning/campaign';
import { api } from '../support/api-client';
import { claimsOf } from '../support/invitations';
import { withTable } from '../support/running-order';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 15 points 2 and 8: campaigns (Auftragsketten) over HTTP, and the customer replacement of a chain
 * as one transaction: a fault in its middle leaves every order, link and the campaign as they were.
 */

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const companyId = tenant.login('OWNER').companyId;
const THOMSEN = 'demo-customer-10001';
const NISSEN = 'demo-customer-10002';
/** An employee without login: no demo driver's day changes. */
const HAUKE = 'demo-employee-hauke-feddersen';
/** A field of Thomsen's (lib/local/seed/demo-map-structures.ts). */
const THOMSEN_FIELD = 'demo-field-deichkoppel';
/** Days of their own far ahead (others each run), so a customer's list of a day holds only one chain's orders. */
const offset = Math.floor(Math.random() * 3000) * 4;
const dayAhead = (days: number) =>
  new Date(Date.UTC(2033, 0, 1) + (offset + days) * 86_400_000).toISOString().slice(0, 10);

let planner: string;
beforeAll(async () => {
  planner = await tenant.token('PLANNER');
});

const createChain = async (DAY: string) => {
  const created = await api<TCampaignDetails & ApiError>('POST', '/orders/campaigns', {
    token: planner,
    body: {
      name: 'Maisernte',
      customerId: THOMSEN,
      fieldIds: [THOMSEN_FIELD],
      orders: [
        {
          role: 'Häckseln',
          serviceId: 'demo-service-mais-haeckseln',
          employeeId: HAUKE,
          machineIds: ['demo-machine-jaguar-960'],
          plannedStartDateTime: `${DAY}T05:00:00Z`,
        },
        {
          role: 'Abfahren',
          // The same service and driver as the chopper's (planned twice, read once).
          serviceId: 'demo-service-mais-haeckseln',
          employeeId: HAUKE,
          machineIds: ['demo-machine-fendt-942', 'demo-machine-krampe-bandit'],
          plannedStartDateTime: `${DAY}T05:30:00Z`,
        },
        { role: 'Silo', plannedStartDateTime: `${DAY}T06:00:00Z`, plannedEndDateTime: `${DAY}T16:00:00Z` },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

const readOrder = async (orderId: string) =>
  (await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner })).body;
const readChain = async (campaignId: string) =>
  (await api<TCampaignDetails>('GET', `/orders/campaigns/${campaignId}`, { token: planner })).body;
/** The orders of this run's day that the customer's link items lead to. */
const linkedOrders = async (customerId: string, DAY: string) =>
  (
    await api<{ items: TOrder[] }>('GET', `/orders/orders?customerId=${customerId}&from=${DAY}&to=${DAY}`, {
      token: planner,
    })
  ).body.items.map((order) => order.id);
const customersInParts = (order: TOrder) =>
  customerParts.flatMap((part) => order[part].map((entry) => entry.customerId));

/** What a few days of work wrote into the orders: every part names the chain's customer. */
const workOn = (orderIds: readonly string[]) =>
  withTable(async () => {
    const orders = dynamoOrderStore();
    for (const orderId of orderIds) {
      const order = await orders.get(companyId, orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const worked = orderWithEveryPart(THOMSEN, THOMSEN, orderId);
      const parts = Object.fromEntries(customerParts.map((part) => [part, worked[part]]));
      await orders.save({ ...order, ...parts, projectId: 'p-maisernte', version: order.version + 1 }, order);
    }
  });

/** The replacement route with the tables of the runtime and a transaction writer of the test's choice. */
const replaceWith = (write: typeof transactWrite, campaignId: string, version: number) =>
  withTable(async () => {
    const [route] = campaignRoutes({
      campaigns: dynamoCampaignStore(write),
      orders: dynamoOrderStore(),
      companies: dynamoCompanyStore(),
      records: dynamoRecordStore(),
      customerUnits: dynamoCustomerUnits,
      customerName: async (company, customerId) => (await customerNames(company, [customerId])).get(customerId)?.name,
      existingIds: dynamoExistingIds,
      structureOwners: dynamoStructureOwners,
      clock: systemClock,
      ids: randomIds,
    }).filter((candidate) => candidate.endpoint === replacementEndpoint);
    if (!route) throw new Error('no replacement route');
    try {
      await route.handle(
        {
          params: { campaignId },
          query: {},
          body: ZCustomerReplacement.parse({ version, customerId: NISSEN, fieldIds: [] }),
        },
        {
          claims: claimsOf(planner),
          company: { companyId, role: 'PLANNER' },
          requestId: 'fault',
          logger: createLogger('test'),
        },
      );
    } catch (error) {
      return error;
    }
    return undefined;
  });

describe('campaigns over HTTP (issue 15 point 2)', () => {
  it('creates a chain of orders in one go, lists it with its progress and shows it in chain order', async () => {
    const DAY = dayAhead(0);
    const chain = await createChain(DAY);
    expect(chain.orders.map((order) => [order.role, order.name, order.status])).toEqual([
      ['Häckseln', 'Maisernte: Häckseln – Hof Thomsen GbR', 'DRAFT'],
      ['Abfahren', 'Maisernte: Abfahren – Hof Thomsen GbR', 'DRAFT'],
      ['Silo', 'Maisernte: Silo – Hof Thomsen GbR', 'DRAFT'],
    ]);
    const [first] = chain.orders;
    // An ordinary order that names its chain; the board and the lists see it as any other.
    expect(await readOrder(first?.id ?? '')).toMatchObject({
      campaignId: chain.id,
      customerIds: [THOMSEN],
      fieldIds: [THOMSEN_FIELD],
    });
    expect(await linkedOrders(THOMSEN, DAY)).toEqual(chain.orderIds);

    const list = await api<{ items: TCampaignSummary[] }>('GET', '/orders/campaigns', { token: planner });
    expect(list.body.items.find((item) => item.id === chain.id)).toMatchObject({
      orderCount: 3,
      doneCount: 0,
      statusCounts: { DRAFT: 3 },
      nextPlannedStart: `${DAY}T05:00:00.000Z`,
    });
    // The demo campaign is there too, with its three orders.
    expect(list.body.items.find((item) => item.id === 'demo-campaign-mais-claussen')?.orderCount).toBe(3);

    const renamed = await api<TCampaignDetails>('PATCH', `/orders/campaigns/${chain.id}`, {
      token: planner,
      body: { version: 1, roles: [{ orderId: chain.orderIds[2], role: 'Walzen' }], removeOrderId: chain.orderIds[1] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.orders.map((order) => order.role)).toEqual(['Häckseln', 'Walzen']);
    expect((await readOrder(chain.orderIds[1] ?? '')).campaignId).toBeNull();

    const archived = await api<TCampaignDetails>('POST', `/orders/campaigns/${chain.id}/archive`, {
      token: planner,
      body: { version: 2, archived: true },
    });
    expect(archived.body.archived).toBe(true);
    const archive = await api<{ items: TCampaignSummary[] }>('GET', '/orders/campaigns?archived=true', {
      token: planner,
    });
    expect(archive.body.items.map((item) => item.id)).toContain(chain.id);
  });

  it("refuses a chain without orders at the field, and another customer's field", async () => {
    const empty = await api<ApiError>('POST', '/orders/campaigns', {
      token: planner,
      body: { name: 'Leer', customerId: THOMSEN, orders: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.map((issue) => issue.path)).toEqual(['orders']);
    const foreignField = await api<ApiError>('POST', '/orders/campaigns', {
      token: planner,
      body: {
        name: 'Fremdes Feld',
        customerId: NISSEN,
        fieldIds: [THOMSEN_FIELD],
        orders: [{ role: 'Häckseln', plannedStartDateTime: `${dayAhead(3)}T05:00:00Z` }],
      },
    });
    expect(foreignField.status).toBe(400);
    expect(foreignField.body.issues).toEqual([
      { path: 'fieldIds.0', message: 'Bitte wähle nur Felder des gewählten Kunden.' },
    ]);
  });
});

describe('customer replacement of a chain (issue 15 point 8, application.md §4)', () => {
  it('writes nothing when a fault hits the middle of the transaction, and everything without it', async () => {
    const DAY = dayAhead(1);
    const chain = await createChain(DAY);
    await workOn(chain.orderIds);
    const [, second] = chain.orderIds;
    if (!second) throw new Error('no second order');

    // The fault: between the replacement's reads and its one transaction the 2nd order is changed elsewhere,
    // so its write condition (the version read) fails in the middle of the chain's writes.
    const changedMeanwhile: typeof transactWrite = async (...parts) => {
      await withTable(async () => {
        const orders = dynamoOrderStore();
        const order = await orders.get(companyId, second);
        if (order) await orders.save({ ...order, other: 'Zwischendurch geändert', version: order.version + 1 }, order);
      });
      return transactWrite(...parts);
    };
    const refusal = await replaceWith(changedMeanwhile, chain.id, 1);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal instanceof AppError && refusal.status).toBe(409);
    expect(refusal instanceof AppError && refusal.toJSON()).toMatchObject({
      code: 'LW_409_35_0002',
      message: expect.stringContaining('Es wurde nichts geändert'),
    });

    // Nothing moved: the campaign, every order, every part and every link still name the old customer.
    const after = await readChain(chain.id);
    expect(after).toMatchObject({ customerId: THOMSEN, version: 1 });
    for (const orderId of chain.orderIds) {
      const order = await readOrder(orderId);
      expect(order.customerIds, orderId).toEqual([THOMSEN]);
      expect(new Set(customersInParts(order)), orderId).toEqual(new Set([THOMSEN]));
      expect(order.projectId).toBe('p-maisernte');
    }
    expect(await linkedOrders(THOMSEN, DAY)).toEqual(chain.orderIds);
    expect(await linkedOrders(NISSEN, DAY)).toEqual([]);

    // The new customer's fields only: Thomsen's field is refused at the field, nothing written.
    const wrongField = await api<ApiError>('POST', `/orders/campaigns/${chain.id}/customer-replacement`, {
      token: planner,
      body: { version: 1, customerId: NISSEN, fieldIds: [THOMSEN_FIELD] },
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.issues?.map((issue) => issue.path)).toEqual(['fieldIds.0']);

    // Without the fault every part of every order moves, over HTTP.
    const replaced = await api<TCampaignDetails & ApiError>(
      'POST',
      `/orders/campaigns/${chain.id}/customer-replacement`,
      {
        token: planner,
        body: { version: 1, customerId: NISSEN, fieldIds: [] },
      },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ customerId: NISSEN, version: 2 });
    for (const orderId of chain.orderIds) {
      const order = await readOrder(orderId);
      expect(order.customerIds, orderId).toEqual([NISSEN]);
      expect(new Set(customersInParts(order)), orderId).toEqual(new Set([NISSEN]));
      expect(order.projectId).toBeNull();
      expect(order.fieldIds).toEqual([]);
      expect(order.name).toMatch(/^Maisernte: .+ – Milchviehbetrieb Nissen$/);
    }
    expect(await linkedOrders(NISSEN, DAY)).toEqual(chain.orderIds);
    expect(await linkedOrders(THOMSEN, DAY)).toEqual([]);
  });

  it('refuses a chain with a billed order (409, German) and changes none of its orders', async () => {
    const chain = await createChain(dayAhead(2));
    const [first] = chain.orderIds;
    await withTable(async () => {
      const orders = dynamoOrderStore();
      const order = await orders.get(companyId, first ?? '');
      if (order) await orders.save({ ...order, status: 'BILLED', version: order.version + 1 }, order);
    });
    const refused = await api<ApiError>('POST', `/orders/campaigns/${chain.id}/customer-replacement`, {
      token: planner,
      body: { version: 1, customerId: NISSEN },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LW_409_35_0001', message: expect.stringContaining('abgerechnet') });
    for (const orderId of chain.orderIds) expect((await readOrder(orderId)).customerIds).toEqual([THOMSEN]);
  });

  it('is for the office: an employee hears 403, another company 404, and nothing changes', async () => {
    const employee = await tenant.token('EMPLOYEE');
    const body = { version: 1, customerId: NISSEN };
    const path = '/orders/campaigns/demo-campaign-mais-claussen/customer-replacement';
    expect((await api('POST', path, { token: employee, body })).status).toBe(403);
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('POST', path, { token: neighbour, body })).status).toBe(404);
    expect((await api('GET', '/orders/campaigns/demo-campaign-mais-claussen', { token: neighbour })).status).toBe(404);
    expect(await readChain('demo-campaign-mais-claussen')).toMatchObject({
      customerId: 'demo-customer-10003',
      version: 1,
    });
  });
});
