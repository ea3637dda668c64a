import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { demoMasterdata } from '../../lib/local/seed/demo-masterdata';
import type { TCompany } from '../../schemas/api/company';
import type { TContractorService, TOrderRequest, TOrderRequestInput } from '../../schemas/api/order-requests';
import type { TOrder } from '../../schemas/orders/order';
import { api, runtime, tableClient } from '../support/api-client';
import { eventually } from '../support/order-items';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

const HANSEN_ID = tenant.companyId;
const MINE = `/structures/order-requests?companyId=${HANSEN_ID}`;
const mine = (id: string) => `/structures/order-requests/${id}?companyId=${HANSEN_ID}`;
type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
type List = { items: TOrderRequest[] };

const pendingCount = async (token: string) =>
  (await api<TCompany>('GET', '/structures/company', { token })).body.counters.pendingOrderRequests;

describe('order requests over HTTP (services.md §3, §4, §6)', () => {
  it('shows the farmer their requests and the archive, and the office only what was sent', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const active = await api<List>('GET', MINE, { token: farmer });
    expect(active.status).toBe(200);
    expect(active.body.items.map((request) => request.id)).toEqual(
      expect.arrayContaining(['demo-order-request-guelle', 'demo-order-request-nachsaat']),
    );
    const archive = await api<List>('GET', `${MINE}&isInArchive=true`, { token: farmer });
    expect(archive.body.items.map((request) => [request.id, request.status, request.decisionNote])).toEqual([
      ['demo-order-request-mais', 'ACCEPTED', 'Passt, wir kommen mit dem Jaguar 960.'],
    ]);

    const planner = await tenant.token('PLANNER');
    const office = await api<List>('GET', '/structures/company/order-requests', { token: planner });
    expect(office.body.items.every((request) => request.status === 'PENDING')).toBe(true);
    expect(office.body.items.map((request) => request.id)).toContain('demo-order-request-guelle');
    // Drafts are the farmer's own until sent.
    expect(
      (await api('GET', '/structures/company/order-requests/demo-order-request-nachsaat', { token: planner })).status,
    ).toBe(404);
  });

  it('counts a sent request for the badge, and takes it off when the office answers', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const planner = await tenant.token('PLANNER');
    const before = await pendingCount(planner);

    const created = await api<TOrderRequest>('POST', MINE, {
      token: farmer,
      body: { subject: 'Pflügen Schlag Osterfeld', startDate: '2026-12-01', endDate: '2026-12-02' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'DRAFT',
      customerId: 'demo-customer-10001',
      customerName: 'Hof Thomsen GbR',
    });
    expect(await pendingCount(planner)).toBe(before);

    const sent = await api<TOrderRequest>('PATCH', mine(created.body.id), {
      token: farmer,
      body: { version: 1, data: { subject: 'Pflügen Schlag Osterfeld', startDate: '2026-12-01', status: 'PENDING' } },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.sentAt).not.toBeNull();
    expect(await pendingCount(planner)).toBe(before + 1);

    const decided = await api<TOrderRequest>('POST', `/structures/company/order-requests/${created.body.id}/decision`, {
      token: planner,
      body: { version: 2, accept: false, note: 'Im Dezember ist der Boden zu nass.' },
    });
    expect(decided.body).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Im Dezember ist der Boden zu nass.',
      decidedByName: 'Lars Jensen',
    });
    expect(await pendingCount(planner)).toBe(before);

    // Decided requests are done for both sides.
    const again = await api<ApiError>('POST', `/structures/company/order-requests/${created.body.id}/decision`, {
      token: planner,
      body: { version: 3, accept: true },
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Die Anfrage kann nicht bearbeitet werden.');
    const late = await api<ApiError>('PATCH', mine(created.body.id), {
      token: farmer,
      body: { version: 3, data: { subject: 'Doch im Januar', status: 'PENDING' } },
    });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('FCPA_403_20_0002');
    expect((await api('DELETE', mine(created.body.id), { token: farmer })).status).toBe(403);
  });

  it('lets the farmer withdraw a sent request, and refuses a stale save', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const planner = await tenant.token('PLANNER');
    const before = await pendingCount(planner);
    const created = await api<TOrderRequest>('POST', MINE, {
      token: farmer,
      body: { subject: 'Mist streuen', status: 'PENDING' },
    });
    expect(await pendingCount(planner)).toBe(before + 1);
    const stale = await api('PATCH', mine(created.body.id), {
      token: farmer,
      body: { version: 7, data: { subject: 'Mist streuen', status: 'DRAFT' } },
    });
    expect(stale.status).toBe(409);
    expect((await api('DELETE', mine(created.body.id), { token: farmer })).status).toBe(200);
    expect(await pendingCount(planner)).toBe(before);
    expect((await api('GET', mine(created.body.id), { token: farmer })).status).toBe(403);
  });

  it('checks the input with German messages', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const bad = await api<ApiError>('POST', MINE, {
      token: farmer,
      body: { subject: ' ', startDate: '2026-12-05', endDate: '2026-12-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'subject', message: 'Bitte gib einen Betreff ein.' },
        { path: 'endDate', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
      ]),
    );
    const noContractor = await api<ApiError>('GET', '/structures/order-requests', { token: farmer });
    expect(noContractor.status).toBe(400);
  });

  it('keeps requests to the right people: office roles of §6, customers of the contractor', async () => {
    // §6: order requests for owner, admin, accountant, planner; their archive for owner, admin, planner.
    const employee = await tenant.token('EMPLOYEE');
    expect((await api('GET', '/structures/company/order-requests', { token: employee })).status).toBe(403);
    const accountant = await tenant.token('ACCOUNTANT');
    expect((await api('GET', '/structures/company/order-requests', { token: accountant })).status).toBe(200);
    expect(
      (await api('GET', '/structures/company/order-requests?isInArchive=true', { token: accountant })).status,
    ).toBe(403);
    const planner = await tenant.token('PLANNER');
    expect((await api('GET', '/structures/company/order-requests?isInArchive=true', { token: planner })).status).toBe(
      200,
    );

    // Staff are no customers; a customer of Hansen is none of the neighbour's.
    const owner = await tenant.token('OWNER');
    expect((await api<ApiError>('GET', MINE, { token: owner })).body.code).toBe('FCPA_403_01_0001');
    const farmer = await tenant.token('CUSTOMER');
    const foreign = await api<ApiError>('GET', '/structures/order-requests?companyId=neighbour-agrarservice-nord', {
      token: farmer,
    });
    expect(foreign.status).toBe(403);
    const neighbour = await otherTenant.token('OWNER');
    const leak = await api('GET', '/structures/company/order-requests/demo-order-request-guelle', { token: neighbour });
    expect(leak.status).toBe(404);
  });

  it('names the wanted service, the fields and the amount; only services the contractor offers', async () => {
    const farmer = await tenant.token('CUSTOMER');
    const owner = await tenant.token('OWNER');
    const SERVICES = `/structures/contractor-services?companyId=${HANSEN_ID}`;
    const demoService = demoMasterdata.find((record) => record.kind === 'service');
    const name = `Steine sammeln ${Date.now().toString(36)}`;
    const service = await api<{ id: string }>('POST', '/masterdata/services', {
      token: owner,
      body: { ...(demoService?.input as object), name },
    });
    expect(service.status).toBe(201);

    // The customer reads id and name only, by name.
    const offered = await api<{ items: TContractorService[] }>('GET', SERVICES, { token: farmer });
    expect(offered.status).toBe(200);
    expect(offered.body.items).toContainEqual({ id: service.body.id, name });
    expect(offered.body.items.every((item) => Object.keys(item).sort().join() === 'id,name')).toBe(true);
    const names = offered.body.items.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));

    const created = await api<TOrderRequest>('POST', MINE, {
      token: farmer,
      body: {
        subject: 'Steine sammeln vor dem Legen',
        serviceId: service.body.id,
        fieldNames: ['Osterfeld', 'Achter de Schün'],
        amount: '7,5',
        amountUnit: 'ha',
        status: 'PENDING',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      serviceId: service.body.id,
      serviceName: name,
      fieldNames: ['Osterfeld', 'Achter de Schün'],
      amount: '7.5',
      amountUnit: 'ha',
    });
    // The office reads what was asked.
    const planner = await tenant.token('PLANNER');
    const seen = await api<TOrderRequest>('GET', `/structures/company/order-requests/${created.body.id}`, {
      token: planner,
    });
    expect(seen.body).toMatchObject({ serviceName: name, fieldNames: ['Osterfeld', 'Achter de Schün'], amount: '7.5' });

    // Taken back to a draft (the customer may set DRAFT on a pending request): nothing asked is lost.
    const withdrawn = await api<TOrderRequest>('PATCH', mine(created.body.id), {
      token: farmer,
      body: { version: 1, data: { ...created.body, status: 'DRAFT' } },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'DRAFT', sentAt: null, serviceName: name, amountUnit: 'ha' });

    // An archived service is no longer offered, and cannot be asked for.
    const archived = await api('POST', `/masterdata/services/${service.body.id}/archive`, {
      token: owner,
      body: { version: 1, archived: true },
    });
    expect(archived.status).toBe(200);
    const after = await api<{ items: TContractorService[] }>('GET', SERVICES, { token: farmer });
    // The draft that already names it keeps it and can be sent again.
    const resent = await api<TOrderRequest>('PATCH', mine(created.body.id), {
      token: farmer,
      body: { version: 2, data: { ...withdrawn.body, status: 'PENDING' } },
    });
    expect(resent.body).toMatchObject({ status: 'PENDING', serviceName: name });
    expect(after.body.items.map((item) => item.id)).not.toContain(service.body.id);
    const refused = await api<ApiError>('POST', MINE, {
      token: farmer,
      body: { subject: 'Steine sammeln', serviceId: service.body.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'serviceId', message: 'Bitte wähle eine Dienstleistung deines Lohnunternehmers aus.' },
    ]);
    const noUnit = await api<ApiError>('POST', MINE, { token: farmer, body: { subject: 'Kalken', amount: '3' } });
    expect(noUnit.body.issues).toEqual([{ path: 'amountUnit', message: 'Bitte wähle eine Einheit aus.' }]);
  });

  it("shows a contractor's services only to its customers", async () => {
    const SERVICES = `/structures/contractor-services?companyId=${HANSEN_ID}`;
    const owner = await tenant.token('OWNER');
    expect((await api<ApiError>('GET', SERVICES, { token: owner })).body.code).toBe('FCPA_403_01_0001');
    const farmer = await tenant.token('CUSTOMER');
    const foreign = await api('GET', '/structures/contractor-services?companyId=neighbour-agrarservice-nord', {
      token: farmer,
    });
    expect(foreign.status).toBe(403);
    expect((await api('GET', '/structures/contractor-services', { token: farmer })).status).toBe(400);
  });
});

