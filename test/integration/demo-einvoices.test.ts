import { beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { api } from '../support/api-client';
import { describeAsserts, loadRules, validateEInvoice } from '../support/einvoice-oracle';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });

/**
 * Issue 24 acceptance 6: the demo company bills its two municipalities (XRechnung UBL and CII with their
 * Leitweg-IDs, no USt-IdNr.) and bills from its Schleswig unit out of the box, through the API as the
 * office does: made, finalized, its files stored, and the XML passes the official rules with no error.
 */

let owner: string;

beforeAll(async () => {
  loadRules();
  owner = await tenant.token('OWNER');
});

const billFor = async (customerId: string, operatingUnitId: string) => {
  const created = await api<TReceipt>('POST', '/receipts/bills', {
    token: owner,
    body: {
      operatingUnitId,
      customerId,
      subject: 'Winterdienst',
      servicePeriodStart: '2026-11-02',
      servicePeriodEnd: '2026-11-20',
      positions: [
        { kind: 'SERVICE', name: 'Schneeräumen', quantity: '7.5', unit: 'h', unitPrice: '95' },
        { kind: 'RESOURCE', name: 'Diesel', quantity: '120', unit: 'l', unitPrice: '1.629' },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const finalized = await api<TReceipt>('POST', `/receipts/bills/${created.body.id}/finalize`, {
    token: owner,
    body: { version: created.body.version },
  });
  expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
  let stored = finalized.body;
  await expect
    .poll(
      async () => {
        stored = (await api<TReceipt>('GET', `/receipts/bills/${created.body.id}`, { token: owner })).body;
        return stored.documents;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return stored;
};

const xmlOf = async (bill: TReceipt) => {
  const link = await api<{ url: string }>('GET', `/receipts/bills/${bill.id}/document?format=xml`, { token: owner });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return (await fetch(link.body.url)).text();
};

describe('the demo company bills out of the box', () => {
  it.each([
    ['Gemeinde Viöl', 'demo-customer-10011', 'XRECHNUNG_UBL', '010545470000-RECHNUNG-66'],
    ['Gemeinde Ostenfeld', 'demo-customer-10028', 'XRECHNUNG_CII', '010545200000-KAEMMEREI-57'],
  ])(
    '%s: an XRechnung with its Leitweg-ID that passes the official rules',
    async (_name, customerId, format, leitwegId) => {
      const bill = await billFor(customerId, 'demo-unit-husum');
      expect(bill.recipient?.vatId).toBeUndefined();
      expect(bill.documents?.eInvoiceFormat).toBe(format);
      const xml = await xmlOf(bill);
      expect(xml).toContain(leitwegId);
      expect(xml).toContain('1.629');
      const validation = await validateEInvoice(xml);
      expect(describeAsserts(validation.failures)).toBe('');
    },
  );

  it('the Schleswig unit: a bill with its own number and files', async () => {
    const bill = await billFor('demo-customer-10005', 'demo-unit-schleswig');
    expect(bill.number).toMatch(/RE-\d{4}-\d{4}/);
    expect(bill.documents?.pdfKey).toBeTruthy();
  });
});
