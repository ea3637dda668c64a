import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_TOLL_IMPORT_ID } from '../../lib/local/seed/demo-toll-imports';
import type { TTollImportDetails } from '../../schemas/api/tolls';
import type { TOrder } from '../../schemas/orders/order';
import type { TTollImport } from '../../schemas/planning/toll';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 15 point 5: the toll import over HTTP. The Windows-1252 fixture's plates are renamed to machines this
 * run creates (the bytes stay Windows-1252: plates are ASCII), so the orders of earlier runs never match.
 */
type Upload = { key: string; url: string; method: 'PUT'; headers: Record<string, string> };
type ApiError = { code: string; issues?: { path: string; message: string }[] };

const FIXTURE = readFileSync(new URL('../fixtures/toll/toll-collect-fahrtenliste-2026-03.csv', import.meta.url));
const run = String(10_000 + Math.floor(Math.random() * 89_999));
const PLATE_A = `TA-QX ${run}`;
const PLATE_B = `TB-QX ${run}`;
/** The fixture with this run's plates; latin1 keeps every other byte (the umlauts' Windows-1252 bytes) as it is. */
const tollList = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.from(
      FIXTURE.toString('latin1')
        .replaceAll('NF-LH 960', PLATE_A)
        .replaceAll('nf lh960', `ta qx${run}`)
        .replaceAll('SL-LH 870', PLATE_B),
      'latin1',
    ),
  );

const create = async <T>(token: string, path: string, body: Record<string, unknown>) => {
  const created = await api<T & { id: string }>('POST', path, { token, body });
  expect(created.status).toBe(201);
  return created.body;
};

const order = (token: string, name: string, machineId: string, start: string, end: string, customerId: string) =>
  create<TOrder>(token, '/orders/orders', {
    name,
    plannedStartDateTime: start,
    plannedEndDateTime: end,
    customerIds: [customerId],
    machineIds: [machineId],
  });

