import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { receiptFixture } from '../../schemas/receipts/receipt.fixtures';
import { ZReceiptSettings } from '../../schemas/receipts/settings';
import { quietRouteLogs, routeCaller } from './receipt.test-kit';
import { type ReminderStore, reminderRoutes } from './reminder-routes';

/** A fake receipt store: receipts by id; a create of an existing id fails like the conditioned put. */
const setup = (receipts: TReceipt[]) => {
  const stored = new Map(receipts.map((receipt) => [receipt.id, receipt]));
  const history: string[] = [];
  const store: ReminderStore = {
    ofType: async (_companyId, type) => [...stored.values()].filter((receipt) => receipt.type === type),
    get: async (_companyId, type, id) => (stored.get(id)?.type === type ? stored.get(id) : undefined),
    create: async (receipt, taken, change) => {
      if (stored.has(receipt.id)) throw taken;
      stored.set(receipt.id, receipt);
      history.push(`${receipt.id}: ${change.userName} ${change.change}`);
    },
  };
  const call = routeCaller(
    reminderRoutes({
      receipts: store,
      changeBy: async () => ({ at: '2026-09-10T10:00:00.000Z', userId: 'u-1', userName: 'Jens Hansen' }),
      settings: async () => ZReceiptSettings.parse({}),
      clock: { now: () => new Date('2026-09-10T10:00:00.000Z') },
    }),
  );
  return { call, stored, history };
};

quietRouteLogs();

describe('the reminder routes', () => {
  it('lists overdue bills, makes the next level once, and lists the bill reminders', async () => {
    const { call, history } = setup([
      receiptFixture('b1', { dueDate: '2026-08-01' }),
      receiptFixture('b2', { payment: { status: 'PAID', paidAmount: '1190', paidOn: '2026-08-02' } }),
    ]);
    const overdue = await call('GET /receipts/reminders/overdue');
    expect(overdue.status).toBe(200);
    expect(overdue.body.items).toEqual([
      expect.objectContaining({
        id: 'b1',
        daysOverdue: 40,
        openAmount: '1190',
        lastReminderLevel: 0,
        nextReminderLevel: 1,
      }),
    ]);

    const path = { pathParameters: { receiptId: 'b1' } };
    const first = await call('POST /receipts/bills/{receiptId}/reminders', { ...path, body: {} });
    expect(first.status).toBe(201);
    // Every draft's history starts with who made it.
    expect(history).toEqual([`${first.body.id}: Jens Hansen Angelegt`]);
    expect(first.body).toMatchObject({
      type: 'BILL_REMINDER',
      status: 'DRAFT',
      reminder: { level: 1, fee: '0', interest: '0' },
    });
    const third = await call('POST /receipts/bills/{receiptId}/reminders', { ...path, body: { level: 3 } });
    expect(third.body.reminder).toMatchObject({ level: 3, fee: '10', interest: '12.09' });
    const again = await call('POST /receipts/bills/{receiptId}/reminders', { ...path, body: { level: 2 } });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Für diese Rechnung gibt es schon eine Mahnung dieser oder einer höheren Stufe.' },
    });

    const listed = await call('GET /receipts/bills/{receiptId}/reminders', path);
    expect(listed.body.items.map(({ id, subject }: TReceipt) => [id, subject])).toEqual([
      ['b1-mahnung-1', 'Zahlungserinnerung'],
      ['b1-mahnung-3', '2. Mahnung'],
    ]);
    const after = await call('GET /receipts/reminders/overdue');
    expect(after.body.items[0]).toMatchObject({ lastReminderLevel: 3, nextReminderLevel: null });
  });

  it('answers 404 for a bill that is not there and 409 for one that is not overdue', async () => {
    const { call } = setup([receiptFixture('b1', { dueDate: '2026-09-30' })]);
    const missing = await call('POST /receipts/bills/{receiptId}/reminders', {
      pathParameters: { receiptId: 'x' },
      body: {},
    });
    expect(missing.status).toBe(404);
    const early = await call('POST /receipts/bills/{receiptId}/reminders', {
      pathParameters: { receiptId: 'b1' },
      body: {},
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'RCPT_409_50_0002' } });
  });

  it('makes one reminder of a level when two requests race (the id is per bill and level)', async () => {
    const { call, stored } = setup([receiptFixture('b1', { dueDate: '2026-08-01' })]);
    const path = { pathParameters: { receiptId: 'b1' }, body: { level: 1 } };
    const answers = await Promise.all([
      call('POST /receipts/bills/{receiptId}/reminders', path),
      call('POST /receipts/bills/{receiptId}/reminders', path),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect([...stored.values()].filter((receipt) => receipt.type === 'BILL_REMINDER')).toHaveLength(1);
  });
});
