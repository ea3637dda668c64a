import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type List = { items: TOrder[] };

const TIM = 'demo-employee-tim-brandt';
/** An employee without login: 'Meine Aufträge' of the demo drivers (work.test.ts) stays as seeded. */
const HAUKE = 'demo-employee-hauke-feddersen';
const THOMSEN = 'demo-customer-10001';
const JENSEN = 'demo-customer-10002';
const FENDT = 'demo-machine-fendt-942';
/** A day of its own far ahead (another each run), so the lists hold only this run's orders. */
const dayAhead = (days: number) => new Date(Date.UTC(2031, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const offset = Math.floor(Math.random() * 3000) * 2;
const DAY = dayAhead(offset);
const NEXT_DAY = dayAhead(offset + 1);
const plan = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  plannedStartDateTime: `${DAY}T05:00:00Z`,
  plannedEndDateTime: `${DAY}T10:00:00Z`,
  customerIds: [THOMSEN],
  machineIds: [FENDT],
  ...overrides,
});
const ids = (list: List) => list.items.map((order) => order.id);

describe('orders over HTTP (issue 12 point 1)', () => {
  it('creates a draft, lists it by every access pattern, assigns it and shows it in Meine Aufträge', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan('Grubbern Osterfeld', { serviceId: 'demo-service-grubbern' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'DRAFT',
      shelf: 'ACTIVE',
      version: 1,
      serviceSnapshot: { id: 'demo-service-grubbern', name: 'Grubbern' },
      machineSnapshots: [{ id: FENDT, name: 'Fendt 942 Vario' }],
      activeTime: [],
    });
    const { id } = created.body;
    const other = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan('Pflügen Jensen', {
        customerIds: [JENSEN],
        machineIds: [],
        plannedStartDateTime: `${DAY}T12:00:00Z`,
        plannedEndDateTime: null,
      }),
    });
    expect(other.status).toBe(201);

    const list = async (filter: string) =>
      (await api<List>('GET', `/orders/orders?from=${DAY}&to=${DAY}${filter}`, { token: planner })).body;
    expect(ids(await list(''))).toEqual([id, other.body.id]);
    expect(ids(await list('&status=DRAFT'))).toEqual([id, other.body.id]);
    expect(ids(await list(`&customerId=${THOMSEN}`))).toEqual([id]);
    expect(ids(await list(`&customerId=${JENSEN}`))).toEqual([other.body.id]);
    expect(ids(await list(`&machineId=${FENDT}`))).toEqual([id]);
    // The period: the next day holds none of them.
    expect(
      ids((await api<List>('GET', `/orders/orders?from=${NEXT_DAY}&to=${NEXT_DAY}`, { token: planner })).body),
    ).toEqual([]);

    const assigned = await api<TOrder>('POST', `/orders/orders/${id}/assignment`, {
      token: planner,
      body: { version: 1, employeeId: HAUKE },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'ASSIGNED', employeeId: HAUKE, version: 2 });
    expect(ids(await list(`&employeeId=${HAUKE}`))).toEqual([id]);
    expect(ids(await list('&status=ASSIGNED'))).toEqual([id]);
    expect((await api<TOrder>('GET', `/orders/orders/${id}`, { token: planner })).body.status).toBe('ASSIGNED');

    // The seeded orders of 'Meine Aufträge' are orders of this service: one entity, one employee index.
    const seeded = await api<TOrder>('GET', '/orders/orders/demo-order-guelle-thomsen', { token: planner });
    expect(seeded.body).toMatchObject({ status: 'ASSIGNED', employeeId: TIM, shelf: 'ACTIVE', activeTime: [] });

    // Trash takes it out of the lists and out of the employee index ('Meine Aufträge' reads it); restore brings it back.
    const trashed = await api<TOrder>('POST', `/orders/orders/${id}/shelf`, {
      token: planner,
      body: { version: 2, shelf: 'TRASHED' },
    });
    expect(trashed.body.shelf).toBe('TRASHED');
    expect(ids(await list(''))).toEqual([other.body.id]);
    expect(ids(await list('&shelf=TRASHED'))).toEqual([id]);
    expect(ids(await list(`&shelf=TRASHED&employeeId=${HAUKE}`))).toEqual([id]);
    expect(ids(await list(`&employeeId=${HAUKE}`))).toEqual([]);
    const restored = await api<TOrder>('POST', `/orders/orders/${id}/shelf`, {
      token: planner,
      body: { version: 3, shelf: 'ACTIVE' },
    });
    expect(restored.body).toMatchObject({ shelf: 'ACTIVE', version: 4 });
    expect(ids(await list(`&employeeId=${HAUKE}`))).toEqual([id]);

    // Changing customers and machines moves the links with them.
    const changed = await api<TOrder>('PATCH', `/orders/orders/${id}`, {
      token: planner,
      body: {
        version: 4,
        data: plan('Grubbern Osterfeld', {
          serviceId: 'demo-service-grubbern',
          employeeId: HAUKE,
          customerIds: [JENSEN],
          machineIds: [],
        }),
      },
    });
    expect(changed.status).toBe(200);
    expect(ids(await list(`&customerId=${THOMSEN}`))).toEqual([]);
    expect(ids(await list(`&customerId=${JENSEN}`))).toEqual([id, other.body.id]);
    expect(ids(await list(`&machineId=${FENDT}`))).toEqual([]);
  });

  it('answers a stale version with 409 and keeps the newer change', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TOrder>('POST', '/orders/orders', { token: planner, body: plan('Mähen Deichwiese') });
    const path = `/orders/orders/${created.body.id}`;
    const first = await api<TOrder>('PATCH', path, {
      token: planner,
      body: { version: 1, data: plan('Mähen Deichwiese Nord') },
    });
    expect(first.status).toBe(200);
    const stale = await api<ApiError>('PATCH', path, { token: planner, body: { version: 1, data: plan('Mähen Süd') } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');
    expect((await api<TOrder>('GET', path, { token: planner })).body.name).toBe('Mähen Deichwiese Nord');
  });

  it('refuses with the German texts of application.md §5', async () => {
    const planner = await tenant.token('PLANNER');
    const backwardsPlan = plan('Rückwärts', { plannedEndDateTime: `${DAY}T04:00:00Z`, customerIds: [THOMSEN, JENSEN] });
    /** Rules 3 and 5, their fields named under where the request carries the plan. */
    const backwardsIssues = (pathPrefix: string) => [
      {
        path: `${pathPrefix}plannedEndDateTime`,
        message: 'Bitte trage den Endzeitpunkt ein. Das Enddatum darf nicht vor dem Startdatum liegen.',
      },
      { path: `${pathPrefix}customerIds`, message: 'Dem Auftrag sind zu viele Kunden zugeordnet' },
    ];
    const backwards = await api<ApiError>('POST', '/orders/orders', { token: planner, body: backwardsPlan });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues).toEqual(backwardsIssues(''));

    const draft = await api<TOrder>('POST', '/orders/orders', { token: planner, body: plan('Ohne Dienstleistung') });
    const unassignable = await api<ApiError>('POST', `/orders/orders/${draft.body.id}/assignment`, {
      token: planner,
      body: { version: 1, employeeId: HAUKE },
    });
    expect(unassignable.status).toBe(400);
    expect(unassignable.body.issues).toEqual([{ path: 'serviceId', message: 'Bitte gib eine Dienstleistung ein.' }]);

    const unknown = await api<ApiError>('POST', '/orders/orders', {
      token: planner,
      body: plan('Fremd', { customerIds: ['not-a-customer'] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { path: 'customerIds.0', message: 'Dieser Kunde gehört nicht zu deiner Firma.' },
    ]);

    // An update wraps the plan in `data`: rule, reference and schema issues all name 'data.<field>'.
    const changeBackwards = await api<ApiError>('PATCH', `/orders/orders/${draft.body.id}`, {
      token: planner,
      body: { version: 1, data: backwardsPlan },
    });
    expect(changeBackwards.status).toBe(400);
    expect(changeBackwards.body.issues).toEqual(backwardsIssues('data.'));
    const changeUnknown = await api<ApiError>('PATCH', `/orders/orders/${draft.body.id}`, {
      token: planner,
      body: { version: 1, data: plan('Fremd', { customerIds: ['not-a-customer'] }) },
    });
    expect(changeUnknown.body.issues).toEqual([
      { path: 'data.customerIds.0', message: 'Dieser Kunde gehört nicht zu deiner Firma.' },
    ]);
    const changeNoName = await api<ApiError>('PATCH', `/orders/orders/${draft.body.id}`, {
      token: planner,
      body: { version: 1, data: plan('') },
    });
    expect(changeNoName.body.issues?.map((issue) => issue.path)).toEqual(['data.name']);

    const noName = await api<ApiError>('POST', '/orders/orders', {
      token: planner,
      body: plan('', { plannedStartDateTime: null }),
    });
    expect(noName.status).toBe(400);
    expect(noName.body.issues?.map((issue) => issue.message)).toEqual([
      'Bitte gib einen Namen für den Auftrag ein.',
      'Bitte gib den geplanten Beginn ein.',
    ]);

    const reversed = await api<ApiError>('GET', `/orders/orders?from=${NEXT_DAY}&to=${DAY}`, { token: planner });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([
      { path: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    ]);

    const archive = await api<ApiError>('POST', `/orders/orders/${draft.body.id}/shelf`, {
      token: planner,
      body: { version: 1, shelf: 'ARCHIVED' },
    });
    expect(archive.body.issues).toEqual([
      { path: 'shelf', message: 'Nur erledigte oder abgerechnete Aufträge können archiviert werden.' },
    ]);
  });

  it('is for the office roles of §6: a driver may not list or create orders', async () => {
    const driver = await tenant.token('EMPLOYEE');
    expect((await api('GET', '/orders/orders', { token: driver })).status).toBe(403);
    expect((await api('POST', '/orders/orders', { token: driver, body: plan('Nicht erlaubt') })).status).toBe(403);
  });
});
