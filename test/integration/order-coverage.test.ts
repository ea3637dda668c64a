import { beforeAll, describe, expect, it } from 'vitest';
import type { TOrderCoverage } from '../../schemas/orders/coverage';
import { api } from '../support/api-client';
import { officeRouteCallers } from '../support/office-tokens';

/** Issue 13 point 5 over HTTP: the office reads what an order's GPS tracks covered. */
const coverageOf = (orderId: string) => `/orders/orders/${orderId}/coverage`;
/** Last week's grass order: Tim's seeded track, the Jaguar 870 with its 7,5 m pickup. */
const RECORDED = 'demo-order-gras-vorige-woche';

let callers: Awaited<ReturnType<typeof officeRouteCallers>>;

beforeAll(async () => {
  callers = await officeRouteCallers();
});

describe("an order's covered area (proof of work from GPS)", () => {
  it("computes the demo order's area from its track and the machine's width inside its field", async () => {
    const read = await api<TOrderCoverage>('GET', coverageOf(RECORDED), { token: callers.planner });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ orderId: RECORDED, widthM: 7.5, fieldsKnown: true });
    // Six lanes of about 310 m, 19 m apart, at 7,5 m: about 1,4 ha, the turns included, all inside the
    // seeded field Grasland Ost (demo-map-structures.ts), whose outline the coverage now counts within.
    expect(read.body.areaHa).toBeGreaterThan(1.2);
    expect(read.body.areaHa).toBeLessThan(1.8);
    expect(read.body.runs).toEqual([
      expect.objectContaining({
        trackingId: 'demo-tracking-gras-vorige-woche',
        pointCount: 48,
        areaHa: read.body.areaHa,
      }),
    ]);
    expect(read.body.coverage.type).toBe('MultiPolygon');
    expect(read.body.coverage.coordinates.length).toBeGreaterThan(0);
  });

  it('has nothing covered for an order without a track, and 404 for an unknown order', async () => {
    const none = await api<TOrderCoverage>('GET', coverageOf('demo-order-grubbern-lorenzen'), {
      token: callers.planner,
    });
    expect(none.status).toBe(200);
    expect(none.body.runs).toEqual([]);
    expect(none.body.coverage.coordinates).toEqual([]);
    expect((await api('GET', coverageOf('no-such-order'), { token: callers.planner })).status).toBe(404);
  });

  it('refuses drivers and other companies', async () => {
    expect((await api('GET', coverageOf(RECORDED), { token: callers.driver })).status).toBe(403);
    expect((await api('GET', coverageOf(RECORDED), { token: callers.neighbour })).status).toBe(404);
  });
});