// issue 12 point 2 against the embedded runtime: the office accepts a farmer's request; the orders service
// reads the acceptance from the table stream and creates a DRAFT order with the request's id. In this file,
// after the archive's first check: the decided requests land in the demo farmer's archive.
const SERVICE = 'demo-service-mais-haeckseln';
const LOADING_POINT = 'demo-point-hafen-husum';
const MARKER = {
  id: 'marker-einfahrt',
  lat: 54.4712345,
  lng: 9.0512345,
  customerId: null,
  fieldId: 'demo-field-deichkoppel',
  preferredRepresentation: 'degrees-minutes-seconds',
  label: 'Einfahrt am Knick',
  color: '#c62828',
  type: 'order',
} as const;

const ask = async (farmer: string, input: Partial<TOrderRequestInput>) => {
  const created = await api<TOrderRequest>('POST', MINE, {
    token: farmer,
    body: { subject: 'Mais häckseln Osterkoppel', status: 'PENDING', ...input },
  });
  expect(created.status).toBe(201);
  return created.body;
};

const decide = (planner: string, request: TOrderRequest, accept: boolean) =>
  api<TOrderRequest>('POST', `/structures/company/order-requests/${request.id}/decision`, {
    token: planner,
    body: { version: request.version, accept },
  });

const orderOf = (planner: string, orderId: string) =>
  api<TOrder>('GET', `/orders/orders/${orderId}`, { token: planner });

