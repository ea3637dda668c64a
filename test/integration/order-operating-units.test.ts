import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });

type ApiError = { code: string; issues?: { path: string; message: string }[] };
type Member = { id: string; operatingUnitIds: string[]; archived?: boolean };

/** The demo's two operating units: the orders below are Schleswig's, the records Husum's only. */
const HUSUM = 'demo-unit-husum';
const SCHLESWIG = 'demo-unit-schleswig';
/** An employee without login who works for Husum only. */
const HAUKE = 'demo-employee-hauke-feddersen';
/** A day of its own far ahead, so no list of another test holds these orders. */
const DAY = new Date(Date.UTC(2032, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000).toISOString().slice(0, 10);
const plan = (overrides: Record<string, unknown>) => ({
  name: 'Betrieb prüfen',
  plannedStartDateTime: `${DAY}T05:00:00Z`,
  operatingUnitId: SCHLESWIG,
  ...overrides,
});

describe('order rule 4 over HTTP: the parts belong to the order operating unit (application.md §5)', () => {
  it('refuses each part of another unit at its field with its message, and accepts them in their unit', async () => {
    const planner = await tenant.token('PLANNER');
    /** A live record of `path` that belongs to Husum and not to Schleswig. */
    const husumOnly = async (path: string) => {
      const { body } = await api<{ items: Member[] }>('GET', path, { token: planner });
      const found = body.items.find(
        (item) => !item.archived && item.operatingUnitIds.includes(HUSUM) && !item.operatingUnitIds.includes(SCHLESWIG),
      );
      if (!found) throw new Error(`the demo has no Husum-only record at ${path}`);
      return found.id;
    };
    const service = await husumOnly('/masterdata/services');
    const machine = await husumOnly('/masterdata/machines');
    const customer = await husumOnly('/structures/customers');

    const refusal = async (overrides: Record<string, unknown>) => {
      const response = await api<ApiError>('POST', '/orders/orders', { token: planner, body: plan(overrides) });
      expect(response.status).toBe(400);
      return response.body.issues;
    };
    expect(await refusal({ serviceId: service })).toEqual([
      { path: 'serviceId', message: 'Die Dienstleistung kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
    ]);
    expect(await refusal({ customerIds: [customer] })).toEqual([
      { path: 'customerIds.0', message: 'Der Kunde kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
    ]);
    expect(await refusal({ machineIds: [machine] })).toEqual([
      {
        path: 'machineIds',
        message: 'Eine oder mehrere Maschinen können nicht dem ausgewählten Betrieb zugeordnet werden.',
      },
    ]);
    expect(await refusal({ employeeId: HAUKE })).toEqual([
      { path: 'employeeId', message: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
    ]);
    expect(await refusal({ receiptReceiverId: customer })).toEqual([
      {
        path: 'receiptReceiverId',
        message: 'Der alternative Belegempfänger kann nicht dem ausgewählten Betrieb zugeordnet werden.',
      },
    ]);

    const all = { serviceId: service, customerIds: [customer], machineIds: [machine], employeeId: HAUKE };
    const inHusum = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan({ ...all, receiptReceiverId: customer, operatingUnitId: HUSUM }),
    });
    expect(inHusum.status).toBe(201);

    // The update is checked too; its body wraps the plan in `data`, so the rules name 'data.<field>' like
    // schema and reference issues do (the forms strip that prefix).
    const update = await api<ApiError>('PATCH', `/orders/orders/${inHusum.body.id}`, {
      token: planner,
      body: { version: 1, data: plan({ ...all, operatingUnitId: SCHLESWIG }) },
    });
    expect(update.status).toBe(400);
    expect(update.body.issues?.map((issue) => issue.path)).toEqual([
      'data.serviceId',
      'data.customerIds.0',
      'data.machineIds',
      'data.employeeId',
    ]);
  });

  it('assigns to an employee of another unit only an order that keeps a service snapshot', async () => {
    const planner = await tenant.token('PLANNER');
    const draft = await api<TOrder>('POST', '/orders/orders', { token: planner, body: plan({}) });
    expect(draft.status).toBe(201);
    const assignment = await api<ApiError>('POST', `/orders/orders/${draft.body.id}/assignment`, {
      token: planner,
      body: { version: 1, employeeId: HAUKE },
    });
    expect(assignment.status).toBe(400);
    expect(assignment.body.issues).toEqual([
      { path: 'serviceId', message: 'Bitte gib eine Dienstleistung ein.' },
      { path: 'employeeId', message: 'Der Mitarbeiter kann nicht dem ausgewählten Betrieb zugeordnet werden.' },
    ]);

    // An order keeping the snapshot of its service is skipped by rule 4 (application.md §5).
    const { body: services } = await api<{ items: Member[] }>('GET', '/masterdata/services', { token: planner });
    const schleswigService = services.items.find((item) => !item.archived && item.operatingUnitIds.includes(SCHLESWIG));
    const planned = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan({ serviceId: schleswigService?.id }),
    });
    expect(planned.status).toBe(201);
    expect(planned.body.serviceSnapshot).not.toBeNull();
    const kept = await api<TOrder>('POST', `/orders/orders/${planned.body.id}/assignment`, {
      token: planner,
      body: { version: 1, employeeId: HAUKE },
    });
    expect(kept.status).toBe(200);
  });
});
