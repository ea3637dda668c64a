import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ZStoredContactPerson } from '../../schemas/customer';
import type { ContactStore, CustomerContactPersons } from './contact-store';
import { consumeDeliveryReports } from './delivery-reports';

const customer = (customerId: string, mails: string[]): CustomerContactPersons => ({
  customerId,
  version: 1,
  contactPersons: mails.map((mail, index) =>
    ZStoredContactPerson.parse({ id: `${customerId}-${index}`, lastName: 'X', mail }),
  ),
});

/** Customers of company c1 in memory; `conflictsFirst` saves are refused as if someone saved in between. */
const memoryStore = (customers: CustomerContactPersons[], conflictsFirst = 0): ContactStore & { saved: string[] } => {
  let refusals = conflictsFirst;
  const saved: string[] = [];
  return {
    saved,
    list: async (companyId) => (companyId === 'c1' ? structuredClone(customers) : []),
    savePersons: async (_companyId, changed) => {
      if (refusals-- > 0) return false;
      const index = customers.findIndex((c) => c.customerId === changed.customerId);
      customers[index] = changed;
      saved.push(changed.customerId);
      return true;
    },
  };
};

const record = (messageId: string, body: unknown): SQSRecord => ({
  messageId,
  receiptHandle: messageId,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '1',
    SenderId: 's',
    ApproximateFirstReceiveTimestamp: '1',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:mail-events',
  awsRegion: 'eu-central-1',
});
const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };
const logger = new Logger({ serviceName: 'mail-test', logLevel: 'SILENT' });
const bounce = (company: string | undefined, address: string) => ({
  eventType: 'Bounce',
  mail: { destination: [address], tags: company ? { companyId: [company] } : {} },
  bounce: {
    bounceType: 'Permanent',
    bouncedRecipients: [{ emailAddress: address }],
    timestamp: '2026-11-24T09:00:00Z',
  },
});

describe('mail-events consumer', () => {
  it('marks the address at every customer of the company that has it, and only there', async () => {
    const customers = [
      customer('k1', ['a@hof.de', 'b@hof.de']),
      customer('k2', ['A@hof.de']),
      customer('k3', ['c@hof.de']),
    ];
    const store = memoryStore(customers);
    const result = await consumeDeliveryReports(
      store,
      clock,
      logger,
    )({ Records: [record('m1', bounce('c1', 'a@hof.de'))] });
    expect(result.batchItemFailures).toEqual([]);
    expect(store.saved).toEqual(['k1', 'k2']);
    expect(customers.map((c) => c.contactPersons.map((p) => p.mailProblem?.code ?? null))).toEqual([
      ['MAIL_400_10_0003', null],
      ['MAIL_400_10_0003'],
      [null],
    ]);
  });

  it('reads the customers again when one was saved in between', async () => {
    const customers = [customer('k1', ['a@hof.de'])];
    const store = memoryStore(customers, 1);
    await consumeDeliveryReports(store, clock, logger)({ Records: [record('m1', bounce('c1', 'a@hof.de'))] });
    expect(customers[0]?.contactPersons[0]?.mailProblem).toEqual({
      code: 'MAIL_400_10_0003',
      at: '2026-11-24T09:00:00Z',
    });
  });

  it('passes over reports of other companies or none, and reports unreadable ones for retry', async () => {
    const store = memoryStore([customer('k1', ['a@hof.de'])]);
    const result = await consumeDeliveryReports(
      store,
      clock,
      logger,
    )({
      Records: [
        record('other', bounce('c2', 'a@hof.de')),
        record('untagged', bounce(undefined, 'a@hof.de')),
        record('bad', '{'),
      ],
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }]);
    expect(store.saved).toEqual([]);
  });
});