/** Asks for an upload URL, PUTs the list there as the browser does, and imports it. */
const importList = async (token: string, bytes: Uint8Array<ArrayBuffer>) => {
  const asked = await api<Upload>('POST', '/orders/toll-imports/upload', { token, body: { size: bytes.length } });
  expect(asked.status).toBe(201);
  const put = await fetch(asked.body.url, { method: 'PUT', headers: asked.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return api<TTollImportDetails>('POST', '/orders/toll-imports', {
    token,
    body: { key: asked.body.key, fileName: 'Fahrtenliste März.csv' },
  });
};

const readOrder = async (token: string, id: string) =>
  (await api<TOrder>('GET', `/orders/orders/${id}`, { token })).body;

describe('toll import (issue 15 point 5)', () => {
  it('puts the trips onto their orders, keeps the open ones, assigns by hand and adds nothing twice', async () => {
    // The neighbour company: its owner is the office there, and the demo company's lists stay as seeded.
    const token = await otherTenant.token('OWNER');
    const planner = token;
    const tractor = await create<{ id: string }>(planner, '/masterdata/machines', {
      name: 'Fendt 720',
      licensePlate: PLATE_A,
    });
    const trailer = await create<{ id: string }>(planner, '/masterdata/machines', {
      name: 'MAN TGS',
      licensePlate: PLATE_B,
    });
    const farmer = await create<{ id: string }>(planner, '/structures/customers', { name: `Hof Maut ${run}` });
    const tenth = await order(
      planner,
      'Gülle fahren',
      tractor.id,
      '2026-03-10T05:00:00Z',
      '2026-03-10T17:00:00Z',
      farmer.id,
    );
    const dstNight = await order(
      planner,
      'Mais holen',
      tractor.id,
      '2026-03-29T00:00:00Z',
      '2026-03-29T06:00:00Z',
      farmer.id,
    );
    const byHand = await order(
      planner,
      'Transport',
      trailer.id,
      '2026-03-12T06:00:00Z',
      '2026-03-12T16:00:00Z',
      farmer.id,
    );

    const first = await importList(token, tollList());
    expect(first.status).toBe(201);
    expect(first.body.import).toMatchObject({
      fileName: 'Fahrtenliste März.csv',
      counts: { rows: 7, assigned: 3, unassigned: 2, duplicates: 0, unreadable: 2, totalAmount: '27.79' },
    });
    expect(first.body.unassignedTrips.map((trip) => [trip.tripId, trip.reason])).toEqual([
      ['100000003', 'NO_ORDER'],
      ['100000004', 'PLATE_UNKNOWN'],
    ]);
    expect(first.body.rowErrors.map((error) => error.line)).toEqual([12, 13]);

    // The records are on the orders: the plate's machine, the order's customer, the trip's moments.
    const onTenth = (await readOrder(token, tenth.id)).tollRecords;
    expect(onTenth.map((record) => [record.tripId, record.amount, record.machineId, record.customerId])).toEqual([
      ['100000001', '4.56', tractor.id, farmer.id],
      ['100000002', '4.49', tractor.id, farmer.id],
    ]);
    expect(onTenth[0]).toMatchObject({
      timestamp: '2026-03-10T06:15:00.000Z',
      endTimestamp: '2026-03-10T06:48:00.000Z',
      route: 'Münster-Nord → Greven',
      distanceKm: '23.4',
    });
    expect((await readOrder(token, dstNight.id)).tollRecords.map((record) => record.timestamp)).toEqual([
      '2026-03-29T01:30:00.000Z',
    ]);

    // Listed and read again with its open trips.
    const importId = first.body.import.id;
    const listed = await api<{ items: TTollImport[] }>('GET', '/orders/toll-imports', { token });
    expect(listed.body.items[0]?.id).toBe(importId);
    const read = await api<TTollImportDetails>('GET', `/orders/toll-imports/${importId}`, { token });
    expect(read.body).toEqual(first.body);

    // The office puts the open trip onto the trailer's order: it leaves the open trips.
    const assigned = await api<TTollImportDetails>('POST', `/orders/toll-imports/${importId}/assignments`, {
      token,
      body: { tripId: '100000003', orderId: byHand.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.unassignedTrips.map((trip) => trip.tripId)).toEqual(['100000004']);
    expect(assigned.body.import.counts).toMatchObject({ assigned: 4, unassigned: 1 });
    expect((await readOrder(token, byHand.id)).tollRecords).toEqual([
      expect.objectContaining({ tripId: '100000003', machineId: trailer.id, customerId: farmer.id, amount: '6.12' }),
    ]);
    const again = await api<ApiError>('POST', `/orders/toll-imports/${importId}/assignments`, {
      token,
      body: { tripId: '100000003', orderId: byHand.id },
    });
    expect(again).toMatchObject({ status: 404, body: { code: 'LW_404_37_0003' } });

    // The same list again adds nothing: every trip on an order is a duplicate.
    const before = await readOrder(token, tenth.id);
    const second = await importList(token, tollList());
    expect(second.body.import.counts).toMatchObject({ assigned: 0, duplicates: 4, unassigned: 1 });
    expect(await readOrder(token, tenth.id)).toEqual(before);
  });

  it('refuses a file without trip list header, a foreign key and an order of nobody', async () => {
    const token = await otherTenant.token('OWNER');
    const noList = await importList(token, new Uint8Array(Buffer.from('Name;Wert\nA;1\n')));
    expect(noList).toMatchObject({ status: 400, body: { code: 'LW_400_37_0001' } });
    const foreign = await api<ApiError>('POST', '/orders/toll-imports', {
      token,
      body: { key: `companies/${tenant.companyId}/toll-imports/x.csv`, fileName: 'x.csv' },
    });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'LW_403_37_0001' } });
    const imported = await importList(token, tollList());
    const wrongOrder = await api<ApiError>('POST', `/orders/toll-imports/${imported.body.import.id}/assignments`, {
      token,
      body: { tripId: '100000004', orderId: 'gibt-es-nicht-4711' },
    });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.issues).toEqual([{ path: 'orderId', message: 'Dieser Auftrag wurde nicht gefunden.' }]);
  });

  it('keeps imports within the company and from drivers', async () => {
    const token = await otherTenant.token('OWNER');
    const imported = await importList(token, tollList());
    const hansen = await tenant.token('OWNER');
    const foreign = await api<ApiError>('GET', `/orders/toll-imports/${imported.body.import.id}`, { token: hansen });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'LW_404_37_0001' } });
    // The office roles read the imports (the seeded one among them), a driver does not.
    const accountant = await tenant.token('ACCOUNTANT');
    const listed = await api<{ items: TTollImport[] }>('GET', '/orders/toll-imports', { token: accountant });
    expect(listed.body.items.map((item) => item.id)).toContain(DEMO_TOLL_IMPORT_ID);
    const driver = await tenant.token('EMPLOYEE');
    expect((await api('GET', '/orders/toll-imports', { token: driver })).status).toBe(403);
  });
});
