import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../lambdas/platform/config';
import { db } from '../../lambdas/platform/db/entities';
import { transactWrite, withoutNulls } from '../../lambdas/platform/db/write';
import { timeTrackingWrite } from '../../lambdas/platform/time-trackings';
import { billsFromOrdersRoutes } from '../../lambdas/receipts/bills-from-orders-routes';
import { dynamoBillingSources, dynamoBillWriter } from '../../lambdas/receipts/bills-from-orders-store';
import { offerRoutes } from '../../lambdas/receipts/offer-routes';
import { routeCaller } from '../../lambdas/receipts/receipt.test-kit';
import { dynamoReceipt, dynamoReceiptStore } from '../../lambdas/receipts/receipt-items';
import { reminderRoutes } from '../../lambdas/receipts/reminder-routes';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import { COMPANY, customerFixture, orderFixture, receiptFixture } from '../../schemas/receipts/receipt.fixtures';
import { ZReceiptSettings } from '../../schemas/receipts/settings';
import { runtime } from '../support/api-client';
import { eventually } from '../support/order-items';

/**
 * Bills from orders, reminders and offers on real DynamoDB Local (issue 14 points 2, 8): the routes run with
 * the Dynamo ports against the embedded runtime's table, in a company of their own (COMPANY, written here only), so
 * the demo orders stay as they are. Until the receipts service is wired (its handler), the routes are
 * called through the HTTP chain directly.
 */

const RUN = `${Date.now()}`;
const orderId = (name: string) => `rb2-${RUN}-${name}`;
const hourBlock = { id: 'h', name: 'Arbeitszeit', basis: 'HOUR' as const, price: '80' };
const run = (start: string, end: string) => ({ id: `run-${start}`, start, end, customerId: null, machineVariants: [] });

const order = (name: string): TOrder =>
  orderFixture(orderId(name), {
    customerIds: [`rb2-${RUN}-meyer`],
    serviceSnapshot: { id: 'no-such-service', name: 'Gülle fahren', priceBlocks: [hourBlock] },
    activeTime: [run('2026-09-01T06:00:00.000Z', '2026-09-01T10:00:00.000Z')],
    timeTrackings: [
      {
        id: `t-${name}`,
        employeeId: `rb2-${RUN}-tim`,
        start: '2026-09-01T06:00:00.000Z',
        end: '2026-09-01T10:00:00.000Z',
      },
    ],
  });

/** Made after the environment points at the runtime (and silences the chain's log). */
let call: ReturnType<typeof routeCaller>;
let callReceipts: ReturnType<typeof routeCaller>;

beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', runtime().tableName);
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', runtime().endpoints.dynamodb);
  vi.stubEnv('AWS_REGION', runtime().region);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  vi.stubEnv('LOG_LEVEL', 'SILENT');
  resetConfigForTests();
  call = routeCaller(
    billsFromOrdersRoutes({
      sources: dynamoBillingSources(),
      bills: dynamoBillWriter,
      changeBy: async (claims) => ({ at: new Date().toISOString(), userId: claims.sub, userName: 'Jens Hansen' }),
      clock: { now: () => new Date('2026-09-10T10:00:00.000Z') },
      ids: { newId: () => `rb2-${RUN}-bill-${Math.random().toString(36).slice(2)}` },
    }),
  );
  const clock = { now: () => new Date('2026-09-10T10:00:00.000Z') };
  callReceipts = routeCaller([
    ...reminderRoutes({
      receipts: dynamoReceiptStore,
      settings: async () => ZReceiptSettings.parse({}),
      clock,
      changeBy: async (claims) => ({ at: clock.now().toISOString(), userId: claims.sub, userName: 'Jens Hansen' }),
    }),
    ...offerRoutes({ offers: dynamoReceiptStore, clock }),
  ]);
  const customer = customerFixture(`rb2-${RUN}-meyer`, { paymentTermDays: 21 });
  await db()
    .customer.put(withoutNulls({ ...customer, customerId: customer.id }))
    .go();
  for (const name of ['a', 'b', 'race']) {
    const { id, ...stored } = order(name);
    await db()
      .order.put(withoutNulls({ ...stored, orderId: id }))
      .go();
  }
  // Half an hour of pause inside order a's run, on the driver's time sheet.
  await transactWrite(
    timeTrackingWrite(COMPANY, {
      id: `pause-${RUN}`,
      employeeId: `rb2-${RUN}-tim`,
      type: 'order',
      internalActivityPresetId: null,
      presetName: 'Pause',
      purpose: 'PAUSE',
      orderId: orderId('a'),
      operatingUnitId: 'unit-nord',
      start: '2026-09-01T08:00:00.000Z',
      end: '2026-09-01T08:30:00.000Z',
      note: '',
    }),
  );
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** The history entry of receipts the test writes straight into the table. */
const SEED_CHANGE = { at: '2026-09-01T08:00:00.000Z', userId: 'rb2-test', userName: 'Test', change: 'Angelegt' };