/** Polls until the stream consumer has made the order (deadline 10 s). */
const madeOrder = async (planner: string, orderId: string) =>
  (
    await eventually(
      () => orderOf(planner, orderId),
      (result) => result.status === 200,
      `order ${orderId}`,
    )
  ).body;

/** The request item written again as PENDING, then as ACCEPTED: the stream delivers the acceptance once more. */
const replayAcceptance = async (request: TOrderRequest) => {
  const client = await tableClient();
  const key = { pk: request.companyId, sk: `orderRequest#${request.id}` };
  const { Item: item } = await client.send(new GetCommand({ TableName: runtime().tableName, Key: key }));
  expect(item?.status).toBe('ACCEPTED');
  await client.send(new PutCommand({ TableName: runtime().tableName, Item: { ...item, status: 'PENDING' } }));
  await client.send(new PutCommand({ TableName: runtime().tableName, Item: item }));
};

describe('accepting an order request creates a DRAFT order (issue 12 point 2)', () => {
  it('carries service, customer, fields, tracks, markers, loading points and the sequence', async () => {
    const [farmer, planner] = await Promise.all([tenant.token('CUSTOMER'), tenant.token('PLANNER')]);
    const rejected = await ask(farmer, { subject: 'Zu spät im Jahr' });
    const accepted = await ask(farmer, {
      description: 'Bitte mit zwei Abfahrern.',
      startDate: '2031-09-15',
      endDate: '2031-09-16',
      serviceId: SERVICE,
      fieldIds: ['demo-field-deichkoppel'],
      trackIds: ['demo-track-deichweg'],
      loadingPointIds: [LOADING_POINT],
      markers: [MARKER],
      mapStructuresSequence: [
        { kind: 'track', id: 'demo-track-deichweg' },
        { kind: 'field', id: 'demo-field-deichkoppel' },
        { kind: 'loadingPoint', id: LOADING_POINT },
      ],
      isMapStructuresSequenceEnabled: true,
    });
    expect(accepted.markers).toEqual([MARKER]);

    // Rejected first: once the accepted one's order exists, the stream has passed the rejection too.
    expect((await decide(planner, rejected, false)).body.status).toBe('REJECTED');
    expect((await decide(planner, accepted, true)).body.status).toBe('ACCEPTED');
    const order = await madeOrder(planner, accepted.id);
    expect(order).toMatchObject({
      id: accepted.id,
      orderRequestId: accepted.id,
      status: 'DRAFT',
      shelf: 'ACTIVE',
      name: 'Mais häckseln Osterkoppel',
      other: 'Bitte mit zwei Abfahrern.',
      serviceId: SERVICE,
      serviceSnapshot: { id: SERVICE },
      customerIds: [accepted.customerId],
      employeeId: null,
      // 07:00 German summer time, the end day's evening.
      plannedStartDateTime: '2031-09-15T05:00:00.000Z',
      plannedEndDateTime: '2031-09-16T21:59:00.000Z',
      fieldIds: ['demo-field-deichkoppel'],
      trackIds: ['demo-track-deichweg'],
      loadingPointIds: [LOADING_POINT],
      markers: [MARKER],
      mapStructuresSequence: accepted.mapStructuresSequence,
      isMapStructuresSequenceEnabled: true,
      version: 1,
    });
    expect((await orderOf(planner, rejected.id)).status).toBe(404);
    // The office finds it among the drafts of the customer.
    const drafts = await api<{ items: TOrder[] }>(
      'GET',
      `/orders/orders?status=DRAFT&customerId=${accepted.customerId}&from=2031-09-15&to=2031-09-15`,
      { token: planner },
    );
    expect(drafts.body.items.filter((item) => item.orderRequestId === accepted.id)).toHaveLength(1);
  });

  it('creates nothing again when the acceptance is delivered once more', async () => {
    const [farmer, planner] = await Promise.all([tenant.token('CUSTOMER'), tenant.token('PLANNER')]);
    const request = await ask(farmer, { subject: 'Grubbern Achter de Schün', startDate: '2031-10-06' });
    const accepted = (await decide(planner, request, true)).body;
    const made = await madeOrder(planner, request.id);
    // The office renames the draft; a second creation would overwrite it.
    const renamed = await api<TOrder>('PATCH', `/orders/orders/${made.id}`, {
      token: planner,
      body: { version: made.version, data: { ...made, name: 'Grubbern Achter de Schün (2 Schläge)' } },
    });
    expect(renamed.status).toBe(200);

    await replayAcceptance(accepted);
    // A later acceptance's order marks that the stream has passed the replay.
    const marker = await ask(farmer, { subject: 'Walzen Osterkoppel', startDate: '2031-10-07' });
    await decide(planner, marker, true);
    await madeOrder(planner, marker.id);
    const after = await orderOf(planner, request.id);
    expect(after.body).toMatchObject({ name: 'Grubbern Achter de Schün (2 Schläge)', version: 2 });
  });
});
