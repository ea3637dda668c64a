import { beforeAll, describe, expect, it } from 'vitest';
import type { TMyWork, TOwnOrder, TTimeTracking } from '../../schemas/api/work';
import { germanDay } from '../../schemas/kernel/calendar';
import type { TDrivingOrder } from '../../schemas/orders/driving';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 12 point 4, start side: a driver starts an order, records an amount, switches the preset,
 * interrupts and starts again, over HTTP. The driver is the demo admin's employee (Katrin Meyer), whose
 * activity no other test file uses; the order is one this file creates, so the seeded orders stay as they are.
 */

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const KATRIN = 'demo-employee-katrin-meyer';
const THOMSEN = 'demo-customer-10001';
const DIESEL = 'demo-resource-diesel';
const ANSWERS = [{ queryId: 'demo-dq-gras-haeckseln-stunden', value: '1200', afterValue: '1200' }];

let office: string;
let driver: string;
let orderId: string;
const path = (suffix = '') => `/orders/driving/${orderId}${suffix}`;

beforeAll(async () => {
  [office, driver] = await Promise.all([tenant.token('PLANNER'), tenant.token('ADMIN')]);
  const created = await api<TOrder>('POST', '/orders/orders', {
    token: office,
    body: {
      name: 'Gras häckseln Thomsen (Fahrertest)',
      serviceId: 'demo-service-gras-haeckseln',
      customerIds: [THOMSEN],
      machineIds: ['demo-machine-jaguar-870'],
      plannedStartDateTime: new Date().toISOString(),
    },
  });
  expect(created.status).toBe(201);
  orderId = created.body.id;
  const assigned = await api<TOrder>('POST', `/orders/orders/${orderId}/assignment`, {
    token: office,
    body: { version: 1, employeeId: KATRIN },
  });
  expect(assigned.body.status).toBe('ASSIGNED');
});

const drive = <T = TDrivingOrder & ApiError>(suffix: string, body: unknown) =>
  api<T>('POST', path(suffix), { token: driver, body });