describe('bills from orders on DynamoDB', () => {
  it('lists the DONE orders with their net, pauses taken out of the hours', async () => {
    const listed = await call('GET /receipts/bills/billable-orders', { query: { customerId: `rb2-${RUN}-meyer` } });
    expect(listed.status).toBe(200);
    const nets = Object.fromEntries(
      listed.body.items.map(({ orderId: id, net }: { orderId: string; net: string }) => [id, net]),
    );
    expect(nets).toEqual({ [orderId('a')]: '280', [orderId('b')]: '320', [orderId('race')]: '320' });
  });

  it('stores one draft bill and turns its orders BILLED; the same orders again are refused', async () => {
    const made = await call('POST /receipts/bills/from-orders', { body: { orderIds: [orderId('a'), orderId('b')] } });
    expect(made.status).toBe(201);
    const [bill] = made.body.items;
    expect(bill).toMatchObject({ orderIds: [orderId('a'), orderId('b')], totals: { net: '600', gross: '714' } });
    expect(bill.paymentTerms.paymentTermDays).toBe(21);
    expect(await dynamoReceipt(COMPANY, 'BILL', bill.id)).toEqual(bill);
    const orders = await Promise.all(
      ['a', 'b'].map(
        async (name) =>
          (
            await db()
              .order.get({ companyId: COMPANY, orderId: orderId(name) })
              .go()
          ).data,
      ),
    );
    expect(orders.map((stored) => [stored?.status, stored?.version])).toEqual([
      ['BILLED', 4],
      ['BILLED', 4],
    ]);
    const again = await call('POST /receipts/bills/from-orders', { body: { orderIds: [orderId('a')] } });
    expect(again.status).toBe(400);
  });

  it('bills an order once when two requests race: the other hears 409', async () => {
    const body = { orderIds: [orderId('race')] };
    const answers = await Promise.all([
      call('POST /receipts/bills/from-orders', { body }),
      call('POST /receipts/bills/from-orders', { body }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(answers.find(({ status }) => status === 409)?.body.message).toBe('Der Auftrag wurde bereits abgerechnet.');
  });
});

describe('reminders and offers on DynamoDB', () => {
  it('makes a reminder of an overdue bill once per level and lists it with the bill', async () => {
    const billId = `rb2-${RUN}-overdue`;
    await dynamoReceiptStore.create(
      receiptFixture(billId, { dueDate: '2026-08-01' }),
      new AppError('LW_409_00_0001'),
      SEED_CHANGE,
    );
    const path = { pathParameters: { receiptId: billId } };
    const overdue = await callReceipts('GET /receipts/reminders/overdue');
    expect(overdue.body.items).toContainEqual(
      expect.objectContaining({ id: billId, daysOverdue: 40, nextReminderLevel: 1 }),
    );
    const made = await callReceipts('POST /receipts/bills/{receiptId}/reminders', { ...path, body: { level: 1 } });
    expect(made.status).toBe(201);
    const again = await callReceipts('POST /receipts/bills/{receiptId}/reminders', { ...path, body: { level: 1 } });
    expect(again.status).toBe(409);
    const listed = await callReceipts('GET /receipts/bills/{receiptId}/reminders', path);
    expect(listed.body.items.map(({ id }: { id: string }) => id)).toEqual([made.body.id]);
  });

  it('accepts a finalized offer once, at its version', async () => {
    const offerId = `rb2-${RUN}-offer`;
    const positions = [
      { kind: 'SERVICE' as const, name: 'Mais häckseln', quantity: '12.5', unit: 'ha' as const, unitPrice: '180' },
      { kind: 'RESOURCE' as const, name: 'Siliermittel', quantity: '3', unit: 'l' as const, unitPrice: '20' },
    ];
    await dynamoReceiptStore.create(
      receiptFixture(offerId, { type: 'OFFER', customerId: `rb2-${RUN}-meyer`, positions }),
      new AppError('LW_409_00_0001'),
      SEED_CHANGE,
    );
    const path = { pathParameters: { receiptId: offerId } };
    const stale = await callReceipts('POST /receipts/offers/{receiptId}/accept', { ...path, body: { version: 1 } });
    expect(stale.status).toBe(409);
    const accepted = await callReceipts('POST /receipts/offers/{receiptId}/accept', { ...path, body: { version: 2 } });
    expect(accepted).toMatchObject({ status: 200, body: { acceptedAt: '2026-09-10T10:00:00.000Z', version: 3 } });
    expect((await dynamoReceipt(COMPANY, 'OFFER', offerId))?.acceptedAt).toBe('2026-09-10T10:00:00.000Z');
    // The orders service reads the acceptance from the table stream: one DRAFT order for the SERVICE position.
    const made = await eventually(
      () =>
        db()
          .order.get({ companyId: COMPANY, orderId: `${offerId}-auftrag-1` })
          .go(),
      ({ data }) => data !== null,
      'the order of the accepted offer',
    );
    expect(made.data).toMatchObject({ status: 'DRAFT', name: 'Mais häckseln', customerIds: [`rb2-${RUN}-meyer`] });
    const { data: none } = await db()
      .order.get({ companyId: COMPANY, orderId: `${offerId}-auftrag-2` })
      .go();
    expect(none).toBeNull();
  });
});
