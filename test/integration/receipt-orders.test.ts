import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { api, runtime, tableClient } from '../support/api-client';
import { orderItemKey, putOrderItem } from '../support/order-items';
import { receiptBills } from '../support/receipt-bills';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });

/**
 * The orders a bill names (issue 14 point 1): BILLED while a bill names them, DONE again when its draft is
 * deleted or it is cancelled, and BILLED still while another customer's bill names a multi-customer order.
 */

const COMPANY = tenant.login('OWNER').companyId;
const run = Math.random().toString(36).slice(2, 7).toUpperCase();

let owner: string;
let unit: string;

const { newUnit, setPrefixes, createBill, finalize, read, filesOf } = receiptBills(() => owner);

beforeAll(async () => {
  owner = await tenant.token('OWNER');
  unit = await newUnit(`Belege Aufträge ${run}`);
  await setPrefixes({ [unit]: `O${run}-` });
});

/** Names an order on a draft's stored record (a multi-customer order is on each customer's bill). */
const alsoNamedBy = async (receipt: TReceipt, orderId: string) => {
  await (await tableClient()).send(
    new UpdateCommand({
      TableName: runtime().tableName,
      Key: { pk: COMPANY, sk: `receipt#BILL#${receipt.id}` },
      UpdateExpression: 'SET content.orderIds = :ids',
      ExpressionAttributeValues: { ':ids': [orderId] },
    }),
  );
};

/**
 * A BILLED order a bill names: the bills made from orders come with their own package, so the test writes
 * the order as stored and names it in the draft's stored record.
 */
const billedOrderOf = async (receipt: TReceipt) => {
  const orderId = `receipt-order-${receipt.id}`;
  await putOrderItem(
    {
      companyId: COMPANY,
      orderId,
      status: 'BILLED',
      employeeId: '-',
      version: 4,
      name: 'Mais häckseln Belegtest',
      plannedStartDateTime: '2026-09-14T05:30:00.000Z',
    },
    // As the orders service stores every order (the entity's default): the order aggregate reads it whole.
    { shelf: 'ACTIVE' },
  );
  await alsoNamedBy(receipt, orderId);
  return orderId;
};

const orderState = async (orderId: string) => {
  const { Item } = await (await tableClient()).send(
    new GetCommand({ TableName: runtime().tableName, Key: orderItemKey({ companyId: COMPANY, orderId }) }),
  );
  return { status: Item?.status, version: Item?.version };
};

describe("a bill's orders", () => {
  it('are DONE again when its draft is deleted', async () => {
    const draft = await createBill(unit);
    const orderId = await billedOrderOf(draft);
    expect((await read(draft.id)).orderIds).toEqual([orderId]);
    expect((await api('DELETE', `/receipts/bills/${draft.id}?version=1`, { token: owner })).status).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'DONE', version: 5 });
  });

  it("stay BILLED while another customer's bill still names them (a multi-customer order)", async () => {
    const [first, second] = [await createBill(unit), await createBill(unit)];
    const orderId = await billedOrderOf(first);
    await alsoNamedBy(second, orderId);
    expect((await api('DELETE', `/receipts/bills/${first.id}?version=1`, { token: owner })).status).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'BILLED', version: 4 });
    expect((await api('DELETE', `/receipts/bills/${second.id}?version=1`, { token: owner })).status).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'DONE', version: 5 });
  });

  it('are DONE again when it is cancelled; the cancellation bill names none', async () => {
    const draft = await createBill(unit);
    const orderId = await billedOrderOf(draft);
    const finalized = await filesOf((await finalize(await read(draft.id))).body.id);
    const cancelled = await api<{ cancellationBill: TReceipt }>('POST', `/receipts/bills/${draft.id}/cancel`, {
      token: owner,
      body: { version: finalized.version },
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body.cancellationBill.orderIds).toEqual([]);
    expect(await orderState(orderId)).toEqual({ status: 'DONE', version: 5 });
    expect((await read(draft.id)).orderIds).toEqual([orderId]);
  });
});
