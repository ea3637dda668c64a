import { beforeAll, describe, expect, it } from 'vitest';
import type { TVisit } from '../../schemas/api/tracking-visits';
import { formatGermanTime, germanDay } from '../../schemas/kernel/calendar';
import { api } from '../support/api-client';
import { officeRouteCallers } from '../support/office-tokens';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/** 'Wer war wann hier?' over HTTP (issue 13 point 5): who passed through a drawn area in a period. */
type Visits = { items: TVisit[] };

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Around the seeded track of last week's grass order (lanes east of Husum, demo-tracking.ts). */
const around = [
  [9.07, 54.48],
  [9.073, 54.48],
  [9.073, 54.4832],
  [9.07, 54.4832],
];
const elsewhere = [
  [9.2, 54.6],
  [9.21, 54.6],
  [9.21, 54.61],
];
const search = (area: number[][], from = dayOffset(-8), to = dayOffset(1)) => ({ area, from, to });

let callers: Awaited<ReturnType<typeof officeRouteCallers>>;

beforeAll(async () => {
  callers = await officeRouteCallers(tenant, otherTenant);
});

describe("'Wer war wann hier?'", () => {
  it('finds the order and driver whose track passed through the area, with the time inside', async () => {
    const found = await api<Visits>('POST', '/tracking/visits', { token: callers.planner, body: search(around) });
    expect(found.status).toBe(200);
    const demo = found.body.items.find((visit) => visit.orderId === 'demo-order-gras-vorige-woche');
    // 48 points 10 s apart, all inside: 47 segments.
    expect(demo).toMatchObject({
      employeeId: 'demo-employee-tim-brandt',
      insideSeconds: 470,
      trackingIds: ['demo-tracking-gras-vorige-woche'],
    });
  });

  it('finds nobody elsewhere or in a period nobody drove', async () => {
    const far = await api<Visits>('POST', '/tracking/visits', { token: callers.planner, body: search(elsewhere) });
    expect(far.body.items).toEqual([]);
    const before = await api<Visits>('POST', '/tracking/visits', {
      token: callers.planner,
      body: search(around, dayOffset(20), dayOffset(40)),
    });
    expect(before.body.items).toEqual([]);
  });

  it('narrows the first and the last day by times of day', async () => {
    const visitsOn = async (day: string, fromTime: string, toTime: string) => {
      const found = await api<Visits>('POST', '/tracking/visits', {
        token: callers.planner,
        body: { ...search(around, day, day), fromTime, toTime },
      });
      expect(found.status).toBe(200);
      return found.body.items.filter((visit) => visit.orderId === 'demo-order-gras-vorige-woche');
    };
    const whole = await api<Visits>('POST', '/tracking/visits', { token: callers.planner, body: search(around) });
    const firstInside = whole.body.items.find((visit) => visit.orderId === 'demo-order-gras-vorige-woche')?.firstInside;
    if (!firstInside) throw new Error('the seeded grass order was not found');
    const day = germanDay(firstInside);
    // Up to the minute it entered (the end is not included): not yet there; the whole day: there.
    expect(await visitsOn(day, '00:00', formatGermanTime(firstInside))).toEqual([]);
    expect(await visitsOn(day, '00:00', '23:59')).toHaveLength(1);
    const reversed = await api<{ issues: { path: string; message: string }[] }>('POST', '/tracking/visits', {
      token: callers.planner,
      body: { ...search(around, day, day), fromTime: '16:00', toTime: '08:00' },
    });
    expect(reversed.body.issues).toEqual([
      { path: 'toTime', message: 'Die Enduhrzeit muss nach der Startuhrzeit liegen.' },
    ]);
  });

  it('refuses more than 62 days and an area of two corners', async () => {
    const long = await api('POST', '/tracking/visits', {
      token: callers.planner,
      body: search(around, dayOffset(-70)),
    });
    expect(long.status).toBe(400);
    const line = await api('POST', '/tracking/visits', { token: callers.planner, body: search(around.slice(0, 2)) });
    expect(line.status).toBe(400);
  });

  it('refuses drivers, and another company sees only its own trackings', async () => {
    expect((await api('POST', '/tracking/visits', { token: callers.driver, body: search(around) })).status).toBe(403);
    const foreign = await api<Visits>('POST', '/tracking/visits', { token: callers.neighbour, body: search(around) });
    expect(foreign.status).toBe(200);
    expect(foreign.body.items).toEqual([]);
  });
});
