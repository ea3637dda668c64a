import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { orderFixture, receiptFixture } from '../../schemas/receipts/receipt.fixtures';
import { mockTableForFile } from '../platform/db/mocked-table.test-kit';
import { dynamoBillWriter } from './bills-from-orders-store';
import { dynamoReceiptStore, receiptFromItem, receiptToItem } from './receipt-items';

const dynamo = mockTableForFile();

const bill = receiptFixture('bill-1', { status: 'DRAFT', number: null, orderIds: ['o1'] });
const order = orderFixture('o1');
const now = new Date('2026-09-10T10:00:00.000Z');
const CHANGE = { at: now.toISOString(), userId: 'u-1', userName: 'Jens Hansen', change: 'Angelegt aus Auftrag' };

describe('the bill writer', () => {
  it('writes the new bill and the order BILLED on condition that it is still DONE, in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await dynamoBillWriter.createBill(bill, [order], CHANGE, now);
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]?.Put?.Item).toMatchObject({ receiptId: 'bill-1', type: 'BILL', status: 'DRAFT', version: 2 });
    expect(items[0]?.Put?.ConditionExpression).toContain('attribute_not_exists');
    // Its history starts with who made it from the orders.
    expect(items[1]?.Put?.Item).toMatchObject({ kind: 'receipt', recordId: 'bill-1', action: CHANGE.change });
    expect(items[2]?.Put?.Item).toMatchObject({ orderId: 'o1', status: 'BILLED', version: 4 });
    const condition = items[2]?.Put;
    expect(condition?.ConditionExpression).toMatch(/#status = :status/);
    expect(Object.values(condition?.ExpressionAttributeValues ?? {})).toContain('DONE');
  });

  it('answers a failed condition (another bill took the order) with RCPT_409_50_0001', async () => {
    const canceled = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    dynamo.on(TransactWriteCommand).rejects(canceled);
    await expect(dynamoBillWriter.createBill(bill, [order], CHANGE, now)).rejects.toMatchObject({
      code: 'RCPT_409_50_0001',
    });
  });

  it('stores the head as attributes and the rest as content, and reads it back as it was', () => {
    const item = receiptToItem(bill);
    expect(item).toMatchObject({ companyId: 'hansen', receiptId: 'bill-1', status: 'DRAFT', archived: false });
    expect('number' in item).toBe(false);
    expect(receiptFromItem({ ...item, number: undefined })).toEqual(bill);
  });

  it('creates a receipt only under a new id: an existing one is the error the caller names', async () => {
    const canceled = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    dynamo.on(TransactWriteCommand).rejects(canceled);
    const taken = new AppError('RCPT_409_50_0003');
    await expect(dynamoReceiptStore.create(bill, taken, CHANGE)).rejects.toBe(taken);
  });
});
