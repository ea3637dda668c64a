import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { sampleBill, sampleCompany, sampleUnit } from '../../schemas/receipts/receipt-document-fixtures';
import { eInvoiceCheck } from './einvoice-check';

const draft = sampleBill({ status: 'DRAFT', number: null, date: null });
const check = (format: 'XRECHNUNG_UBL' | 'PDF_ONLY', unit = sampleUnit()) =>
  eInvoiceCheck({ issuers: async () => ({ company: sampleCompany(), unit }), eInvoiceFormat: async () => format });

describe('eInvoiceCheck (before finalizing)', () => {
  it('lets a complete invoice pass', async () => {
    await expect(check('XRECHNUNG_UBL')(draft)).resolves.toBeUndefined();
  });

  it('refuses an XRechnung without a Leitweg-ID, naming every problem in German', async () => {
    const receipt = { ...draft, recipient: draft.recipient && { ...draft.recipient, buyerReference: undefined } };
    const refused = await check('XRECHNUNG_UBL')(receipt).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    if (!(refused instanceof AppError)) return;
    expect(refused.code).toMatch(/^EINV_400_/);
    expect(refused.issues?.length).toBeGreaterThan(0);
    expect(refused.issues?.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('asks nothing of a delivery note or a PDF-only customer', async () => {
    const receipt = { ...draft, recipient: draft.recipient && { ...draft.recipient, buyerReference: undefined } };
    await expect(check('PDF_ONLY')(receipt)).resolves.toBeUndefined();
    await expect(check('XRECHNUNG_UBL')({ ...receipt, type: 'DELIVERY_NOTE' })).resolves.toBeUndefined();
  });
});
