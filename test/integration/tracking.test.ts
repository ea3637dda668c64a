import { beforeAll, describe, expect, it } from 'vitest';
import type { TEmployeeLocation, TTracking } from '../../schemas/api/tracking';
import type { TOrder } from '../../schemas/orders/order';
import type { TTrackPoint } from '../../schemas/tracking';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string };
type Appended = { appended: boolean; pointCount: number; recordCount: number };
type TrackingWithPoints = TTracking & { points: TTrackPoint[]; recordCount: number };

/** Issue 12 point 6 over HTTP: a driver's track in records of 200, resends stored once, the location rule. */
const HANSEN_ID = tenant.login('OWNER').companyId;
const start = Date.now();
const trackPoints = (count: number, from: number): TTrackPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    // Whole 1e-7 degrees, as the server keeps coordinates (schemas/validation.ts).
    lat: (544_800_000 + (from + i) * 100) / 1e7,
    lng: 9.07,
    time: new Date(start + (from + i) * 5_000).toISOString(),
  }));

let driver: string;
let otherDriver: string;
let owner: string;
let neighbour: string;

beforeAll(async () => {
  [driver, otherDriver, owner, neighbour] = await Promise.all([
    tenant.token('EMPLOYEE'),
    tenant.token('TEMPORARY_WORKER'),
    tenant.token('OWNER'),
    otherTenant.token('OWNER'),
  ]);
});

describe('GPS tracking over HTTP (application.md §7, §9)', () => {
  it('stores 450 points in 3 records, a resent chunk once, and reads them back in order', async () => {
    const created = await api<TTracking>('POST', '/tracking/trackings', {
      token: driver,
      body: { orderId: 'demo-order-pfluegen-hansen', orderRunId: 'run-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ orderId: 'demo-order-pfluegen-hansen', runId: 'run-1' });
    const trackingId = created.body.id;

    // 15 chunks of 30: the 7th crosses the first record's 200 points, the 14th the second's.
    const answers: Appended[] = [];
    for (let chunk = 0; chunk < 15; chunk++) {
      const body = {
        trackingId,
        orderId: 'demo-order-pfluegen-hansen',
        sequence: chunk + 1,
        points: trackPoints(30, chunk * 30),
      };
      const answer = await api<Appended>('POST', '/tracking/points', { token: driver, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      answers.push(answer.body);
    }
    expect(answers.at(6)).toEqual({ appended: true, pointCount: 210, recordCount: 2 });
    expect(answers.at(-1)).toEqual({ appended: true, pointCount: 450, recordCount: 3 });

    // The answer to chunk 15 got lost: the client sends it again, and chunk 3 again too.
    for (const sequence of [15, 3]) {
      const from = (sequence - 1) * 30;
      const resent = await api<Appended>('POST', '/tracking/points', {
        token: driver,
        body: { trackingId, sequence, points: trackPoints(30, from) },
      });
      expect(resent.body).toEqual({ appended: false, pointCount: 450, recordCount: 3 });
    }

    const read = await api<TrackingWithPoints>('GET', `/tracking/trackings/${trackingId}`, { token: owner });
    expect(read.status).toBe(200);
    expect(read.body.recordCount).toBe(3);
    expect(read.body.points).toEqual(trackPoints(450, 0));
    expect(read.body.employeeId).toBe('demo-employee-tim-brandt');
  });

  it("points the order at its newest tracking without changing the order's version (§7 partial update)", async () => {
    const orderPath = '/orders/orders/demo-order-grubbern-jensen';
    const before = await api<TOrder>('GET', orderPath, { token: owner });
    expect(before.status).toBe(200);
    const trackingIds: string[] = [];
    for (const orderRunId of ['run-a', 'run-b']) {
      const created = await api<TTracking>('POST', '/tracking/trackings', {
        token: driver,
        body: { orderId: 'demo-order-grubbern-jensen', orderRunId },
      });
      expect(created.status).toBe(201);
      trackingIds.push(created.body.id);
      const after = await api<TOrder>('GET', orderPath, { token: owner });
      expect(after.body.currentGeoLocationTrackingId).toBe(created.body.id);
      // The driver's version-checked order calls made on `before` still hold.
      expect(after.body.version).toBe(before.body.version);
    }
    expect(new Set(trackingIds).size).toBe(2);
  });

  it("refuses another driver's tracking, an order not assigned to the driver, and drivers reading tracks", async () => {
    const created = await api<TTracking>('POST', '/tracking/trackings', {
      token: driver,
      body: { orderId: 'demo-order-mais-petersen' },
    });
    const body = { trackingId: created.body.id, sequence: 1, points: trackPoints(5, 0) };
    const foreign = await api<ApiError>('POST', '/tracking/points', { token: otherDriver, body });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Diese Streckenaufzeichnung wurde nicht gefunden.');

    const notMine = await api<ApiError>('POST', '/tracking/trackings', {
      token: otherDriver,
      body: { orderId: 'demo-order-mais-petersen' },
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Dieser Auftrag ist dir nicht zugewiesen.');

    const noRunningWork = await api<ApiError>('POST', '/tracking/trackings', {
      token: driver,
      body: { timeTrackingId: 'no-such-activity' },
    });
    expect(noRunningWork.status).toBe(409);

    const driverReads = await api('GET', `/tracking/trackings/${created.body.id}`, { token: driver });
    expect(driverReads.status).toBe(403);
  });

  it('refuses the demo company tracking to another company', async () => {
    const path = '/tracking/trackings/demo-tracking-gras-vorige-woche';
    expect((await api('GET', path, { token: owner })).status).toBe(200);
    expect((await api('GET', path, { token: neighbour })).status).toBe(404);
    expect((await api('GET', `${path}?companyId=${HANSEN_ID}`, { token: neighbour })).status).toBe(403);
    const append = await api('POST', `/tracking/points?companyId=${HANSEN_ID}`, {
      token: neighbour,
      body: { trackingId: 'demo-tracking-gras-vorige-woche', sequence: 99, points: trackPoints(1, 0) },
    });
    expect(append.status).toBe(403);
    const after = await api<TrackingWithPoints>('GET', path, { token: owner });
    expect(after.body.points).toHaveLength(48);
  });

  it('saves a location only after more than 10 s and a move (§9), and shows it to the office', async () => {
    const at = (seconds: number, lat: number) => ({
      lat,
      lng: 9.07,
      timestamp: new Date(start + seconds * 1000).toISOString(),
    });
    const saves: boolean[] = [];
    for (const fix of [at(0, 54.5), at(5, 54.501), at(11, 54.5), at(12, 54.502), at(30, 54.502)]) {
      const answer = await api<{ saved: boolean }>('PUT', '/tracking/location', { token: driver, body: fix });
      expect(answer.status).toBe(200);
      saves.push(answer.body.saved);
    }
    expect(saves).toEqual([true, false, false, true, false]);

    const locations = await api<{ items: TEmployeeLocation[] }>('GET', '/tracking/locations', { token: owner });
    expect(locations.body.items.find((item) => item.employeeId === 'demo-employee-tim-brandt')).toMatchObject({
      employeeName: 'Tim Brandt',
      lat: 54.502,
      timestamp: at(12, 54.502).timestamp,
    });
    expect((await api('GET', '/tracking/locations', { token: driver })).status).toBe(403);
    const neighbourSees = await api<{ items: TEmployeeLocation[] }>('GET', '/tracking/locations', { token: neighbour });
    expect(neighbourSees.body.items.some((item) => item.employeeId === 'demo-employee-tim-brandt')).toBe(false);
  });
});
