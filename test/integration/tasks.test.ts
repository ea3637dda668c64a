import { describe, expect, it } from 'vitest';
import type { TCompany } from '../../schemas/api/company';
import type { TOwnOrder, TTaskDetails } from '../../schemas/api/work';
import { germanDayFrom } from '../../schemas/kernel/calendar';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { putOrderItem } from '../support/order-items';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type Tasks = { items: TOwnOrder[] };

/** Ole Carstensen (subunternehmer@): §6 gives subcontractors tasks; the demo plans no orders for him. */
const OLE = 'demo-employee-ole-carstensen';
const PETERSEN = 'demo-customer-10005';
/** Days of their own far ahead (others each run), so the lists hold only this run's orders. */
const dayAhead = (days: number) => new Date(Date.UTC(2032, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const offset = Math.floor(Math.random() * 3000) * 3;
const DAY = dayAhead(offset);
const NEXT_DAY = dayAhead(offset + 1);
const LATER_DAY = dayAhead(offset + 2);
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;
const run = `${offset}`;

/** A stopped order of Ole's as the driver's day leaves it: a run, an amount with prices, a task record, a counter. */
const putDoneOrder = async (orderId: string) =>
  putOrderItem(
    {
      companyId: tenant.login('OWNER').companyId,
      orderId,
      status: 'DONE',
      employeeId: OLE,
      version: 4,
      name: `Pflügen Petersen ${run}`,
      plannedStartDateTime: at(NEXT_DAY, '06:00'),
    },
    {
      shelf: 'ACTIVE',
      assignee: OLE,
      customerIds: [PETERSEN],
      machineIds: ['demo-machine-fendt-724'],
      machineSnapshots: [{ id: 'demo-machine-fendt-724', name: 'Fendt 724 Vario', hasOperatingHours: true }],
      serviceSnapshot: { id: 'demo-service-pfluegen', name: 'Pflügen' },
      other: 'Vorgewende zuletzt.',
      activeTime: [{ id: 'run-1', start: at(NEXT_DAY, '06:10'), end: at(NEXT_DAY, '11:40'), customerId: PETERSEN }],
      resourceUsages: [
        {
          id: 'usage-1',
          resourceId: 'demo-resource-diesel',
          resourceName: 'Diesel',
          resourcePricePerUnit: '1.52',
          resourceCostsPerUnit: '1.18',
          resourceUnit: 'l',
          vatPercentPoints: 19,
          amount: '85',
          source: 'DRIVER',
          customerId: PETERSEN,
          timestamp: at(NEXT_DAY, '11:30'),
        },
      ],
      taskRecords: [{ id: 'record-1', record: 6.5, timeStamp: at(NEXT_DAY, '11:40'), unit: 'ha', type: 'AREA' }],
      counterTrackings: [
        {
          id: 'counter-1',
          source: { type: 'MACHINE', machineId: 'demo-machine-fendt-724' },
          type: 'OPERATING_HOURS',
          startValue: '3120',
          endValue: '3125.5',
          startDate: at(NEXT_DAY, '06:10'),
          endDate: at(NEXT_DAY, '11:40'),
          employeeId: OLE,
        },
      ],
    },
  );

describe('Aufgaben over HTTP (application.md §2 tasks list and task details, §6)', () => {
  it("lists the subcontractor's own orders of the period in every status but DRAFT, newest first, with details", async () => {
    const planner = await tenant.token('PLANNER');
    const ole = await tenant.token('SUBCONTRACTOR');
    const plan = {
      customerIds: [PETERSEN],
      employeeId: OLE,
      serviceId: 'demo-service-grubbern',
      plannedEndDateTime: null,
    };
    const created = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: { ...plan, name: `Grubbern Petersen ${run}`, plannedStartDateTime: at(DAY, '07:00') },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const assigned = await api<TOrder>('POST', `/orders/orders/${created.body.id}/assignment`, {
      token: planner,
      body: { version: 1, employeeId: OLE },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    // A draft with Ole as its driver is not his task yet.
    const draft = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: { ...plan, name: `Entwurf ${run}`, plannedStartDateTime: at(DAY, '09:00') },
    });
    expect(draft.body.status).toBe('DRAFT');
    const doneId = `task-done-${run}`;
    await putDoneOrder(doneId);

    const list = await api<Tasks>('GET', `/work/tasks?from=${DAY}&to=${NEXT_DAY}`, { token: ole });
    expect(list.status).toBe(200);
    expect(list.body.items.map((task) => [task.id, task.status])).toEqual([
      [doneId, 'DONE'],
      [created.body.id, 'ASSIGNED'],
    ]);
    expect(list.body.items[0]).toMatchObject({
      serviceName: 'Pflügen',
      machineNames: ['Fendt 724 Vario'],
      customers: [{ id: PETERSEN, name: 'Ackerbau Petersen', city: 'Schleswig' }],
    });
    // The period counts by the planned start's German day.
    expect((await api<Tasks>('GET', `/work/tasks?from=${LATER_DAY}&to=${LATER_DAY}`, { token: ole })).body).toEqual({
      items: [],
    });

    const details = await api<TTaskDetails>('GET', `/work/tasks/${doneId}`, { token: ole });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: doneId,
      status: 'DONE',
      note: 'Vorgewende zuletzt.',
      customers: [{ id: PETERSEN, name: 'Ackerbau Petersen', street: 'Feldstraße 7', zip: '24837', city: 'Schleswig' }],
      runs: [{ id: 'run-1', start: at(NEXT_DAY, '06:10'), end: at(NEXT_DAY, '11:40') }],
      amounts: [{ id: 'usage-1', resourceName: 'Diesel', amount: '85', unit: 'l' }],
      taskRecords: [{ id: 'record-1', type: 'AREA', record: 6.5, unit: 'ha' }],
      counters: [{ id: 'counter-1', label: 'Fendt 724 Vario', startValue: '3120', endValue: '3125.5' }],
    });
    // Drivers see no prices.
    expect(JSON.stringify(details.body)).not.toMatch(/1\.52|1\.18|PricePerUnit|CostsPerUnit/);

    const asDraft = await api<ApiError>('GET', `/work/tasks/${draft.body.id}`, { token: ole });
    expect(asDraft.status).toBe(404);
    expect(asDraft.body).toMatchObject({ code: 'LW_404_30_0004', message: 'Diese Aufgabe wurde nicht gefunden.' });
  });

  it("answers another employee's order, another company's and an unknown one as not found", async () => {
    const ole = await tenant.token('SUBCONTRACTOR');
    const tims = await api<ApiError>('GET', '/work/tasks/demo-order-guelle-thomsen', { token: ole });
    expect(tims.status).toBe(404);
    expect(tims.body.code).toBe('LW_404_30_0004');
    expect((await api('GET', '/work/tasks/no-such-order', { token: ole })).status).toBe(404);
    // Tim reads his own.
    const tim = await tenant.token('EMPLOYEE');
    const own = await api<TTaskDetails>('GET', '/work/tasks/demo-order-guelle-thomsen', { token: tim });
    expect(own.status).toBe(200);
    expect(own.body.customers[0]).toMatchObject({ name: 'Hof Thomsen GbR', street: 'Dorfstraße 12', zip: '25813' });
    const week = `from=${germanDayFrom(new Date(), -6)}&to=${germanDayFrom(new Date(), 7)}`;
    const tims2 = await api<Tasks>('GET', `/work/tasks?${week}`, { token: tim });
    expect(tims2.body.items.map((task) => task.id)).toContain('demo-order-guelle-thomsen');
    // Another company's owner: the order is not in their company.
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('GET', '/work/tasks/demo-order-guelle-thomsen', { token: neighbour })).status).toBe(404);
  });

  it('refuses customers, and periods over 62 days', async () => {
    const customer = await tenant.token('CUSTOMER');
    expect((await api('GET', `/work/tasks?from=${DAY}&to=${DAY}`, { token: customer })).status).toBe(403);
    expect((await api('GET', '/work/tasks/demo-order-guelle-thomsen', { token: customer })).status).toBe(403);
    const tim = await tenant.token('EMPLOYEE');
    const tooLong = await api<ApiError>('GET', `/work/tasks?from=${DAY}&to=${dayAhead(offset + 62)}`, { token: tim });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'to', message: 'Bitte wähle höchstens 62 Tage aus.' }]);
    expect((await api('GET', `/work/tasks?from=${DAY}&to=${dayAhead(offset + 61)}`, { token: tim })).status).toBe(200);
  });
});

