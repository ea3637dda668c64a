import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type { TReceipt } from '../../../schemas/receipts/receipt';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document.fixtures';
import { memoryReceiptRecords, memoryStorage } from '../../platform/receipt-fakes.test-kit';
import { renderQueuedReceipts } from './documents-consumer';
import { storeReceiptFiles } from './store-receipt-files';

const NOW = new Date('2026-08-14T10:00:05.000Z');
const KEY = { companyId: 'company-1', type: 'BILL', receiptId: 'rcpt-1' } as const;

const setup = (receipts: TReceipt[] = [sampleBill()], eInvoiceFormat = 'XRECHNUNG_CII' as const) => {
  const { records, receipts: stored, writes } = memoryReceiptRecords(receipts);
  const { storage, objects } = memoryStorage();
  const renderers = {
    pdf: vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])),
    xml: vi.fn(async () => '<xml/>'),
    facturX: vi.fn(async (_document: unknown, pdf: Uint8Array) => pdf),
  };
  const context = async () => ({ company: sampleCompany(), unit: sampleUnit(), eInvoiceFormat });
  const logger = { warn: vi.fn() };
  const store = storeReceiptFiles({ records, context, storage, renderers, clock: { now: () => NOW }, logger });
  return { store, stored, writes, objects, renderers, records, logger };
};

describe('storeReceiptFiles', () => {
  it('stores the files under Object Lock until the retention ends and records them on the receipt', async () => {
    const { store, stored, objects } = setup();
    expect(await store(KEY)).toBe('stored');
    const pdfKey = 'companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.pdf';
    const xmlKey = 'companies/company-1/receipts/BILL/rcpt-1/RE-2026-0042.xml';
    expect([...objects.keys()]).toEqual([pdfKey, xmlKey]);
    for (const object of objects.values()) {
      expect(object.options).toEqual({ retainUntil: new Date('2037-01-01T00:00:00.000Z') });
    }
    expect(stored.get('rcpt-1')).toMatchObject({
      documents: { pdfKey, xmlKey, eInvoiceFormat: 'XRECHNUNG_CII' },
      version: 3,
      updatedAt: NOW.toISOString(),
    });
  });

  it('logs the codes when the receipt goes out without its e-invoice', async () => {
    const bill = sampleBill();
    const { store, logger, stored } = setup([
      sampleBill({
        recipient: bill.recipient && { ...bill.recipient, buyerReference: undefined, customerNumber: null },
      }),
    ]);
    expect(await store(KEY)).toBe('stored');
    expect(stored.get('rcpt-1')?.documents?.eInvoiceFormat).toBe('PDF_ONLY');
    expect(logger.warn).toHaveBeenCalledWith('receipt without its e-invoice', {
      receiptId: 'rcpt-1',
      codes: ['EINV_400_02_0003'],
    });
  });

  it('changes nothing on a replay, for a draft, or for an unknown receipt', async () => {
    const { store, writes, renderers } = setup([
      sampleBill(),
      sampleBill({ id: 'draft', status: 'DRAFT', number: null }),
    ]);
    await store(KEY);
    expect(await store(KEY)).toBe('unchanged');
    expect(await store({ ...KEY, receiptId: 'draft' })).toBe('unchanged');
    expect(await store({ ...KEY, receiptId: 'unknown' })).toBe('unchanged');
    expect(writes).toHaveLength(1);
    expect(renderers.pdf).toHaveBeenCalledTimes(1);
  });

  it('records the files on the newer version when the receipt changed meanwhile (a payment)', async () => {
    const { store, stored, records } = setup();
    const read = records.read;
    let first = true;
    records.read = async (key) => {
      const receipt = await read(key);
      // Between this read and the write a payment makes version 3.
      if (first && receipt)
        stored.set(receipt.id, { ...receipt, version: 3, payment: { ...receipt.payment, status: 'PAID' } });
      first = false;
      return receipt;
    };
    expect(await store(KEY)).toBe('stored');
    expect(stored.get('rcpt-1')).toMatchObject({
      version: 4,
      payment: { status: 'PAID' },
      documents: { xmlKey: expect.any(String) },
    });
  });
});

const event = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, index) => ({
    messageId: `m${index}`,
    receiptHandle: '',
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: '',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:documents',
    awsRegion: 'eu-central-1',
  })),
});

describe('renderQueuedReceipts', () => {
  it('stores each message and reports only the failed ones for another try', async () => {
    const store = vi.fn(async (key: { receiptId: string }) => {
      if (key.receiptId === 'broken') throw new Error('render failed');
      return 'stored' as const;
    });
    const logger = { info: vi.fn(), error: vi.fn() };
    const consume = renderQueuedReceipts(store, logger);
    const result = await consume(
      event(JSON.stringify(KEY), JSON.stringify({ ...KEY, receiptId: 'broken' }), '{"not":"a receipt"}'),
    );
    expect(store).toHaveBeenCalledWith(KEY);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }]);
  });
});