describe("the driver's day over HTTP (issue 12 point 4)", () => {
  it('shows the order to its driver only; another company does not find it', async () => {
    const view = await api<TDrivingOrder>('GET', path(), { token: driver });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'ASSIGNED', version: 2, running: null, serviceName: 'Gras häckseln' });
    expect(view.body.customers).toEqual([expect.objectContaining({ id: THOMSEN, name: expect.any(String) })]);
    expect(view.body.presets.map((preset) => preset.name)).toEqual(['Arbeiten', 'An- und Abfahrt', 'Pause']);
    expect(view.body.startQueries.map((query) => query.id)).toContain('demo-dq-gras-haeckseln-stunden');
    expect(view.body.articles.map((article) => article.id)).toContain(DIESEL);

    const otherDriver = await api<ApiError>('GET', path(), { token: await tenant.token('EMPLOYEE') });
    expect(otherDriver.status).toBe(403);
    expect(otherDriver.body.message).toBe('Dieser Auftrag ist dir nicht zugewiesen.');
    // An order of no record in the caller's company (another company's is read in that company's partition).
    const unknown = await api<ApiError>('GET', '/orders/driving/no-such-order', { token: driver });
    expect(unknown.status).toBe(404);
    const neighbour = await otherTenant.token('OWNER');
    expect((await api('GET', path(), { token: neighbour })).status).toBe(404);
    expect((await api('POST', path('/start'), { token: neighbour, body: { version: 2 } })).status).toBe(404);
  });

  it('starts, records a priced amount, switches to a pause, interrupts and starts again', async () => {
    const unanswered = await drive('/start', { version: 2 });
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.issues).toEqual([{ path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' }]);
    const stale = await drive('/start', { version: 1, answers: ANSWERS });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Der Auftrag wurde inzwischen auf einem anderen Gerät geändert. Bitte prüfe den aktuellen Stand.',
    );
    const notRunning = await drive('/amounts', { version: 2, resourceId: DIESEL, amount: '50' });
    expect(notRunning.status).toBe(409);
    expect(notRunning.body.message).toBe('Dieser Auftrag läuft bei dir gerade nicht.');

    const started = await drive('/start', { version: 2, answers: ANSWERS });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'IN_PROGRESS',
      version: 3,
      running: { customerId: THOMSEN, orderActivityPresetId: 'preset-order-arbeiten' },
    });
    const current = await api<TMyWork>('GET', '/work/current', { token: driver });
    expect(current.body.activity).toMatchObject({ type: 'order', orderId, orderRunId: started.body.running?.runId });

    // §4: starting something new needs the running work stopped first, orders and internal work alike.
    const again = await drive('/start', { version: 3, answers: ANSWERS });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bitte beende zuerst deine laufende Tätigkeit.');
    const internal = await api<ApiError>('POST', '/work/internal-work', {
      token: driver,
      body: { presetId: 'preset-buero' },
    });
    expect(internal.status).toBe(409);

    const recorded = await drive('/amounts', { version: 3, resourceId: DIESEL, amount: '50' });
    expect(recorded.status).toBe(201);
    expect(recorded.body.amounts).toEqual([
      expect.objectContaining({ resourceName: 'Diesel', amount: '50', unit: 'l' }),
    ]);
    const quote = await api<{ unitPrice: string; priceBasedOnPriceAgreement: boolean }>(
      'POST',
      '/masterdata/price-quote',
      { token: office, body: { resourceId: DIESEL, customerId: THOMSEN, date: germanDay(new Date()), amount: '50' } },
    );
    const stored = await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: office });
    expect(stored.body.resourceUsages).toEqual([
      expect.objectContaining({
        source: 'DRIVER',
        customerId: THOMSEN,
        resourcePricePerUnit: quote.body.unitPrice,
        priceBasedOnPriceAgreement: quote.body.priceBasedOnPriceAgreement,
      }),
    ]);

    const paused = await drive('/activity', { version: 4, orderActivityPresetId: 'preset-order-pause' });
    expect(paused.status).toBe(200);
    expect(paused.body.running?.orderActivityPresetId).toBe('preset-order-pause');

    const interrupted = await drive<TMyWork & ApiError>('/interrupt', { version: 4, note: 'Regen' });
    expect(interrupted.status).toBe(200);
    expect(interrupted.body.activity).toBeNull();
    const afterwards = await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: office });
    expect(afterwards.body).toMatchObject({ status: 'IN_PROGRESS', activeTime: [{ end: expect.any(String) }] });
    expect(afterwards.body.protocol.map((entry) => entry.kind)).toEqual(['STARTED', 'NOTE']);

    // The time trackings of the run: working, then the pause, which ended with the note.
    const day = germanDay(new Date());
    const times = await api<{ items: TTimeTracking[] }>(
      'GET',
      `/work/employee-time-trackings?employeeId=${KATRIN}&from=${day}&to=${day}`,
      { token: await tenant.token('OWNER') },
    );
    const ofOrder = times.body.items.filter((item) => item.orderId === orderId);
    expect(ofOrder.map((item) => [item.type, item.presetName, item.purpose, item.end !== null, item.note])).toEqual([
      ['order', 'Arbeiten', 'OTHER', true, ''],
      ['order', 'Pause', 'PAUSE', true, 'Regen'],
    ]);

    // Meine Aufträge lists it, so the driver resumes it: a new run.
    const mine = await api<{ items: TOwnOrder[] }>('GET', '/work/orders', { token: driver });
    expect(mine.body.items.find((item) => item.id === orderId)?.status).toBe('IN_PROGRESS');
    const resumed = await drive('/start', { version: 5, answers: ANSWERS });
    expect(resumed.status).toBe(200);
    expect(resumed.body.running?.runId).not.toBe(started.body.running?.runId);
    const ended = await drive<TMyWork>('/interrupt', { version: 6 });
    expect(ended.body.activity).toBeNull();
  });
});
