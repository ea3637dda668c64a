import { describe, expect, it } from 'vitest';
import type { TMyWork, TOwnOrder, TTimeTracking } from '../../schemas/api/work';
import { germanDay } from '../../schemas/kernel/calendar';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const todaysTimes = () => `/work/time-trackings?from=${germanDay(new Date())}&to=${germanDay(new Date())}`;

describe('Fahrerbereich over HTTP (application.md §4 Internal work, §7)', () => {
  it("lists the driver's own assigned, unstarted orders with names, two of them overdue", async () => {
    const token = await tenant.token('EMPLOYEE');
    const { status, body: list } = await api<{ items: TOwnOrder[] }>('GET', '/work/orders', { token });
    expect(status).toBe(200);
    // The seeded ones: other files give the same driver orders of their own meanwhile (notifications).
    const body = { items: list.items.filter((order) => order.id.startsWith('demo-order-')) };
    expect(body.items.map((order) => order.id)).toEqual([
      'demo-order-grubbern-jensen',
      'demo-order-guelle-thomsen',
      'demo-order-mais-petersen',
      'demo-order-pfluegen-hansen',
      'demo-order-gras-thomsen',
    ]);
    expect(body.items.every((order) => order.status === 'ASSIGNED')).toBe(true);
    const overdue = body.items.filter((order) => new Date(order.plannedStartDateTime ?? '') < new Date());
    expect(overdue).toHaveLength(2);
    const mais = body.items.find((order) => order.id === 'demo-order-mais-petersen');
    expect(mais?.serviceName).toBe('Mais häckseln');
    expect(mais?.machineNames).toEqual(['Feldhäcksler Claas Jaguar 960']);
    expect(mais?.customers).toHaveLength(2);
    expect(mais?.customers.every((customer) => customer.name !== 'Unbekannter Kunde')).toBe(true);
  });

  it('starts internal work, refuses a second start, needs the note to end it, and records the time', async () => {
    const token = await tenant.token('TEMPORARY_WORKER');
    const started = await api<TMyWork>('POST', '/work/internal-work', {
      token,
      body: { presetId: 'preset-werkstatt' },
    });
    expect(started.status).toBe(200);
    expect(started.body.activity).toMatchObject({
      type: 'internal',
      internalActivityPresetId: 'preset-werkstatt',
      operatingUnitId: 'demo-unit-husum',
    });

    const again = await api<ApiError>('POST', '/work/internal-work', { token, body: { presetId: 'preset-buero' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bitte beende zuerst deine laufende Tätigkeit.');

    // The demo company asks for a note (except after a pause): §5 'Trage bitte eine Notiz ein.'
    const withoutNote = await api<ApiError>('POST', '/work/current/stop', { token, body: { note: '  ' } });
    expect(withoutNote.status).toBe(400);
    expect(withoutNote.body.issues).toEqual([{ path: 'note', message: 'Trage bitte eine Notiz ein.' }]);
    const stillRunning = await api<TMyWork>('GET', '/work/current', { token });
    expect(stillRunning.body.activity?.internalActivityPresetId).toBe('preset-werkstatt');

    const stopped = await api<TMyWork>('POST', '/work/current/stop', { token, body: { note: 'Reifen gewechselt' } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.activity).toBeNull();
    // Ending again (another device ended it already) is not an error.
    expect((await api<TMyWork>('POST', '/work/current/stop', { token, body: {} })).body.activity).toBeNull();

    const times = await api<{ items: TTimeTracking[] }>('GET', todaysTimes(), { token });
    expect(times.status).toBe(200);
    const tracking = times.body.items.find((item) => item.note === 'Reifen gewechselt');
    expect(tracking).toMatchObject({ presetName: 'Werkstatt', purpose: 'USE', operatingUnitId: 'demo-unit-husum' });
    expect(tracking?.end).not.toBeNull();
  });

  it('ends a pause without a note', async () => {
    const token = await tenant.token('TEMPORARY_WORKER');
    await api('POST', '/work/internal-work', { token, body: { presetId: 'preset-pause' } });
    const stopped = await api<TMyWork>('POST', '/work/current/stop', { token, body: {} });
    expect(stopped.status).toBe(200);
    expect(stopped.body.activity).toBeNull();
  });

  it('asks a person of two operating units which one, and accepts only their own', async () => {
    const token = await tenant.token('PLANNER');
    const start = (operatingUnitId?: string) =>
      api<ApiError & TMyWork>('POST', '/work/internal-work', {
        token,
        body: { presetId: 'preset-werkstatt', ...(operatingUnitId ? { operatingUnitId } : {}) },
      });
    const unasked = await start();
    expect(unasked.status).toBe(400);
    expect(unasked.body.issues).toEqual([{ path: 'operatingUnitId', message: 'Bitte wähle einen Betrieb aus.' }]);
    // An id that names no unit of the company is refused at the field (issue 11 point 6, references).
    const foreign = await start('demo-unit-gibt-es-nicht');
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'operatingUnitId', message: 'Dieser Betrieb gehört nicht zu deiner Firma.' },
    ]);
    const chosen = await start('demo-unit-schleswig');
    expect(chosen.body.activity?.operatingUnitId).toBe('demo-unit-schleswig');
    await api('POST', '/work/current/stop', { token, body: { note: 'Werkstatt Schleswig' } });

    // Planners are not among the roles the demo company lets see their own work times.
    const times = await api<ApiError>('GET', todaysTimes(), { token });
    expect(times.status).toBe(403);
  });

  it('keeps every call to the caller: no employee of another company, no foreign company id', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const orders = await api<ApiError>('GET', '/work/orders', { token: neighbour });
    expect(orders.status).toBe(404);
    expect(orders.body.message).toBe('Konnte Mitarbeiter nicht identifizieren. Bitte versuche es später erneut.');
    const mine = await api<TMyWork>('GET', '/work/current', { token: neighbour });
    expect(mine.body).toEqual({ employee: null, activity: null });
    const foreign = await api('GET', `/work/orders?companyId=${tenant.companyId}`, { token: neighbour });
    expect(foreign.status).toBe(403);
  });

  it("has the demo drivers' past work times (ten weekdays of workshop time with pauses)", async () => {
    const token = await tenant.token('EMPLOYEE');
    const from = germanDay(new Date(Date.now() - 16 * 24 * 60 * 60 * 1000));
    const { body } = await api<{ items: TTimeTracking[] }>(
      'GET',
      `/work/time-trackings?from=${from}&to=${germanDay(new Date())}`,
      {
        token,
      },
    );
    expect(
      body.items.filter((item) => item.presetName === 'Werkstatt' && item.note !== '').length,
    ).toBeGreaterThanOrEqual(10);
    expect(body.items.filter((item) => item.purpose === 'PAUSE').length).toBeGreaterThanOrEqual(10);
    expect(body.items.every((item) => item.employeeId === 'demo-employee-tim-brandt')).toBe(true);
  });

  it('checks the time range', async () => {
    const token = await tenant.token('EMPLOYEE');
    const reversed = await api<ApiError>('GET', '/work/time-trackings?from=2026-11-20&to=2026-11-01', { token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues?.[0]?.message).toBe('Das Enddatum darf nicht vor dem Startdatum liegen.');
    // A day that looks like a date but is none is a field error, not a server error.
    const noDay = await api<ApiError>('GET', '/work/time-trackings?from=2026-02-31&to=2026-03-01', { token });
    expect(noDay.status).toBe(400);
    expect(noDay.body.issues?.[0]).toMatchObject({ path: 'from', message: 'Bitte gib ein gültiges Datum ein.' });
  });
});
