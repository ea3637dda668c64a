import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { ZTrackingWithPoints } from '../../schemas/api/tracking';
import type { TOrder } from '../../schemas/orders/order';
import { api, HANSEN, tokenForRole } from '../support/api-client';

type List = { items: TOrder[] };

/**
 * The seeded demo orders as the office reads them (issue 12 point 10): the orders service parses every one,
 * the lists find them by status and customer (their links), and the tracking service serves their tracks.
 */
describe('demo orders over HTTP', () => {
  it('lists the finished season, by status and by customer, each with its runs and its track', async () => {
    const token = await tokenForRole('PLANNER', HANSEN);
    const done = await api<List>('GET', '/orders/orders?status=DONE', { token });
    expect(done.status).toBe(200);
    expect(done.body.items.length).toBeGreaterThanOrEqual(20);
    const archived = await api<List>('GET', '/orders/orders?shelf=ARCHIVED&status=BILLED', { token });
    expect(archived.body.items.map((order) => order.id)).toContain('demo-order-guelle-claussen');

    const ofThomsen = await api<List>('GET', '/orders/orders?customerId=demo-customer-10001', { token });
    const ids = ofThomsen.body.items.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining(['demo-order-mais-thomsen', 'demo-order-guelle-thomsen']));

    const mais = await api<TOrder>('GET', '/orders/orders/demo-order-mais-thomsen', { token });
    expect(mais.body).toMatchObject({ status: 'DONE', name: 'Mais häckseln – Thomsen' });
    expect(mais.body.activeTime.length).toBeGreaterThan(0);
    expect(mais.body.taskRecords[0]).toMatchObject({ type: 'AREA', record: 14.2 });

    const owner = await tokenForRole('OWNER', HANSEN);
    const track = await api<z.infer<typeof ZTrackingWithPoints>>(
      'GET',
      `/tracking/trackings/${mais.body.currentGeoLocationTrackingId}`,
      { token: owner },
    );
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ orderId: 'demo-order-mais-thomsen', runId: mais.body.activeTime.at(-1)?.id });
    expect(track.body.recordCount).toBeGreaterThan(1);
    expect(track.body.points.length).toBeGreaterThan(200);
  });

  it('has the draft order of the request the office accepted, linked back to it', async () => {
    const token = await tokenForRole('PLANNER', HANSEN);
    const draft = await api<TOrder>('GET', '/orders/orders/demo-order-request-mais', { token });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      status: 'DRAFT',
      orderRequestId: 'demo-order-request-mais',
      name: 'Mais häckseln Schlag Westerfeld',
      customerIds: ['demo-customer-10001'],
    });
  });
});
