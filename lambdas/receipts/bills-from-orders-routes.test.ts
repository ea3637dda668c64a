import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import { billingMessages } from '../../schemas/receipts/positions-from-order';
import { type TReceipt, ZReceipt } from '../../schemas/receipts/receipt';
import { COMPANY, customerFixture, orderFixture } from '../../schemas/receipts/receipt.fixtures';
import { ZReceiptSettings } from '../../schemas/receipts/settings';
import { type BillingSources, billsFromOrdersRoutes } from './bills-from-orders-routes';
import { quietRouteLogs, routeCaller } from './receipt.test-kit';

const flat = (id: string, price: string) => ({ id, name: `Pauschale ${id}`, basis: 'FLAT' as const, price });
const service = (price: string) => ({ id: 's1', name: 'Häckseln', priceBlocks: [flat('b1', price)] });

/**
 * The routes with fake stores: `stored` is what the fake transaction checks like DynamoDB's condition;
 * reads see the orders as they were at the start (a racing request read them before the other's write).
 */
const setup = (orders: TOrder[]) => {
  const stored = new Map(orders.map((order) => [order.id, order]));
  const reads = new Map(stored);
  const bills: TReceipt[] = [];
  const sources: BillingSources = {
    order: async (companyId, orderId) => (companyId === COMPANY ? reads.get(orderId) : undefined),
    doneOrders: async () => [...reads.values()].filter((order) => order.status === 'DONE'),
    customer: async (_companyId, customerId) =>
      customerFixture(customerId, customerId === 'c-meyer' ? { paymentTermDays: 30, paymentMethod: 'TRANSFER' } : {}),
    facts: async () => ({ vatPercentPoints: 7, pauses: [], fieldAreasHa: {} }),
    settings: async () => ZReceiptSettings.parse({}),
  };
  const routes = billsFromOrdersRoutes({
    sources,
    changeBy: async () => ({ at: '2026-09-10T10:00:00.000Z', userId: 'u-1', userName: 'Jens Hansen' }),
    bills: {
      createBill: async (bill, changed) => {
        if (changed.some((order) => stored.get(order.id)?.status !== 'DONE')) {
          throw new AppError('RCPT_409_50_0001');
        }
        for (const order of changed) stored.set(order.id, { ...order, status: 'BILLED', version: order.version + 1 });
        bills.push(bill);
      },
    },
    clock: { now: () => new Date('2026-09-10T10:00:00.000Z') },
    ids: {
      newId: (() => {
        let next = 0;
        return () => `bill-${++next}`;
      })(),
    },
  });
  return { call: routeCaller(routes), stored, bills };
};

quietRouteLogs();

describe('bills from finished orders', () => {
  it('makes one DRAFT bill per recipient and unit with the settings texts and the customer terms; orders BILLED', async () => {
    const { call, stored, bills } = setup([
      orderFixture('o1', { serviceSnapshot: service('100') }),
      orderFixture('o2', { serviceSnapshot: service('50') }),
      orderFixture('o3', { serviceSnapshot: service('30'), operatingUnitId: 'unit-sued' }),
      orderFixture('o4', { serviceSnapshot: service('20'), customerIds: ['c-janssen'], receiptReceiverId: 'c-meyer' }),
    ]);
    const answer = await call('POST /receipts/bills/from-orders', {
      body: { orderIds: ['o1', 'o2', 'o3', 'o4'], date: null },
    });
    expect(answer.status).toBe(201);
    const made = answer.body.items.map((item: unknown) => ZReceipt.parse(item));
    expect(
      made.map((bill: TReceipt) => [bill.customerId, bill.operatingUnitId, bill.orderIds, bill.totals.net]),
    ).toEqual([
      ['c-meyer', 'unit-nord', ['o1', 'o2', 'o4'], '170'],
      ['c-meyer', 'unit-sued', ['o3'], '30'],
    ]);
    const [first] = made;
    expect(first).toMatchObject({
      type: 'BILL',
      status: 'DRAFT',
      number: null,
      date: '2026-09-10',
      // Due 30 days after its date: the customer's payment term (and so on the overdue list in time).
      dueDate: '2026-10-10',
      introText: 'Für unsere Leistungen erlauben wir uns wie folgt zu berechnen:',
      closingText: 'Vielen Dank für Ihren Auftrag.',
      paymentTerms: { paymentTermDays: 30, method: 'TRANSFER' },
      recipient: { customerId: 'c-meyer', name: 'Hof c-meyer' },
    });
    expect(first.totals).toMatchObject({ tax: '11.9', gross: '181.9' });
    expect([...stored.values()].map((order) => [order.id, order.status, order.version])).toEqual([
      ['o1', 'BILLED', 4],
      ['o2', 'BILLED', 4],
      ['o3', 'BILLED', 4],
      ['o4', 'BILLED', 4],
    ]);
    expect(bills).toHaveLength(2);
  });

  it('gives each customer of a multi-customer order a bill of his own', async () => {
    const { call } = setup([
      orderFixture('o1', { serviceSnapshot: service('100'), customerIds: ['c-meyer', 'c-janssen'] }),
    ]);
    // Named twice, billed once per customer.
    const answer = await call('POST /receipts/bills/from-orders', { body: { orderIds: ['o1', 'o1'] } });
    expect(answer.body.items.map((bill: TReceipt) => [bill.customerId, bill.orderIds])).toEqual([
      ['c-meyer', ['o1']],
      ['c-janssen', ['o1']],
    ]);
  });

  it('refuses orders that are not DONE or not of the company at orderIds.N, in German', async () => {
    const { call, bills } = setup([orderFixture('o1'), orderFixture('o2', { status: 'IN_PROGRESS' })]);
    const answer = await call('POST /receipts/bills/from-orders', {
      body: { orderIds: ['o1', 'o2', 'elsewhere', 'o2'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: 'orderIds.1', message: billingMessages.notDone },
      { path: 'orderIds.2', message: billingMessages.notDone },
      { path: 'orderIds.3', message: billingMessages.notDone },
    ]);
    expect(bills).toEqual([]);
  });

  it('answers a second billing of the same order with 409 Der Auftrag wurde bereits abgerechnet.', async () => {
    const { call } = setup([orderFixture('o1', { serviceSnapshot: service('100') })]);
    const { status: first } = await call('POST /receipts/bills/from-orders', { body: { orderIds: ['o1'] } });
    expect(first).toBe(201);
    // The second request read the order while it was DONE: the transaction's condition refuses it.
    const second = await call('POST /receipts/bills/from-orders', { body: { orderIds: ['o1'] } });
    expect(second).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'RCPT_409_50_0001', message: 'Der Auftrag wurde bereits abgerechnet.' }),
    });
  });

  it('lists DONE orders of the list shelf with the net their bill would carry', async () => {
    const { call } = setup([
      orderFixture('o1', { serviceSnapshot: service('100') }),
      orderFixture('o2', { serviceSnapshot: service('80'), customerIds: ['c-janssen'] }),
      orderFixture('o3', { status: 'BILLED' }),
      orderFixture('o4', { shelf: 'ARCHIVED' }),
    ]);
    const all = await call('GET /receipts/bills/billable-orders');
    expect(all.status).toBe(200);
    expect(all.body.items.map(({ orderId, net }: { orderId: string; net: string }) => [orderId, net])).toEqual([
      ['o1', '100'],
      ['o2', '80'],
    ]);
    const janssen = await call('GET /receipts/bills/billable-orders', { query: { customerId: 'c-janssen' } });
    expect(janssen.body.items.map(({ orderId }: { orderId: string }) => orderId)).toEqual(['o2']);
  });
});
