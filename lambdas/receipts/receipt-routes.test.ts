import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schemas/api/endpoint';
import { cancelBill, receiptEndpoints } from '../../schemas/api/receipts';
import { AppError } from '../../schemas/errors';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../schemas/receipts/settings';
import type { TDocumentsMessage } from '../platform/documents-queue';
import type { Route } from '../platform/http';
import { billRoutes } from './bill-routes';
import { finalizeDraft, receiptNumberOf } from './domain/finalize';
import { billDraft, customer } from './domain/receipt.fixtures';
import type { BeforeFinalize } from './receipt-routes';
import { receiptRoutes } from './receipt-routes';
import type { ReceiptStore } from './receipt-store';

/** The store in memory: every number range starts at 1 (the table's transactions are integration-tested). */
const memoryStore = (receipts: TReceipt[]) => {
  const byId = new Map(receipts.map((receipt) => [receipt.id, receipt]));
  const settings = ZReceiptSettings.parse({});
  const store: ReceiptStore = {
    get: async (_companyId, type, id) => [byId.get(id)].find((receipt) => receipt?.type === type),
    list: async (_companyId, type) => [...byId.values()].filter((receipt) => receipt.type === type),
    save: async (receipt) => void byId.set(receipt.id, receipt),
    removeDraft: async (receipt) => void byId.delete(receipt.id),
    history: async () => [],
    finalize: async (draft, rangeSettings, facts) => {
      const finalized = finalizeDraft(draft, { ...facts, number: receiptNumberOf(rangeSettings, draft, 1) });
      byId.set(finalized.id, finalized);
      return finalized;
    },
    cancel: async (cancellation, bill, rangeSettings, facts) => {
      const finalized = finalizeDraft(cancellation, {
        ...facts,
        number: receiptNumberOf(rangeSettings, cancellation, 1),
      });
      byId.set(finalized.id, finalized);
      byId.set(bill.cancelled.id, bill.cancelled);
      return finalized;
    },
    getSettings: async () => ({ settings, version: 0 }),
    putSettings: async () => {},
  };
  return { store, byId };
};

const setup = (
  beforeFinalize: BeforeFinalize = async () => {},
  { queueDown = false, now = '2026-04-02T08:00:00.000Z', draftFields = {} } = {},
) => {
  const { store, byId } = memoryStore([
    {
      ...billDraft({ servicePeriodStart: '2026-03-02', servicePeriodEnd: '2026-03-06', ...draftFields }),
      companyId: 'company-1',
    },
  ]);
  const queued: TDocumentsMessage[] = [];
  const deps = {
    receipts: store,
    customers: async () => customer,
    existingIds: async (_companyId: string, _target: string, ids: readonly string[]) => new Set(ids),
    documents: {
      enqueue: async (message: TDocumentsMessage) => {
        if (queueDown) throw new Error('queue unreachable');
        queued.push(message);
      },
    },
    userName: async () => 'Jens Hansen',
    clock: { now: () => new Date(now) },
    ids: { newId: () => 'storno-1' },
  };
  const routes = [...receiptRoutes({ ...deps, beforeFinalize }), ...billRoutes({ ...deps, beforeFinalize })];
  const call = (endpoint: Endpoint, body: unknown) => {
    const found: Route | undefined = routes.find((candidate) => candidate.endpoint === endpoint);
    if (!found) throw new Error(`no route ${endpoint.path}`);
    return found.handle(
      { params: { receiptId: 'bill-1' }, query: { companyId: 'company-1' }, body },
      {
        claims: {
          sub: 'user-1',
          iat: 0,
          defaultCompanyId: 'company-1',
          roles: { 'company-1': 'OWNER' },
          customerIds: {},
          adminLevel: 'NONE',
          inactiveCompanyIds: [],
        },
        company: { companyId: 'company-1', role: 'OWNER' },
        requestId: 'r',
        logger: new Logger({ serviceName: 'receipts-test', logLevel: 'SILENT' }),
      },
    );
  };
  return { call, queued, byId };
};

