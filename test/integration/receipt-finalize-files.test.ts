import { beforeAll, describe, expect, it } from 'vitest';
import { demoOperatingUnits } from '../../lib/local/seed/demo-data';
import type { TOperatingUnit } from '../../schemas/api/company';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { sampleBill, totalsOfPositions } from '../../schemas/receipts/receipt-document.fixtures';
import { api, runtime } from '../support/api-client';
import { type Issues, RECEIPT_CUSTOMER, receiptBills } from '../support/receipt-bills';
import { putReceiptItem } from '../support/receipt-items';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });

/**
 * Issue 24 points 1, 3 and 9 through the HTTP API: no number without its files. Finalizing runs a dry run
 * of the files in the e-invoice service (Lambda Invoke) before it takes a number; a refused receipt keeps
 * its range's next number free. Fuel priced in 3 decimals and a discount finalize with their files, and so
 * does their cancellation bill. Every invoice states its time of supply. In number ranges of its own.
 */

const run = Math.random().toString(36).slice(2, 7).toUpperCase();
let owner: string;
const { newUnit, setPrefixes, createBill, finalize, read, filesOf } = receiptBills(() => owner);
let unit: string;
let unitWithoutIban: string;

const fuelAndDiscount = [
  { kind: 'RESOURCE', name: 'Diesel', quantity: '250', unit: 'l', unitPrice: '1.629' },
  { kind: 'SERVICE', name: 'Mähen', quantity: '3.5', unit: 'ha', unitPrice: '95', discountPercent: '7.5' },
  { kind: 'TEXT', name: 'Arbeiten auf dem Schlag Westerkoog' },
];

beforeAll(async () => {
  owner = await tenant.token('OWNER');
  unit = await newUnit(`Dateien ${run}`);
  const { iban: _iban, bic: _bic, ...input } = demoOperatingUnits[0]?.input ?? { name: '' };
  const withoutIban = await api<TOperatingUnit>('POST', '/structures/operating-units', {
    token: owner,
    body: { ...input, name: `Ohne IBAN ${run}` },
  });
  expect(withoutIban.status, JSON.stringify(withoutIban.body)).toBe(201);
  unitWithoutIban = withoutIban.body.id;
  await setPrefixes({ [unit]: `F${run}-`, [unitWithoutIban]: `I${run}-` });
});

describe('finalizing with a dry run of the files', () => {
  it('finalizes a fuel price of 3 decimals and a discount with its files, and cancels it with files', async () => {
    const draft = await createBill(unit, { positions: fuelAndDiscount });
    const finalized = await finalize(draft);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const withFiles = await filesOf(finalized.body.id);
    expect(withFiles.documents?.pdfKey).toBeTruthy();

    const cancelled = await api<{ cancellationBill: TReceipt }>('POST', `/receipts/bills/${withFiles.id}/cancel`, {
      token: owner,
      body: { version: withFiles.version, reason: 'Falscher Schlag' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    const cancellationId = cancelled.body.cancellationBill.id;
    await expect
      .poll(
        async () =>
          (await api<TReceipt>('GET', `/receipts/cancellation-bills/${cancellationId}`, { token: owner })).body
            .documents,
        { timeout: 30_000 },
      )
      .not.toBeNull();
  });

  it('refuses what the files could not carry at the field, and takes no number for it', async () => {
    const transfer = { paymentTerms: { method: 'TRANSFER', paymentTermDays: 14 } };
    const refused = await finalize(await createBill(unitWithoutIban, transfer));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.issues).toContainEqual({
      path: 'operatingUnitId',
      message: 'Für die Überweisung fehlt die IBAN des Betriebs.',
    });

    // The range's first number is still free: a direct debit needs no IBAN of the unit.
    const debit = { paymentTerms: { method: 'DIRECT_DEBIT', paymentTermDays: 14 } };
    const finalized = await finalize(await createBill(unitWithoutIban, debit));
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    expect(finalized.body.number).toBe(`I${run}-RE-${finalized.body.date?.slice(0, 4)}-0001`);
  });

  it('refuses an invoice without time of supply until its date is confirmed as the day of supply', async () => {
    const draft = await createBill(unit, { servicePeriodStart: null, servicePeriodEnd: null });
    const refused = await finalize(draft);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'RCPT_400_30_0001', issues: [{ path: 'servicePeriodStart' }] });

    const confirmed = await api<TReceipt & Issues>('POST', `/receipts/bills/${draft.id}/finalize`, {
      token: owner,
      body: { version: draft.version, supplyOnReceiptDate: true },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.deliveryDate).toBe(confirmed.body.date);
  });

  it('lets a credit note name the finalized bill it corrects, and no other', async () => {
    const bill = await filesOf((await finalize(await createBill(unit))).body.id);
    const creditNote = (referencedReceiptId: string) =>
      api<TReceipt & Issues>('POST', '/receipts/credit-notes', {
        token: owner,
        body: {
          operatingUnitId: unit,
          customerId: RECEIPT_CUSTOMER,
          servicePeriodStart: '2026-03-02',
          servicePeriodEnd: '2026-03-06',
          referencedReceiptId,
          positions: [{ name: 'Gutschrift Mähen', quantity: '1', unitPrice: '50' }],
        },
      });
    const made = await creditNote(bill.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.referencedReceipt).toEqual({ id: bill.id, type: 'BILL', number: bill.number, date: bill.date });

    const draftBill = await createBill(unit);
    const wrong = await creditNote(draftBill.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'RCPT_400_30_0002', issues: [{ path: 'referencedReceiptId' }] });
  });
});

describe('a receipt stuck without files', () => {
  it('gets them from the retry when it is read: a bill numbered before fuel prices had 3 decimals', async () => {
    const company = tenant.login('OWNER').companyId;
    const bill = await read((await createBill(unit)).id);
    const base = sampleBill();
    const positions = base.positions.map((position, index) =>
      index === 0 ? { ...position, name: 'Diesel', quantity: '250', unit: 'l' as const, unitPrice: '1.629' } : position,
    );
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const stuck: TReceipt = {
      ...base,
      id: `stuck-${run}`,
      companyId: company,
      number: `S${run}-RE-2026-0010`,
      operatingUnitId: unit,
      customerId: RECEIPT_CUSTOMER,
      recipient: bill.recipient,
      positions,
      totals: totalsOfPositions(positions),
      finalizedAt: tenMinutesAgo,
      updatedAt: tenMinutesAgo,
    };
    await putReceiptItem(stuck);
    await expect.poll(async () => (await read(stuck.id)).documents, { timeout: 30_000, interval: 1000 }).not.toBeNull();
  });
});

describe('the dry run', () => {
  it('is the e-invoice function alone: not reachable through the HTTP API', async () => {
    const answer = await fetch(`${runtime().apiUrl}/invoices/dry-run`, { method: 'POST', body: '{}' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await read((await createBill(unit)).id)).status).toBe('DRAFT');
  });
});
