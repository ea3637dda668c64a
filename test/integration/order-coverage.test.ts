import { beforeAll, describe, expect, it } from 'vitest';
import type { TField } from '../../schemas/map-fields';
import type { TOrderCoverage } from '../../schemas/orders/coverage';
import { api } from '../support/api-client';
import { officeRouteCallers } from '../support/office-tokens';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** Issue 13 point 5 over HTTP: the office reads what an order's GPS tracks covered. */
const coverageOf = (orderId: string) => `/orders/orders/${orderId}/coverage`;
/** Last week's grass order: Tim's seeded track, the Jaguar 870 with its 7,5 m pickup. */
const RECORDED = 'demo-order-gras-vorige-woche';
/** The order's field (lib/local/seed/demo-map-structures.ts): lat 54.4798-54.4832, lng 9.0699-9.0719. */
const GRASS_FIELD = '/structures/company/fields/demo-field-grasland-ost';
/** A hole over the middle of Grasland Ost, across the lanes of the seeded track: about 1.7 ha. */
const MIDDLE_HOLE = [
  { lat: 54.4805, lng: 9.0703 },
  { lat: 54.4805, lng: 9.0715 },
  { lat: 54.4825, lng: 9.0715 },
  { lat: 54.4825, lng: 9.0703 },
];

let callers: Awaited<ReturnType<typeof officeRouteCallers>>;

beforeAll(async () => {
  callers = await officeRouteCallers(tenant, otherTenant);
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

  it("counts no covered land in a hole of the order's field", async () => {
    const before = await api<TOrderCoverage>('GET', coverageOf(RECORDED), { token: callers.planner });
    // NaN if none: every comparison below then fails.
    const beforeHa = before.body.areaHa ?? Number.NaN;
    const field = await api<TField>('GET', GRASS_FIELD, { token: callers.planner });
    const holed = await api<TField>('PATCH', GRASS_FIELD, {
      token: callers.planner,
      body: { version: field.body.version, holes: [MIDDLE_HOLE] },
    });
    expect(holed.status, JSON.stringify(holed.body)).toBe(200);
    expect(holed.body.areaHa).toBeLessThan(field.body.areaHa - 1.5);
    try {
      const after = await api<TOrderCoverage>('GET', coverageOf(RECORDED), { token: callers.planner });
      // The lanes cross the hole: the land they covered there no longer counts.
      expect(after.body.areaHa).toBeLessThan(beforeHa - 0.3);
      expect(after.body.areaHa).toBeGreaterThan(0);
    } finally {
      // The demo field as it was: other tests count on it.
      await api('PATCH', GRASS_FIELD, { token: callers.planner, body: { version: holed.body.version, holes: [] } });
    }
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
