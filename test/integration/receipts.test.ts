import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_VERSION_HEADER } from '../../schemas/api/client-version';
import type { TReceipt, TReceiptSummary } from '../../schemas/receipts/receipt';
import { receiptMessages } from '../../schemas/receipts/receipt';
import type { TReceiptSettings } from '../../schemas/receipts/settings';
import { api, runtime } from '../support/api-client';
import { type Issues, RECEIPT_CUSTOMER, receiptBills } from '../support/receipt-bills';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });
/** A company without the bookkeeping add-on: the receipts and mail services refuse it (services.md §5). */
const withoutBookkeeping = await newTenant({ bookkeeping: false });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * The receipts service's core through its routes (issue 14 points 1 and 3): drafts, their history, the
 * gapless number of finalizing, cancelling a bill, payments, and who may do what, in number ranges of its
 * own (test/support/receipt-bills.ts). A bill's orders: receipt-orders.test.ts.
 */

type Settings = TReceiptSettings & { version: number };
type History = { items: { version: number; by: string; change: string; receipt: TReceipt }[] };

const run = Math.random().toString(36).slice(2, 7).toUpperCase();

let owner: string;
let neighbour: string;

const { newUnit, setPrefixes, bill, createBill, finalize, read, filesOf } = receiptBills(() => owner);

let unitA: string;
let unitB: string;

beforeAll(async () => {
  [owner, neighbour] = await Promise.all([tenant.token('OWNER'), otherTenant.token('OWNER')]);
  [unitA, unitB] = await Promise.all([newUnit(`Belege A ${run}`), newUnit(`Belege B ${run}`)]);
  await setPrefixes({ [unitA]: `A${run}-`, [unitB]: `B${run}-` });
});

