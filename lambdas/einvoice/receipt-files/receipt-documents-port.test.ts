import { describe, expect, it } from 'vitest';
import { sampleBill, sampleCompany, sampleUnit } from '../../../schemas/receipts/receipt-document.fixtures';
import { memoryReceiptRecords } from '../../platform/receipt-fakes.test-kit';
import { receiptEInvoiceDocuments } from './receipt-documents-port';

const port = () =>
  receiptEInvoiceDocuments(memoryReceiptRecords([sampleBill()]).records, async () => ({
    company: sampleCompany(),
    unit: sampleUnit(),
  }));
const reference = {
  companyId: 'company-1',
  operatingUnitId: 'unit-1',
  receiptType: 'BILL',
  receiptId: 'rcpt-1',
} as const;

describe('receiptEInvoiceDocuments', () => {
  it('maps the stored receipt with its stored unit', async () => {
    const document = await port().documentOf(reference);
    expect(document).toMatchObject({
      typeCode: '380',
      number: 'RE-2026-0042',
      seller: { iban: 'DE02120300000000202051' },
    });
  });

  it('knows no receipt of another unit, type or company', async () => {
    expect(await port().documentOf({ ...reference, operatingUnitId: 'unit-2' })).toBeUndefined();
    expect(await port().documentOf({ ...reference, receiptType: 'CREDIT_NOTE' })).toBeUndefined();
    expect(await port().documentOf({ ...reference, companyId: 'company-2' })).toBeUndefined();
  });
});
