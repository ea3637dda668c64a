import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoOrderStore } from '../../lambdas/orders/order-store';
import { stopRoutes } from '../../lambdas/orders/stop-routes';
import { dynamoStopStore, type TransactionWriter } from '../../lambdas/orders/stop-store';
import { systemClock } from '../../lambdas/platform/clock';
import { transactWrite } from '../../lambdas/platform/db/write';
import { createLogger } from '../../lambdas/platform/logger';
import { dynamoRecordStore } from '../../lambdas/platform/records/record-store';
import { findEmployeeOfUser } from '../../lambdas/platform/records/viewer';
import { dynamoExistingIds } from '../../lambdas/platform/references/dynamo-existing-ids';
import { readTimeTracking } from '../../lambdas/platform/time-trackings';
import { stopOrder as stopEndpoint } from '../../schemas/api/driving';
import type { TMyWork } from '../../schemas/api/work';
import { AppError } from '../../schemas/errors';
import { type TStopOrder, type TStopPreparation, ZStopOrder } from '../../schemas/orders/driving';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { claimsOf, newPerson } from '../support/invitations';
import { type RunningOrder, type RunningOrderOptions, seedRunningOrder, withTable } from '../support/running-order';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 12 point 5: the stop wizard's server side over HTTP. Each case runs its own order, machine and
 * (per file) its own driver, so no demo data changes.
 */

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const companyId = tenant.login('OWNER').companyId;
let driver: { token: string; userId: string };
let owner: string;

beforeAll(async () => {
  owner = await tenant.token('OWNER');
  driver = await newPerson(owner, 'EMPLOYEE');
});

const seed = (options: Partial<RunningOrderOptions> = {}) =>
  seedRunningOrder({ companyId, userId: driver.userId, ...options });

const stopPath = (orderId: string) => `/orders/driving/${orderId}/stop`;
const preparationOf = (orderId: string) =>
  api<TStopPreparation & ApiError>('GET', `/orders/driving/${orderId}/stop-preparation`, { token: driver.token });
const stop = (orderId: string, body: TStopOrder, token = driver.token) =>
  api<TMyWork & ApiError>('POST', stopPath(orderId), { token, body });
const officeRead = async (orderId: string) =>
  (await api<TOrder>('GET', `/orders/orders/${orderId}`, { token: owner })).body;
const machineHours = async (machineId: string) =>
  (await api<{ currentOperatingHours: string | null }>('GET', `/masterdata/machines/${machineId}`, { token: owner }))
    .body.currentOperatingHours;
const storedState = (running: RunningOrder) =>
  withTable(async () => {
    const employee = await findEmployeeOfUser(dynamoRecordStore(), companyId, driver.userId);
    const tracking = await readTimeTracking(companyId, running.employeeId, running.tracking.start, running.tracking.id);
    return { activity: employee?.currentActivity ?? null, trackingEnd: tracking?.end ?? null };
  });

const queried = {
  queryNote: true,
  driverQueries: [{ id: 'q-tiefe', kind: 'SingleValue' as const, info: 'Wie tief?', mandatoryOnStop: true }],
  priceBlocks: [{ id: 'pb-flaeche', name: 'Fläche', basis: 'HECTARE' as const, price: '80' }],
};
const HOURS = 'machine:%s:OPERATING_HOURS';
const completeStop = (running: RunningOrder): TStopOrder => ({
  version: running.order.version,
  note: 'Schlag fertig',
  answers: [{ queryId: 'q-tiefe', value: '12' }],
  counterEnds: [{ key: HOURS.replace('%s', running.machineId), value: '104.5' }],
  taskRecords: [{ type: 'AREA', customerId: 'demo-customer-10001', record: 7.5 }],
});

