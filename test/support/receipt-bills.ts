import { expect } from 'vitest';
import { demoOperatingUnits } from '../../lib/local/seed/demo-data';
import type { TOperatingUnit } from '../../schemas/api/company';
import type { TReceipt } from '../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../schemas/receipts/settings';
import { api } from './api-client';

export type Issues = { code: string; issues?: { path: string; message: string }[] };
type Settings = TReceiptSettings & { version: number };

export const RECEIPT_CUSTOMER = 'demo-customer-10001';

/**
 * Bills of the demo company through the receipts routes, for the integration files of issue 14. Each file
 * works in number ranges of its own: operating units it creates with a prefix of their own ({BETRIEB}), so
 * files finalizing at the same time never share a number. `token` is the owner's, read when called.
 */
export const receiptBills = (token: () => string) => {
  const newUnit = async (name: string) => {
    const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
      token: token(),
      // The receipt data of a demo unit: an invoice is finalized only when its e-invoice passes the rules.
      body: { ...demoOperatingUnits[0]?.input, name },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  /**
   * Gives the units their prefixes and puts {BETRIEB} in front of the bill and cancellation formats: the demo
   * units have no prefix, so their numbers stay as they were. Read again on a conflict (other files save too).
   */
  const setPrefixes = async (prefixes: Record<string, string>) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await api<Settings>('GET', '/receipts/settings', { token: token() });
      body.types.BILL.numberFormat = '{BETRIEB}RE-{JJJJ}-{NR:4}';
      body.types.CANCELLATION_BILL.numberFormat = '{BETRIEB}ST-{JJJJ}-{NR:4}';
      const saved = await api('PUT', '/receipts/settings', {
        token: token(),
        body: { ...body, unitPrefixes: { ...body.unitPrefixes, ...prefixes } },
      });
      if (saved.status === 200) return;
      expect(saved.status).toBe(409);
    }
    throw new Error('the receipt settings kept changing');
  };

  const bill = (operatingUnitId: string, fields: object = {}) => ({
    operatingUnitId,
    customerId: RECEIPT_CUSTOMER,
    // Every invoice states its time of supply (§14 Abs. 4 Nr. 6 UStG); finalizing refuses one without.
    servicePeriodStart: '2026-03-02',
    servicePeriodEnd: '2026-03-06',
    positions: [
      { kind: 'SERVICE', name: 'Mais häckseln', quantity: '12.5', unit: 'ha', unitPrice: '80' },
      { kind: 'RESOURCE', name: 'Diesel', quantity: '100', unit: 'l', unitPrice: '1.5', vatPercentPoints: 7 },
    ],
    ...fields,
  });

  const createBill = async (operatingUnitId: string, fields: object = {}, as = token()) => {
    const created = await api<TReceipt>('POST', '/receipts/bills', { token: as, body: bill(operatingUnitId, fields) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  const finalize = (receipt: TReceipt, as = token()) =>
    api<TReceipt & Issues>('POST', `/receipts/bills/${receipt.id}/finalize`, {
      token: as,
      body: { version: receipt.version },
    });

  const read = async (id: string) => (await api<TReceipt>('GET', `/receipts/bills/${id}`, { token: token() })).body;

  /** The receipt once its files are stored (the documents queue's consumer), within a deadline. */
  const filesOf = async (id: string) => {
    await expect.poll(async () => (await read(id)).documents, { timeout: 30_000 }).not.toBeNull();
    return read(id);
  };

  return { newUnit, setPrefixes, bill, createBill, finalize, read, filesOf };
};
