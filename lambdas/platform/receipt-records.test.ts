import { describe, expect, it } from 'vitest';
import { sampleBill } from '../../schemas/receipts/receipt-document-fixtures';
import { memoryReceiptRecords } from './receipt-fakes';
import { changeFinalizedReceipt, receiptFromItem } from './receipt-records';

const KEY = { companyId: 'company-1', type: 'BILL', receiptId: 'rcpt-1' } as const;

describe('receiptFromItem', () => {
  it('reads the head attributes and the content back into the receipt', () => {
    const { id, companyId, type, status, number, archived, version, createdAt, updatedAt, ...content } = sampleBill();
    const item = {
      receiptId: id,
      companyId,
      type,
      status,
      number: number ?? undefined,
      archived,
      version,
      createdAt,
      updatedAt,
      content,
    };
    expect(receiptFromItem(item)).toEqual(sampleBill());
  });

  it('reads a draft without a number as number null', () => {
    const { id, companyId, type, archived, version, createdAt, updatedAt, ...content } = sampleBill();
    const item = {
      receiptId: id,
      companyId,
      type,
      status: 'DRAFT' as const,
      archived,
      version,
      createdAt,
      updatedAt,
      content,
    };
    expect(receiptFromItem(item).number).toBeNull();
  });
});

describe('changeFinalizedReceipt', () => {
  it('writes the change as the next version', async () => {
    const { records, receipts } = memoryReceiptRecords([sampleBill()]);
    const written = await changeFinalizedReceipt(
      records,
      KEY,
      (receipt) => ({ ...receipt, sentTo: ['a@b.example'] }),
      'Versendet',
    );
    expect(written).toMatchObject({ version: 3, sentTo: ['a@b.example'] });
    expect(receipts.get('rcpt-1')).toEqual(written);
  });

  it('changes nothing of a draft, of an unknown receipt, or when the change declines', async () => {
    const { records, writes } = memoryReceiptRecords([sampleBill({ status: 'DRAFT', number: null })]);
    expect(await changeFinalizedReceipt(records, KEY, (receipt) => receipt, 'x')).toBeUndefined();
    expect(
      await changeFinalizedReceipt(records, { ...KEY, receiptId: 'gone' }, (receipt) => receipt, 'x'),
    ).toBeUndefined();
    const finalized = memoryReceiptRecords([sampleBill()]);
    expect(await changeFinalizedReceipt(finalized.records, KEY, () => undefined, 'x')).toBeUndefined();
    expect([...writes, ...finalized.writes]).toEqual([]);
  });
});