describe('the stop wizard (application.md §4 Stopping an order)', () => {
  it('preloads its steps, the stop query, the open hour meter and the task record', async () => {
    const running = await seed(queried);
    const { status, body } = await preparationOf(running.order.id);
    expect(status).toBe(200);
    expect(body.steps).toEqual(['DRIVER_QUERIES', 'MACHINE_COUNTERS', 'TASK_RECORDS']);
    expect(body.noteRequired).toBe(true);
    expect(body.queries.map((query) => query.id)).toEqual(['q-tiefe']);
    expect(body.counters).toEqual([
      expect.objectContaining({ key: HOURS.replace('%s', running.machineId), startValue: '100', unit: 'h' }),
    ]);
    expect(body.taskRecords).toEqual([
      { type: 'AREA', unit: 'ha', customerId: 'demo-customer-10001', suggestedRecord: null },
    ]);
    await stop(running.order.id, completeStop(running));
  });

  it('refuses an incomplete stop with the four texts of §5 and writes nothing', async () => {
    const running = await seed(queried);
    const { status, body } = await stop(running.order.id, { version: running.order.version });
    expect(status).toBe(400);
    expect(body.code).toBe('LW_400_01_0001');
    expect(body.issues).toEqual([
      { path: 'answers', message: 'Bitte fülle alle Fahrerabfragen aus.' },
      { path: 'note', message: 'Bitte gib eine Notiz ein.' },
      { path: 'counterEnds', message: 'Bitte fülle alle Maschinenzähler aus.' },
      { path: 'taskRecords', message: 'Bitte fülle die Auftragszusammenfassung aus.' },
    ]);
    expect((await officeRead(running.order.id)).status).toBe('IN_PROGRESS');
    await stop(running.order.id, completeStop(running));
  });

  it('stops in one write: DONE, counters ended, machine hours raised, activity and tracking ended', async () => {
    const running = await seed(queried);
    const { status, body } = await stop(running.order.id, completeStop(running));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.activity).toBeNull();

    const order = await officeRead(running.order.id);
    expect(order.status).toBe('DONE');
    expect(order.activeTime.every((run) => run.end !== null)).toBe(true);
    expect(order.counterTrackings).toEqual([expect.objectContaining({ startValue: '100', endValue: '104.5' })]);
    expect(order.driverQueryAnswers).toEqual([expect.objectContaining({ queryId: 'q-tiefe', value: '12' })]);
    expect(order.taskRecords).toEqual([expect.objectContaining({ type: 'AREA', record: 7.5 })]);
    expect(order.protocol.at(-1)).toMatchObject({ kind: 'STOPPED', text: 'Schlag fertig' });
    expect(order.timeTrackings.every((tracking) => tracking.end !== null)).toBe(true);
    expect(await machineHours(running.machineId)).toBe('104.5');
    const state = await storedState(running);
    expect(state.activity).toBeNull();
    expect(state.trackingEnd).not.toBeNull();

    // Afterwards nothing can be added: the order is done.
    const again = await preparationOf(running.order.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LW_409_32_0003');
  });

  it('stops with the single button when no step is needed', async () => {
    const running = await seed({ operatingHours: null });
    expect((await preparationOf(running.order.id)).body.steps).toEqual([]);
    const { status } = await stop(running.order.id, { version: running.order.version });
    expect(status).toBe(200);
    expect((await officeRead(running.order.id)).status).toBe('DONE');
  });

  it('leaves nothing half-written when a write inside the transaction fails', async () => {
    const running = await seed(queried);
    const before = await officeRead(running.order.id);
    // A fault inside the one transaction: a condition no item meets, after all of the stop's own writes.
    const faulty: TransactionWriter = (...parts) =>
      transactWrite(...parts, ({ order }) => [
        order
          .check({ companyId, orderId: 'no-such-order' })
          .where(({ version }, { exists }) => exists(version))
          .commit(),
      ]);
    const refusal = await withTable(async () => {
      const records = dynamoRecordStore();
      const [route] = stopRoutes({
        orders: dynamoOrderStore(),
        records,
        employeeOfUser: (company, userId) => findEmployeeOfUser(records, company, userId),
        tracking: readTimeTracking,
        coveredArea: async () => null,
        stops: dynamoStopStore(faulty),
        existingIds: dynamoExistingIds,
        clock: systemClock,
        ids: { newId: () => crypto.randomUUID() },
      }).filter((candidate) => candidate.endpoint === stopEndpoint);
      if (!route) throw new Error('no stop route');
      try {
        await route.handle(
          { params: { orderId: running.order.id }, query: {}, body: ZStopOrder.parse(completeStop(running)) },
          {
            claims: claimsOf(driver.token),
            company: { companyId, role: 'EMPLOYEE' },
            requestId: 'fault',
            logger: createLogger('test'),
          },
        );
      } catch (error) {
        return error;
      }
      return undefined;
    });
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal instanceof AppError && refusal.code).toBe('LW_409_32_0004');

    expect(await officeRead(running.order.id)).toEqual(before);
    expect(await machineHours(running.machineId)).toBe('100');
    const state = await storedState(running);
    expect(state.activity).toMatchObject({ type: 'order', orderId: running.order.id });
    expect(state.trackingEnd).toBeNull();

    // The same stop without the fault goes through.
    expect((await stop(running.order.id, completeStop(running))).status).toBe(200);
  });

  it('lets one of two devices win; the other reads the German message and the order is DONE', async () => {
    const running = await seed(queried);
    const answers = await Promise.all([
      stop(running.order.id, completeStop(running)),
      stop(running.order.id, completeStop(running)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body).toMatchObject({
      code: 'LW_409_32_0003',
      message: 'Dieser Auftrag wurde inzwischen auf einem anderen Gerät gestoppt.',
    });
    expect((await officeRead(running.order.id)).status).toBe('DONE');
    // Ended once: one protocol entry, the hours set once.
    expect((await officeRead(running.order.id)).protocol.filter((entry) => entry.kind === 'STOPPED')).toHaveLength(1);
  });

  it('refuses an old version with the German message of a change on another device, and unknown articles', async () => {
    const running = await seed({ operatingHours: null });
    const { status, body } = await stop(running.order.id, { version: running.order.version - 1 });
    expect(status).toBe(409);
    expect(body.code).toBe('LW_409_32_0004');
    // An article an answer names must be one of the company's.
    const unknownArticle = await stop(running.order.id, {
      version: running.order.version,
      answers: [{ queryId: 'q', resourceId: 'no-such-article' }],
    });
    expect(unknownArticle.status).toBe(400);
    expect(unknownArticle.body.issues?.map((issue) => issue.path)).toEqual(['answers.0.resourceId']);
    await stop(running.order.id, { version: running.order.version });
  });

  it("refuses another driver's order, and another company's owner hears 404", async () => {
    const running = await seed({ operatingHours: null });
    const tim = await tenant.token('EMPLOYEE');
    const notMine = await stop(running.order.id, { version: running.order.version }, tim);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('LW_403_32_0001');

    const neighbour = await otherTenant.token('OWNER');
    const foreign = await stop(running.order.id, { version: running.order.version }, neighbour);
    expect(foreign.status).toBe(404);
    const foreignPreparation = await api('GET', `/orders/driving/${running.order.id}/stop-preparation`, {
      token: neighbour,
    });
    expect(foreignPreparation.status).toBe(404);
    expect((await officeRead(running.order.id)).status).toBe('IN_PROGRESS');
    await stop(running.order.id, { version: running.order.version });
  });
});
