import { beforeAll, describe, expect, it } from 'vitest';
import type { TField } from '../../schemas/map-fields';
import type { TDrivingMap } from '../../schemas/orders/driving-map';
import type { TOrder } from '../../schemas/orders/order';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 13 point 4 over HTTP: the driver's map of an order answers the order's fields, tracks, markers and
 * loading points, and the driver's own GPS track. The order this file plans goes to the demo admin's
 * employee (Katrin Meyer), as in driving.test.ts; Tim's recorded grass order of last week is only read.
 */

type ApiError = { code: string; message: string };

const KATRIN = 'demo-employee-katrin-meyer';
const mapOf = (orderId: string) => `/orders/driving/${orderId}/map`;

let office: string;
let katrin: string;
let tim: string;
let orderId: string;

beforeAll(async () => {
  [office, katrin, tim] = await Promise.all([tenant.token('PLANNER'), tenant.token('ADMIN'), tenant.token('EMPLOYEE')]);
  const created = await api<TOrder>('POST', '/orders/orders', {
    token: office,
    body: {
      name: 'Gülle fahren Thomsen (Kartentest)',
      serviceId: 'demo-service-gras-haeckseln',
      customerIds: ['demo-customer-10001'],
      plannedStartDateTime: new Date().toISOString(),
      fieldIds: ['demo-field-deichkoppel'],
      trackIds: ['demo-track-deichweg'],
      loadingPointIds: ['demo-point-hafen-husum'],
      markers: [{ id: 'marker-einfahrt', lat: 54.488, lng: 9.058, label: 'Einfahrt', type: 'order' }],
    },
  });
  expect(created.status).toBe(201);
  orderId = created.body.id;
  const assigned = await api<TOrder>('POST', `/orders/orders/${orderId}/assignment`, {
    token: office,
    body: { version: 1, employeeId: KATRIN },
  });
  expect(assigned.body).toMatchObject({ status: 'ASSIGNED' });
});

describe("the driver's map of an order (issue 13 point 4)", () => {
  it("answers the order's fields, tracks, markers and loading points to its driver", async () => {
    const read = await api<TDrivingMap>('GET', mapOf(orderId), { token: katrin });
    expect(read.status).toBe(200);
    expect(read.body.fields).toEqual([
      expect.objectContaining({ id: 'demo-field-deichkoppel', name: 'Deichkoppel', holes: [] }),
    ]);
    expect(read.body.fields[0]?.outline).toHaveLength(4);
    expect(read.body.fields[0]?.areaHa).toBeGreaterThan(5);
    // The order's track, then the track the field carries (the demo seed gives Deichkoppel its Fahrgasse).
    expect(read.body.tracks).toEqual([
      expect.objectContaining({ id: 'demo-track-deichweg', directionEnabled: expect.any(Boolean) }),
      expect.objectContaining({ id: 'demo-field-deichkoppel-fahrgasse', name: 'Fahrgasse' }),
    ]);
    expect(read.body.markers.map(({ id, label }) => [id, label])).toEqual([
      ['marker-einfahrt', 'Einfahrt'],
      ['demo-marker-deichkoppel-tor', 'Tor'],
    ]);
    expect(read.body.loadingPoints).toEqual([
      expect.objectContaining({ id: 'demo-point-hafen-husum', name: 'Hafen Husum (Außenhafen)', lat: 54.4745 }),
    ]);
    expect(read.body.ownTracks).toEqual([]);
  });

  it("answers the driver's own GPS track of the order so far", async () => {
    const recorded = await api<TDrivingMap>('GET', mapOf('demo-order-gras-vorige-woche'), { token: tim });
    expect(recorded.status).toBe(200);
    expect(recorded.body.fields.map((field) => field.name)).toEqual(['Grasland Ost']);
    expect(recorded.body.ownTracks).toHaveLength(1);
    expect(recorded.body.ownTracks[0]).toHaveLength(48);
  });

  it("refuses another employee's order, and another company does not find it", async () => {
    const other = await api<ApiError>('GET', mapOf(orderId), { token: tim });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Dieser Auftrag ist dir nicht zugewiesen.');
    expect((await api('GET', mapOf(orderId), { token: await otherTenant.token('OWNER') })).status).toBe(404);
    expect((await api('GET', mapOf('no-such-order'), { token: katrin })).status).toBe(404);
  });

  it("answers a field's holes, so the phone leaves them open", async () => {
    const square = (lat: number, lng: number, side: number) => [
      { lat, lng },
      { lat, lng: lng + side },
      { lat: lat + side, lng: lng + side },
      { lat: lat + side, lng },
    ];
    const pond = square(54.6405, 9.3405, 0.001);
    const field = await api<TField>('POST', '/structures/company/fields', {
      token: office,
      body: { name: 'Mit Teich (Kartentest)', shape: square(54.64, 9.34, 0.002), holes: [pond] },
    });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const order = await api<TOrder>('POST', '/orders/orders', {
      token: office,
      body: {
        name: 'Mähen mit Teich (Kartentest)',
        serviceId: 'demo-service-gras-haeckseln',
        customerIds: ['demo-customer-10001'],
        plannedStartDateTime: new Date().toISOString(),
        fieldIds: [field.body.id],
      },
    });
    expect(order.status).toBe(201);
    const assigned = await api('POST', `/orders/orders/${order.body.id}/assignment`, {
      token: office,
      body: { version: 1, employeeId: KATRIN },
    });
    expect(assigned.status).toBe(200);
    const read = await api<TDrivingMap>('GET', mapOf(order.body.id), { token: katrin });
    expect(read.body.fields.map(({ id, holes }) => [id, holes])).toEqual([[field.body.id, [pond]]]);
  });
});
