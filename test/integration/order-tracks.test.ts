import { beforeAll, describe, expect, it } from 'vitest';
import type { TOrderTrack, TTracking } from '../../schemas/api/tracking';
import type { TTrackPoint } from '../../schemas/tracking';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type Tracks = { items: TOrderTrack[] };

/** Issue 12 point 7 over HTTP: the office reads an order's trackings with their points, by run. */
const HANSEN_ID = tenant.login('OWNER').companyId;
const ORDER = 'demo-order-grubbern-jensen';
const tracksOf = (orderId: string) => `/tracking/order-tracks?orderId=${orderId}`;
const base = Date.now();
const points = (count: number, from: number): TTrackPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    lat: (544_900_000 + (from + i) * 100) / 1e7,
    lng: 9.08,
    time: new Date(base + (from + i) * 5_000).toISOString(),
  }));

let driver: string;
let planner: string;
let neighbour: string;

/** A run's tracking of the driver with its points, as the recorder sends them. */
const recordRun = async (runId: string, sent: TTrackPoint[]) => {
  const created = await api<TTracking>('POST', '/tracking/trackings', {
    token: driver,
    body: { orderId: ORDER, orderRunId: runId },
  });
  expect(created.status).toBe(201);
  const appended = await api('POST', '/tracking/points', {
    token: driver,
    body: { trackingId: created.body.id, orderId: ORDER, sequence: 1, points: sent },
  });
  expect(appended.status).toBe(200);
  return created.body.id;
};

beforeAll(async () => {
  [driver, planner, neighbour] = await Promise.all([
    tenant.token('EMPLOYEE'),
    tenant.token('PLANNER'),
    otherTenant.token('OWNER'),
  ]);
});

describe("an order's tracks (application.md §9 'Order tracking')", () => {
  it('reads every tracking of the order by run, oldest first, with its points in order', async () => {
    const first = await recordRun('run-morning', points(3, 0));
    const second = await recordRun('run-afternoon', points(2, 10));
    const read = await api<Tracks>('GET', tracksOf(ORDER), { token: planner });
    expect(read.status).toBe(200);
    const ours = read.body.items.filter((track) => track.id === first || track.id === second);
    expect(ours).toEqual([
      expect.objectContaining({ id: first, runId: 'run-morning', employeeId: 'demo-employee-tim-brandt' }),
      expect.objectContaining({ id: second, runId: 'run-afternoon', points: points(2, 10) }),
    ]);
    expect(ours[0]?.points).toEqual(points(3, 0));
    const starts = read.body.items.map((track) => track.start);
    expect(starts).toEqual([...starts].sort());
  });

  it("shows the demo order's seeded track, and none for an order without one", async () => {
    const demo = await api<Tracks>('GET', tracksOf('demo-order-gras-vorige-woche'), { token: planner });
    expect(demo.body.items.map((track) => [track.id, track.points.length])).toEqual([
      ['demo-tracking-gras-vorige-woche', 48],
    ]);
    const none = await api<Tracks>('GET', tracksOf('demo-order-grubbern-lorenzen'), { token: planner });
    expect(none.status).toBe(200);
    expect(none.body.items).toEqual([]);
    const unknown = await api('GET', tracksOf('no-such-order'), { token: planner });
    expect(unknown.status).toBe(404);
  });

  it('refuses drivers and other companies', async () => {
    expect((await api('GET', tracksOf(ORDER), { token: driver })).status).toBe(403);
    const foreign = await api<Tracks>('GET', tracksOf('demo-order-gras-vorige-woche'), { token: neighbour });
    expect(foreign.status).toBe(404);
    const named = await api('GET', `${tracksOf(ORDER)}&companyId=${HANSEN_ID}`, { token: neighbour });
    expect(named.status).toBe(403);
  });
});