describe('finalizing through the route', () => {
  it('puts the finalized receipt on the documents queue, after it is stored', async () => {
    const { call, queued, byId } = setup();
    await call(receiptEndpoints.BILL.finalize, { version: 1 });
    expect(byId.get('bill-1')).toMatchObject({
      status: 'FINALIZED',
      number: 'RE-2026-0001',
      finalizedBy: 'Jens Hansen',
    });
    expect(queued).toEqual([{ companyId: 'company-1', receiptId: 'bill-1', type: 'BILL' }]);
  });

  it('asks the beforeFinalize port first: its refusal finalizes and queues nothing', async () => {
    const { call, queued, byId } = setup(async () => {
      throw new AppError('LW_400_01_0001', { issues: [{ path: 'positions', message: 'E-Rechnung ungültig' }] });
    });
    await expect(call(receiptEndpoints.BILL.finalize, { version: 1 })).rejects.toThrow(AppError);
    expect(byId.get('bill-1')?.status).toBe('DRAFT');
    expect(queued).toEqual([]);
  });

  it('hands the dry run the receipt as it would be finalized, numbered in its format', async () => {
    const candidates: TReceipt[] = [];
    const { call, byId } = setup(async (candidate) => void candidates.push(candidate));
    await call(receiptEndpoints.BILL.finalize, { version: 1 });
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ id: 'bill-1', status: 'FINALIZED', number: 'RE-2026-9999' });
    expect(byId.get('bill-1')?.number).toBe('RE-2026-0001');
  });

  it('finalizes with the recipient as the customer is now, not as the draft was saved', async () => {
    const { call, byId } = setup();
    const draft = byId.get('bill-1');
    if (!draft?.recipient) throw new Error('no draft');
    byId.set('bill-1', { ...draft, recipient: { ...draft.recipient, street: undefined, city: undefined } });
    const finalized = await call(receiptEndpoints.BILL.finalize, { version: 1 });
    expect(finalized).toMatchObject({ recipient: { street: 'Deichweg 4', city: 'Husum' } });
  });

  it('refuses a bill that says no time of supply, unless the receipt date is confirmed as its day', async () => {
    const noSupply = { servicePeriodStart: null, servicePeriodEnd: null };
    const refused = setup(undefined, { draftFields: noSupply });
    await expect(refused.call(receiptEndpoints.BILL.finalize, { version: 1 })).rejects.toMatchObject({
      code: 'RCPT_400_30_0001',
      issues: [{ path: 'servicePeriodStart' }],
    });
    expect(refused.byId.get('bill-1')?.status).toBe('DRAFT');

    const confirmed = setup(undefined, { draftFields: noSupply });
    const finalized = await confirmed.call(receiptEndpoints.BILL.finalize, { version: 1, supplyOnReceiptDate: true });
    expect(finalized).toMatchObject({ status: 'FINALIZED', date: '2026-03-11', deliveryDate: '2026-03-11' });
  });

  it('takes the days of the positions as the time of supply', async () => {
    const { call } = setup(undefined, {
      draftFields: {
        servicePeriodStart: null,
        servicePeriodEnd: null,
        positions: [{ name: 'Pflügen', quantity: '3', unit: 'ha', unitPrice: '95', serviceDate: '2026-03-04' }],
      },
    });
    await expect(call(receiptEndpoints.BILL.finalize, { version: 1 })).resolves.toMatchObject({
      status: 'FINALIZED',
      deliveryDate: null,
    });
  });

  it('refuses a CHF bill without the rate for its VAT in EUR', async () => {
    const { call } = setup(undefined, { draftFields: { currency: 'CHF' } });
    await expect(call(receiptEndpoints.BILL.finalize, { version: 1 })).rejects.toMatchObject({
      code: 'RCPT_400_30_0003',
      issues: [{ path: 'vatExchangeRate' }],
    });
  });

  it('answers the finalized receipt when the queue is down (the number is given), and a later read asks again', async () => {
    const down = setup(undefined, { queueDown: true });
    await expect(down.call(receiptEndpoints.BILL.finalize, { version: 1 })).resolves.toMatchObject({
      status: 'FINALIZED',
    });
    expect(down.queued).toEqual([]);

    const finalized = down.byId.get('bill-1');
    if (!finalized) throw new Error('not stored');
    const soon = setup(undefined, { now: '2026-04-02T08:00:30.000Z' });
    soon.byId.set('bill-1', finalized);
    await soon.call(receiptEndpoints.BILL.get, undefined);
    expect(soon.queued).toEqual([]);
    const later = setup(undefined, { now: '2026-04-02T08:05:00.000Z' });
    later.byId.set('bill-1', finalized);
    await later.call(receiptEndpoints.BILL.get, undefined);
    expect(later.queued).toEqual([{ companyId: 'company-1', receiptId: 'bill-1', type: 'BILL' }]);
  });

  it('asks again for the files of a receipt stuck without them when its list is read', async () => {
    const down = setup(undefined, { queueDown: true });
    await down.call(receiptEndpoints.BILL.finalize, { version: 1 });
    const stuck = down.byId.get('bill-1');
    if (!stuck) throw new Error('not stored');
    const later = setup(undefined, { now: '2026-04-02T09:00:00.000Z' });
    later.byId.set('bill-1', stuck);
    await later.call(receiptEndpoints.BILL.list, undefined);
    expect(later.queued).toEqual([{ companyId: 'company-1', receiptId: 'bill-1', type: 'BILL' }]);
  });

  it('queues the cancellation bill of a cancelled bill', async () => {
    const { call, queued } = setup();
    await call(receiptEndpoints.BILL.finalize, { version: 1 });
    await call(cancelBill, { version: 2, reason: '' });
    expect(queued.at(-1)).toEqual({ companyId: 'company-1', receiptId: 'storno-1', type: 'CANCELLATION_BILL' });
  });

  it('makes a cancellation bill only when the dry run made its files', async () => {
    const types: string[] = [];
    const { call, byId } = setup(async (candidate) => {
      types.push(candidate.type);
      if (candidate.type === 'CANCELLATION_BILL') {
        throw new AppError('RCPT_400_40_0001', { issues: [{ path: '', message: 'nicht erstellbar' }] });
      }
    });
    await call(receiptEndpoints.BILL.finalize, { version: 1 });
    await expect(call(cancelBill, { version: 2, reason: '' })).rejects.toMatchObject({ code: 'RCPT_400_40_0001' });
    expect(types).toEqual(['BILL', 'CANCELLATION_BILL']);
    expect(byId.get('bill-1')?.cancelledByReceiptId).toBeNull();
    expect(byId.has('storno-1')).toBe(false);
  });
});
