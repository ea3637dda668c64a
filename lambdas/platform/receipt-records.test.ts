import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { sampleBill } from '../../schemas/receipts/receipt-document.fixtures';
import { memoryReceiptRecords } from './receipt-fakes.test-kit';
import { changeFinalizedReceipt, type ReceiptChange, receiptFromItem } from './receipt-records';

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

  it('names every version it writes for the history: what, when, and who (the system unless named)', async () => {
    const { records } = memoryReceiptRecords([sampleBill()]);
    const changes: ReceiptChange[] = [];
    const recording = {
      ...records,
      writeFinalizedChange: async (changed: TReceipt, readVersion: number, change: ReceiptChange) => {
        changes.push(change);
        return records.writeFinalizedChange(changed, readVersion, change);
      },
    };
    const at = '2026-04-02T08:00:00.000Z';
    await changeFinalizedReceipt(recording, KEY, (receipt) => ({ ...receipt, updatedAt: at }), 'Dateien erstellt');
    const by = { change: 'Versendet an a@b.example', userId: 'user-1', userName: 'Jens Hansen' };
    await changeFinalizedReceipt(recording, KEY, (receipt) => ({ ...receipt, updatedAt: at }), by);
    expect(changes).toEqual([
      { at, userId: 'system', userName: 'System', change: 'Dateien erstellt' },
      { at, ...by },
    ]);
  });
});
