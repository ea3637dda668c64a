import { describe, expect, it } from 'vitest';
import type { TProject } from '../../schemas/masterdata/project';
import type { TOrder } from '../../schemas/orders/order';
import type { TProjectSummary } from '../../schemas/planning/project-summary';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 15: projects as master data, the orders naming them, and what a project adds up to. */
const THOMSEN = 'demo-customer-10001';
const PROJECTS = '/masterdata/projects';
const DEMO_PROJECT = 'demo-project-maissilage-thomsen';
const summaryPath = (projectId: string) => `/orders/projects/${projectId}/summary`;
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const createProject = async <T = TProject>(token: string, body: Record<string, unknown>) =>
  api<T>('POST', PROJECTS, { token, body: { operatingUnitIds: ['demo-unit-husum'], ...body } });

const orderInput = (name: string, projectId: string | null) => ({
  name,
  plannedStartDateTime: '2031-06-01T05:00:00Z',
  customerIds: [THOMSEN],
  serviceId: 'demo-service-grubbern',
  projectId,
});

describe('projects', () => {
  it('a project adds up only its own orders; an order moved to another project leaves it', async () => {
    const planner = await tenant.token('PLANNER');
    const run = Math.random().toString(36).slice(2, 8);
    const dyke = await createProject(planner, {
      name: `Deichsanierung ${run}`,
      customerId: THOMSEN,
      firstDay: '2031-06-01',
    });
    const road = await createProject(planner, { name: `Wegebau ${run}` });
    expect(dyke.status, JSON.stringify(dyke.body)).toBe(201);
    expect(dyke.body).toMatchObject({ customerId: THOMSEN, firstDay: '2031-06-01', lastDay: null, archived: false });

    const first = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: orderInput('Grubbern Deich', dyke.body.id),
    });
    const second = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: orderInput('Grubbern Weg', road.body.id),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(second.status).toBe(201);

    const summary = await api<TProjectSummary>('GET', summaryPath(dyke.body.id), { token: planner });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.orders.map((order) => order.id)).toEqual([first.body.id]);
    expect(summary.body.orders[0]).toMatchObject({ name: 'Grubbern Deich', status: 'DRAFT', hours: '0' });
    expect(summary.body.orders[0]?.customerNames).toHaveLength(1);
    expect(summary.body.totals.ordersByStatus).toMatchObject({ DRAFT: 1, DONE: 0, BILLED: 0 });

    // Moved to the road project: the dyke's summary no longer holds it.
    const moved = await api<TOrder>('PATCH', `/orders/orders/${first.body.id}`, {
      token: planner,
      body: { version: first.body.version, data: orderInput('Grubbern Deich', road.body.id) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await api<TProjectSummary>('GET', summaryPath(dyke.body.id), { token: planner })).body.orders).toEqual([]);
    const ofRoad = await api<TProjectSummary>('GET', summaryPath(road.body.id), { token: planner });
    expect(ofRoad.body.orders.map((order) => order.id).sort()).toEqual([first.body.id, second.body.id].sort());
  });

  it('the demo project sums its two finished orders', async () => {
    const accountant = await tenant.token('ACCOUNTANT');
    const summary = await api<TProjectSummary>('GET', summaryPath(DEMO_PROJECT), { token: accountant });
    expect(summary.status).toBe(200);
    expect(summary.body.orders.map((order) => order.id)).toEqual(
      expect.arrayContaining(['demo-order-mais-thomsen', 'demo-order-abfahrer-thomsen']),
    );
    expect(Number(summary.body.totals.hours)).toBeGreaterThan(0);
    expect(Number(summary.body.totals.net)).toBeGreaterThan(0);
  });

  it('a project number is unique in the company; the end is not before the start', async () => {
    const owner = await tenant.token('OWNER');
    const number = `P-${Math.random().toString(36).slice(2, 8)}`;
    expect((await createProject(owner, { name: 'Erstes', number })).status).toBe(201);
    const taken = await createProject<ApiError>(owner, { name: 'Zweites', number });
    expect(taken.status).toBe(409);
    expect(taken.body.issues).toEqual([{ path: 'number', message: 'Diese Projektnummer ist bereits vergeben.' }]);
    // Without a number, any number of projects.
    expect((await createProject(owner, { name: 'Ohne Nummer 1' })).status).toBe(201);
    expect((await createProject(owner, { name: 'Ohne Nummer 2' })).status).toBe(201);
    const backwards = await createProject<ApiError>(owner, {
      name: 'Rückwärts',
      firstDay: '2031-06-02',
      lastDay: '2031-06-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues).toEqual([{ path: 'lastDay', message: 'Das Ende darf nicht vor dem Beginn liegen.' }]);
  });

  it('another company’s project can be neither named by an order nor summed up', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const foreign = await createProject(neighbour, { name: 'Fremdes Projekt', operatingUnitIds: [] });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);

    const planner = await tenant.token('PLANNER');
    const named = await api<ApiError>('POST', '/orders/orders', {
      token: planner,
      body: orderInput('Fremd', foreign.body.id),
    });
    expect(named.status).toBe(400);
    expect(named.body.issues).toEqual([{ path: 'projectId', message: 'Dieses Projekt gehört nicht zu deiner Firma.' }]);
    const summary = await api<ApiError>('GET', summaryPath(foreign.body.id), { token: planner });
    expect(summary.status).toBe(404);
    expect(summary.body.code).toBe('LW_404_36_0002');
    const driver = await tenant.token('EMPLOYEE');
    expect((await api('GET', summaryPath(DEMO_PROJECT), { token: driver })).status).toBe(403);
  });
});