describe('a bill from draft to cancellation', () => {
  it('is made, changed, finalized with its number, frozen, cancelled; its history lists the changes', async () => {
    const draft = await createBill(unitA, { subject: 'Ernte' });
    expect(draft).toMatchObject({
      type: 'BILL',
      status: 'DRAFT',
      number: null,
      version: 1,
      recipient: { customerId: RECEIPT_CUSTOMER, name: expect.any(String) },
      totals: { net: '1150', tax: '200.5', gross: '1350.5' },
    });
    expect(draft.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const changed = await api<TReceipt>('PATCH', `/receipts/bills/${draft.id}`, {
      token: owner,
      body: {
        ...bill(unitA, { subject: 'Ernte 2026', positions: draft.positions, paymentTerms: draft.paymentTerms }),
        version: 1,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subject: 'Ernte 2026', version: 2 });
    const stale = await api<Issues>('PATCH', `/receipts/bills/${draft.id}`, {
      token: owner,
      body: { ...bill(unitA, { subject: 'Zu spät' }), version: 1 },
    });
    expect(stale.status).toBe(409);

    const finalized = await finalize(changed.body);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const year = draft.date?.slice(0, 4);
    expect(finalized.body).toMatchObject({ status: 'FINALIZED', number: `A${run}-RE-${year}-0001`, version: 3 });
    expect(finalized.body.finalizedAt).not.toBeNull();

    const frozen = await api<Issues>('PATCH', `/receipts/bills/${draft.id}`, {
      token: owner,
      body: { ...bill(unitA, { subject: 'Geändert' }), version: 3 },
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.code).toBe('RCPT_409_30_0001');
    // Only the files the e-invoice service renders from the documents queue come after finalizing.
    const withFiles = await filesOf(draft.id);
    expect({ ...withFiles, documents: null, version: 3, updatedAt: null }).toEqual({
      ...finalized.body,
      updatedAt: null,
    });
    const removed = await api('DELETE', `/receipts/bills/${draft.id}?version=3`, { token: owner });
    expect(removed.status).toBe(409);

    const history = await api<History>('GET', `/receipts/bills/${draft.id}/history`, { token: owner });
    // Every stored version, the files the e-invoice service recorded after finalizing too (issue 24).
    expect(history.body.items.map(({ version, change, by }) => [version, change, by])).toEqual([
      [4, 'Dateien erstellt', 'System'],
      [3, `Festgeschrieben als A${run}-RE-${year}-0001`, 'Jens Hansen'],
      [2, 'Geändert: Betreff', 'Jens Hansen'],
      [1, 'Angelegt', 'Jens Hansen'],
    ]);
    expect(history.body.items[0]?.receipt.documents).toEqual(withFiles.documents);
    expect(history.body.items[2]?.receipt.subject).toBe('Ernte 2026');

    const cancelled = await api<{ bill: TReceipt; cancellationBill: TReceipt }>(
      'POST',
      `/receipts/bills/${draft.id}/cancel`,
      { token: owner, body: { version: withFiles.version, reason: 'Falscher Kunde' } },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    const { cancellationBill } = cancelled.body;
    expect(cancellationBill).toMatchObject({
      type: 'CANCELLATION_BILL',
      status: 'FINALIZED',
      number: `A${run}-ST-${year}-0001`,
      referencedReceipt: { id: draft.id, type: 'BILL', number: `A${run}-RE-${year}-0001`, date: draft.date },
      totals: { net: '-1150', tax: '-200.5', gross: '-1350.5' },
    });
    expect(cancellationBill.positions.map(({ quantity }) => quantity)).toEqual(['-12.5', '-100']);
    expect(cancellationBill.introText).toContain('Falscher Kunde');
    expect(await read(draft.id)).toMatchObject({
      payment: { status: 'CANCELLED' },
      cancelledByReceiptId: cancellationBill.id,
    });
    const stored = await api<TReceipt>('GET', `/receipts/cancellation-bills/${cancellationBill.id}`, { token: owner });
    // The documents queue may have stored its files on it meanwhile (one more version); everything else is
    // as answered.
    const { documents, updatedAt: _stored, version, ...storedHead } = stored.body;
    const { updatedAt: _answered, documents: _none, version: answeredVersion, ...answeredHead } = cancellationBill;
    expect(storedHead).toEqual(answeredHead);
    expect(documents === null || documents.pdfKey.endsWith(`${cancellationBill.number}.pdf`)).toBe(true);
    expect(version).toBe(documents === null ? answeredVersion : answeredVersion + 1);
    const again = await api<Issues>('POST', `/receipts/bills/${draft.id}/cancel`, {
      token: owner,
      body: { version: withFiles.version + 1 },
    });
    expect(again.body.code).toBe('RCPT_409_30_0003');
  });

  it('are for companies with the bookkeeping add-on only (services.md §5)', async () => {
    const without = await withoutBookkeeping.token('OWNER');
    const refused = await api<Issues>('GET', '/receipts/bills', { token: without });
    expect(refused.status).toBe(401);
    // mail-routes.test.ts may lend it the add-on while suspending it for a moment: refused as suspended then.
    expect(refused.body.code).toMatch(/^RCPT_401_01_000[12]$/);
  });

  it('refuses a cancellation bill made by hand: it only reverses a finalized bill (GoBD)', async () => {
    const refused = await api<Issues>('POST', '/receipts/cancellation-bills', { token: owner, body: bill(unitA) });
    expect(refused).toMatchObject({ status: 409, body: { code: 'RCPT_409_30_0006' } });
    // The demo cancellation bill reverses its finalized bill and names it.
    const demo = await api<TReceipt>('GET', '/receipts/cancellation-bills/demo-cancellation-bill', { token: owner });
    expect(demo.body).toMatchObject({ status: 'FINALIZED', referencedReceipt: { id: 'demo-bill-cancelled' } });
  });

  it('shows the demo drafts to a Gemeinde (XRechnung) and from the Schleswig branch under Rechnungen', async () => {
    const list = await api<{ items: TReceiptSummary[] }>('GET', '/receipts/bills?status=DRAFT', { token: owner });
    const shown = list.body.items.filter(
      ({ id }) => id === 'demo-bill-draft-vioel' || id === 'demo-bill-draft-schleswig',
    );
    expect(shown.map(({ recipientName, operatingUnitId }) => [recipientName, operatingUnitId]).sort()).toEqual([
      ['Ackerbau Petersen', 'demo-unit-schleswig'],
      ['Gemeinde Viöl', 'demo-unit-husum'],
    ]);
    const vioel = await read('demo-bill-draft-vioel');
    expect(vioel.recipient).toMatchObject({
      buyerReference: '010545470000-RECHNUNG-66',
      contactName: 'Birte Hinrichsen',
    });
    expect(vioel.paymentTerms).toMatchObject({ paymentTermDays: 30, method: 'TRANSFER' });
  });

  it('refuses finalizing a draft without positions at the field', async () => {
    const empty = await createBill(unitA, { positions: [] });
    const refused = await finalize(empty);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'positions', message: receiptMessages.noPositions }]);
    expect((await read(empty.id)).status).toBe('DRAFT');
  });

  it('records payments until the bill is paid', async () => {
    const finalized = await filesOf((await finalize(await createBill(unitB))).body.id);
    const partly = await api<TReceipt>('POST', `/receipts/bills/${finalized.id}/payments`, {
      token: owner,
      body: { version: finalized.version, amount: '1000', paidOn: '2026-04-01' },
    });
    expect(partly.body.payment).toEqual({ status: 'PARTLY_PAID', paidAmount: '1000', paidOn: '2026-04-01' });
    const paid = await api<TReceipt>('POST', `/receipts/bills/${finalized.id}/payments`, {
      token: owner,
      body: { version: partly.body.version, amount: '350,50', paidOn: '2026-04-15' },
    });
    expect(paid.body.payment).toEqual({ status: 'PAID', paidAmount: '1350.5', paidOn: '2026-04-15' });
  });

  it('deletes a draft, and lists the drafts and finalized bills newest first', async () => {
    const old = await createBill(unitB, { date: '2020-01-02', subject: `Alt ${run}` });
    const young = await createBill(unitB, { date: '2020-01-03', subject: `Jung ${run}` });
    const list = await api<{ items: TReceiptSummary[] }>('GET', '/receipts/bills?from=2020-01-01&to=2020-01-31', {
      token: owner,
    });
    const ours = list.body.items.filter((item) => item.subject?.endsWith(run));
    expect(ours.map(({ id }) => id)).toEqual([young.id, old.id]);
    expect(ours[0]).toMatchObject({ status: 'DRAFT', recipientName: young.recipient?.name });
    const removed = await api('DELETE', `/receipts/bills/${old.id}?version=1`, { token: owner });
    expect(removed.status).toBe(200);
    expect((await api('GET', `/receipts/bills/${old.id}`, { token: owner })).status).toBe(404);
  });
});

describe('the number ranges', () => {
  it('give 50 concurrent finalizations of one unit 50 distinct consecutive numbers', async () => {
    const unit = await newUnit(`Belege C ${run}`);
    await setPrefixes({ [unit]: `C${run}-` });
    const drafts = await Promise.all(Array.from({ length: 50 }, () => createBill(unit)));
    const answers = await Promise.all(drafts.map((draft) => finalize(draft)));
    expect(answers.map(({ status }) => status)).toEqual(drafts.map(() => 200));
    const running = answers.map(({ body }) => Number(body.number?.slice(-4))).sort((a, b) => a - b);
    expect(running).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('count per operating unit: another unit starts its own range', async () => {
    const numberOf = async (unit: string) => (await finalize(await createBill(unit))).body.number;
    const unit = await newUnit(`Belege D ${run}`);
    await setPrefixes({ [unit]: `D${run}-` });
    expect(await numberOf(unit)).toMatch(new RegExp(`^D${run}-RE-\\d{4}-0001$`));
  });

  it('let a unit without a prefix continue the company range (issue 24: no 409 out of the box)', async () => {
    // The demo units have no prefix either: every such unit counts on in one range of the company.
    const unit = await newUnit(`Belege ohne Kürzel ${run}`);
    const other = await newUnit(`Belege ohne Kürzel 2 ${run}`);
    const first = await finalize(await createBill(unit));
    const second = await finalize(await createBill(other));
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    const running = (answer: typeof first) => Number(answer.body.number?.slice(-4));
    expect(running(second)).toBeGreaterThan(running(first));
    expect(first.body.number).toMatch(/^RE-\d{4}-\d{4}$/);
  });

  it('refuse a number two units with the same prefix would share, at the number format', async () => {
    const [unit, twin] = await Promise.all([newUnit(`Belege E ${run}`), newUnit(`Belege E2 ${run}`)]);
    await setPrefixes({ [unit]: `E${run}-`, [twin]: `E${run}-` });
    expect((await finalize(await createBill(unit))).status).toBe(200);
    const draft = await createBill(twin);
    const refused = await finalize(draft);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'RCPT_409_30_0002',
      issues: [{ path: 'numberFormat', message: receiptMessages.numberTaken }],
    });
    expect((await read(draft.id)).status).toBe('DRAFT');
  });
});

describe('the payment terms of a manual bill', () => {
  it("are the customer's when none are given: Hof Thomsen's 10 days by SEPA direct debit", async () => {
    // bill() gives no payment terms (test/support/receipt-bills.ts).
    const created = await createBill(unitA);
    expect(created.paymentTerms).toMatchObject({ paymentTermDays: 10, method: 'DIRECT_DEBIT' });
    const entered = await createBill(unitA, { paymentTerms: { paymentTermDays: 45, method: 'TRANSFER' } });
    expect(entered.paymentTerms).toMatchObject({ paymentTermDays: 45, method: 'TRANSFER' });
  });
});

describe('access', () => {
  it("lets another company's owner see and change nothing", async () => {
    const draft = await createBill(unitA);
    const list = await api<{ items: TReceiptSummary[] }>('GET', '/receipts/bills', { token: neighbour });
    expect(list.status).toBe(200);
    expect(list.body.items.map(({ id }) => id)).not.toContain(draft.id);
    const calls: [string, string, object?][] = [
      ['GET', `/receipts/bills/${draft.id}`],
      ['PATCH', `/receipts/bills/${draft.id}`, { ...bill(unitA), version: 1 }],
      ['POST', `/receipts/bills/${draft.id}/finalize`, { version: 1 }],
      ['POST', `/receipts/bills/${draft.id}/archive`, { version: 1, archived: true }],
      ['GET', `/receipts/bills/${draft.id}/history`],
      ['DELETE', `/receipts/bills/${draft.id}?version=1`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(method, path, { token: neighbour, ...(body ? { body } : {}) });
      expect([403, 404], `${method} ${path}`).toContain(answer.status);
    }
    const named = await api('GET', `/receipts/bills?companyId=${tenant.companyId}`, { token: neighbour });
    expect(named.status).toBe(403);
    expect(await read(draft.id)).toEqual(draft);
  });

  it('lets a planner create an offer but not list bills', async () => {
    const planner = await tenant.token('PLANNER');
    expect((await api('GET', '/receipts/bills', { token: planner })).status).toBe(403);
    expect((await api('POST', '/receipts/bills', { token: planner, body: bill(unitA) })).status).toBe(403);
    const offer = await api<TReceipt>('POST', '/receipts/offers', { token: planner, body: bill(unitA) });
    expect(offer.status).toBe(201);
    expect(offer.body).toMatchObject({ type: 'OFFER', status: 'DRAFT', dueDate: null });
    expect((await api('GET', `/receipts/offers/${offer.body.id}`, { token: planner })).status).toBe(200);
    // A receipt is found under its own type only.
    expect((await api('GET', `/receipts/bills/${offer.body.id}`, { token: owner })).status).toBe(404);
  });

  it('archives and restores a receipt; the list shows archived ones only when asked', async () => {
    const draft = await createBill(unitA, { date: '2020-02-02' });
    const archived = await api<TReceipt>('POST', `/receipts/bills/${draft.id}/archive`, {
      token: owner,
      body: { version: 1, archived: true },
    });
    expect(archived.body).toMatchObject({ archived: true, version: 2 });
    const ids = async (query: string) =>
      (await api<{ items: TReceiptSummary[] }>('GET', `/receipts/bills?${query}`, { token: owner })).body.items.map(
        ({ id }) => id,
      );
    expect(await ids('from=2020-02-01&to=2020-02-28')).not.toContain(draft.id);
    expect(await ids('archived=true&from=2020-02-01&to=2020-02-28')).toContain(draft.id);
  });
});

describe('the receipt settings', () => {
  it('are version-checked: a save on an older version answers 409 and changes nothing', async () => {
    const { body } = await api<Settings>('GET', '/receipts/settings', { token: owner });
    expect(body.types.OFFER.numberFormat).toMatch(/\{NR/);
    const stale = await api<Issues>('PUT', '/receipts/settings', {
      token: owner,
      body: { ...body, version: body.version - 1, types: { ...body.types, OFFER: { numberFormat: 'X-{NR}' } } },
    });
    expect(stale.status).toBe(409);
    expect((await api<Settings>('GET', '/receipts/settings', { token: owner })).body.types.OFFER).toEqual(
      body.types.OFFER,
    );
  });
});

describe('the gateway and the chain', () => {
  it('route a static path beside {receiptId} to its own route, not to the receipt read', async () => {
    const answer = await api<Issues>('GET', '/receipts/bills/billable-orders', { token: owner });
    expect(answer.body.code).not.toBe('RCPT_404_30_0001');
  });

  it.each(['/receipts/bills', '/invoices/xrechnung/create', '/mails/send'])(
    '%s refuses a call without the client-version header (services.md §7)',
    async (path) => {
      const response = await fetch(`${runtime().apiUrl}${path}`, {
        method: path === '/receipts/bills' ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${owner}`, [CLIENT_VERSION_HEADER]: '0.0.0-old' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Issues).code).toBe('LW_400_00_0001');
    },
  );
});
