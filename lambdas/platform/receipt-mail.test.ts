import { describe, expect, it } from 'vitest';
import type { StoredCompany } from '../../schemas/company-records';
import { type TContactPerson, ZStoredContactPerson } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { type CompanyStore, companyFromItem } from './company-store';
import type { TMailMessage } from './mail-queue';
import { enqueueReceiptMail, type ReceiptMail, receiptMailRecipients } from './receipt-mail';

const person = (mail: string, flags: Partial<TContactPerson['receivesReceiptMailsFor']>, extra = {}) =>
  ZStoredContactPerson.parse({ id: mail, lastName: 'Hansen', mail, receivesReceiptMailsFor: flags, ...extra });

const contacts = [
  person('rechnung@hof.de', { bill: true }),
  person('chef@hof.de', { bill: true, offer: true }),
  person('weg@hof.de', { bill: true }, { mailProblem: { code: 'MAIL_400_10_0003', at: '2026-11-01T00:00:00Z' } }),
  person('spam@hof.de', { bill: true }, { mailProblem: { code: 'MAIL_400_10_0005', at: '2026-11-01T00:00:00Z' } }),
  person('voll@hof.de', { bill: true }, { mailProblem: { code: 'MAIL_400_10_0002', at: '2026-11-01T00:00:00Z' } }),
  person('lieferschein@hof.de', { deliveryNote: true }),
];

const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.issues };
    throw error;
  }
  return undefined;
};

describe('recipients of a receipt mail', () => {
  it('are the contact persons who receive the type, without addresses that bounced for good or complained', () => {
    expect(receiptMailRecipients([], contacts, 'bill')).toEqual(['rechnung@hof.de', 'chef@hof.de', 'voll@hof.de']);
    expect(receiptMailRecipients([], contacts, 'offer')).toEqual(['chef@hof.de']);
  });

  it('are the given addresses when the user names some, each once', () => {
    expect(receiptMailRecipients(['a@b.de', 'A@b.de', 'c@b.de'], contacts, 'creditNote')).toEqual(['a@b.de', 'c@b.de']);
  });

  it('are refused at recipients when nobody receives the type', async () => {
    expect(await refusal(() => receiptMailRecipients([], contacts, 'creditNote'))).toEqual({
      code: 'MAIL_400_20_0001',
      issues: [
        { path: 'recipients', message: expect.stringMatching(/^Für diesen Beleg ist kein Empfänger hinterlegt/) },
      ],
    });
    expect(
      await refusal(() =>
        receiptMailRecipients(
          [],
          [contacts[2], contacts[3]].flatMap((p) => (p ? [p] : [])),
          'bill',
        ),
      ),
    ).toMatchObject({
      code: 'MAIL_400_20_0001',
    });
  });
});

const company = (overrides: Partial<StoredCompany> = {}): StoredCompany => ({
  ...companyFromItem({
    companyId: 'c1',
    name: 'Lohnbetrieb Hansen',
    addOns: { bookkeeping: true },
    createdAt: '2026-01-01T00:00:00Z',
  }),
  ...overrides,
});

const setup = (stored: StoredCompany) => {
  const queued: TMailMessage[] = [];
  const companies: CompanyStore = {
    get: async (id) => (id === stored.id ? stored : undefined),
    replace: async () => {},
  };
  const enqueue = enqueueReceiptMail({
    companies,
    contacts: async (companyId, customerId) => (companyId === 'c1' && customerId === 'k1' ? contacts : undefined),
    queue: { enqueue: async (message) => void queued.push(message) },
  });
  return { queued, enqueue };
};

const mail: ReceiptMail = {
  companyId: 'c1',
  customerId: 'k1',
  receiptType: 'bill',
  receiptId: 'r1',
  recipients: [],
  subject: 'Rechnung RE-2026-0001',
  text: 'Moin, anbei die Rechnung.',
  attachments: [{ fileName: 'RE-2026-0001.pdf', contentType: 'application/pdf', storageKey: 'companies/c1/r1.pdf' }],
};

describe('queueing a receipt mail', () => {
  it('queues it to the contact persons, from the company, with its files and receipt', async () => {
    const { queued, enqueue } = setup(company());
    expect(await enqueue(mail)).toEqual({ recipients: ['rechnung@hof.de', 'chef@hof.de', 'voll@hof.de'] });
    expect(queued).toEqual([
      {
        to: ['rechnung@hof.de', 'chef@hof.de', 'voll@hof.de'],
        subject: mail.subject,
        text: mail.text,
        displayName: 'Lohnbetrieb Hansen',
        companyId: 'c1',
        attachments: mail.attachments,
        receipt: { receiptType: 'bill', customerId: 'k1', receiptId: 'r1' },
      },
    ]);
  });

  it('refuses a suspended company, one without bookkeeping and a customer of another company', async () => {
    expect(await refusal(() => setup(company({ isSuspended: true })).enqueue(mail))).toMatchObject({
      code: 'MAIL_401_01_0001',
    });
    expect(await refusal(() => setup(company({ addOns: { bookkeeping: false } })).enqueue(mail))).toMatchObject({
      code: 'MAIL_401_01_0002',
    });
    const { queued, enqueue } = setup(company());
    expect(await refusal(() => enqueue({ ...mail, customerId: 'k-foreign' }))).toEqual({
      code: 'LW_400_01_0001',
      issues: [{ path: 'customerId', message: 'Dieser Kunde gehört nicht zu deiner Firma.' }],
    });
    expect(queued).toEqual([]);
  });
});