describe('order settings over HTTP (application.md §2 order settings, §6)', () => {
  const input = ({ settings, version }: TCompany) => ({
    enableMultiCustomerOrders: settings.enableMultiCustomerOrders,
    orderActivityPresets: settings.orderActivityPresets,
    version,
  });
  const read = async (token: string) => (await api<TCompany>('GET', '/structures/company', { token })).body;

  it('lets the planner save them, version-checked; the global settings leave them as they are', async () => {
    const planner = await tenant.token('PLANNER');
    const before = await read(planner);
    const added = await api<TCompany>('PUT', '/structures/company/order-settings', {
      token: planner,
      body: {
        ...input(before),
        orderActivityPresets: [...before.settings.orderActivityPresets, { name: `Umsetzen ${run}`, purpose: 'OTHER' }],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.version).toBe(before.version + 1);
    const preset = added.body.settings.orderActivityPresets.at(-1);
    expect(preset).toMatchObject({ name: `Umsetzen ${run}`, purpose: 'OTHER', icon: 'work', archived: false });
    expect(preset?.id).not.toBe('');
    expect(added.body.settings.internalActivityPresets).toEqual(before.settings.internalActivityPresets);

    const stale = await api<ApiError>('PUT', '/structures/company/order-settings', {
      token: planner,
      body: input(before),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');
    const usePurpose = await api<ApiError>('PUT', '/structures/company/order-settings', {
      token: planner,
      body: { ...input(added.body), orderActivityPresets: [{ name: 'Werkstatt', purpose: 'USE' }] },
    });
    expect(usePurpose.status).toBe(400);

    // The accountant saves the global settings: the order preset just added stays.
    const accountant = await tenant.token('ACCOUNTANT');
    const { orderActivityPresets: _presets, enableMultiCustomerOrders: _multi, ...global } = added.body.settings;
    const saved = await api<TCompany>('PUT', '/structures/company/settings', {
      token: accountant,
      body: { ...global, orderActivityPresets: [], version: added.body.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.orderActivityPresets).toEqual(added.body.settings.orderActivityPresets);

    const restored = await api<TCompany>('PUT', '/structures/company/order-settings', {
      token: planner,
      body: { ...input(before), version: saved.body.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.settings.orderActivityPresets).toEqual(before.settings.orderActivityPresets);

    const employee = await tenant.token('EMPLOYEE');
    expect(
      (await api('PUT', '/structures/company/order-settings', { token: employee, body: input(restored.body) })).status,
    ).toBe(403);
  });
});
