import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { TOrderRequest, TOrderRequestInput } from '../../schemas/api/order-requests';
import type { TOrder } from '../../schemas/orders/order';
import { api, HANSEN, runtime, tableClient, tokenForRole } from '../support/api-client';
import { eventually } from '../support/order-items';

/**
 * issue 12 point 2 against the embedded runtime: the office accepts a farmer's request; the orders
 * service reads the acceptance from the table stream and creates a DRAFT order with the request's id.
 */

const HANSEN_ID = 'demo-lohnunternehmen-hansen';
const MINE = `/structures/order-requests?companyId=${HANSEN_ID}`;
const SERVICE = 'demo-service-mais-haeckseln';
const LOADING_POINT = 'demo-point-hafen-husum';
const MARKER = {
  id: 'marker-einfahrt',
  lat: 54.4712345,
  lng: 9.0512345,
  customerId: null,
  fieldId: 'field-osterkoppel',
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
    const [farmer, planner] = await Promise.all([tokenForRole('CUSTOMER'), tokenForRole('PLANNER', HANSEN)]);
    const rejected = await ask(farmer, { subject: 'Zu spät im Jahr' });
    const accepted = await ask(farmer, {
      description: 'Bitte mit zwei Abfahrern.',
      startDate: '2026-09-14',
      endDate: '2026-09-15',
      serviceId: SERVICE,
      fieldIds: ['field-osterkoppel'],
      trackIds: ['track-zufahrt'],
      loadingPointIds: [LOADING_POINT],
      markers: [MARKER],
      mapStructuresSequence: [
        { kind: 'track', id: 'track-zufahrt' },
        { kind: 'field', id: 'field-osterkoppel' },
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
      plannedStartDateTime: '2026-09-14T05:00:00.000Z',
      plannedEndDateTime: '2026-09-15T21:59:00.000Z',
      fieldIds: ['field-osterkoppel'],
      trackIds: ['track-zufahrt'],
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
      `/orders/orders?status=DRAFT&customerId=${accepted.customerId}&from=2026-09-14&to=2026-09-14`,
      { token: planner },
    );
    expect(drafts.body.items.filter((item) => item.orderRequestId === accepted.id)).toHaveLength(1);
  });

  it('creates nothing again when the acceptance is delivered once more', async () => {
    const [farmer, planner] = await Promise.all([tokenForRole('CUSTOMER'), tokenForRole('PLANNER', HANSEN)]);
    const request = await ask(farmer, { subject: 'Grubbern Achter de Schün', startDate: '2026-10-05' });
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
    const marker = await ask(farmer, { subject: 'Walzen Osterkoppel', startDate: '2026-10-06' });
    await decide(planner, marker, true);
    await madeOrder(planner, marker.id);
    const after = await orderOf(planner, request.id);
    expect(after.body).toMatchObject({ name: 'Grubbern Achter de Schün (2 Schläge)', version: 2 });
  });
});
