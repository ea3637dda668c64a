import { describe, expect, it } from 'vitest';
import type { StoredCompany } from '../../schemas/company-records';
import { type TContactPerson, ZStoredContactPerson } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import type { TMailAttachment } from '../../schemas/mail';
import { type CompanyStore, companyFromItem } from './company-store';
import { memoryMailAddressBook, memoryMailLedger } from './mail-fakes.test-kit';
import type { TMailMessage } from './mail-queue';
import type { MailSender } from './outgoing-mail';
import { type ReceiptMailRequest, receiptMailRecipients, sendReceiptMail } from './receipt-mail';

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

const sender: MailSender = { userId: 'u1', userName: 'Sabine Petersen', email: 'sabine@hansen.de' };

const setup = (stored: StoredCompany) => {
  const queued: TMailMessage[] = [];
  const ledger = memoryMailLedger();
  const companies: CompanyStore = {
    get: async (id) => (id === stored.id ? stored : undefined),
    replace: async () => {},
  };
  const send = sendReceiptMail({
    companies,
    units: { get: async () => undefined },
    contacts: async (companyId, customerId) =>
      companyId === 'c1' && customerId === 'k1' ? { mail: 'buchhaltung@hof.de', contactPersons: contacts } : undefined,
    addresses: memoryMailAddressBook({
      c1: { office: ['buero@hansen.de'], people: ['fahrer@hansen.de'], contacts: ['nissen@milch.de'] },
    }),
    ledger,
    queue: { enqueue: async (message) => void queued.push(message) },
    clock: { now: () => new Date('2026-08-20T08:00:00Z') },
    ids: { newId: () => 'mail-1' },
  });
  const enqueue = (request: ReceiptMailRequest & { attachments: readonly TMailAttachment[] }) => send(request, sender);
  return { queued, enqueue, ledger };
};

const mail: ReceiptMailRequest & { attachments: TMailAttachment[] } = {
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

describe('the addresses of a receipt mail (issue 25)', () => {
  it("go to the customer's addresses and copies to the company's own people, and are kept in the sent log", async () => {
    const { queued, enqueue, ledger } = setup(company());
    const given = { ...mail, recipients: ['Buchhaltung@hof.de', 'lieferschein@hof.de'], bccs: ['fahrer@hansen.de'] };
    expect(await enqueue(given)).toEqual({ recipients: ['Buchhaltung@hof.de', 'lieferschein@hof.de'] });
    expect(queued[0]?.bccs).toEqual(['fahrer@hansen.de']);
    expect(ledger.entries).toEqual([
      {
        companyId: 'c1',
        id: 'mail-1',
        sentAt: '2026-08-20T08:00:00.000Z',
        userId: 'u1',
        userName: 'Sabine Petersen',
        to: ['Buchhaltung@hof.de', 'lieferschein@hof.de'],
        ccs: [],
        bccs: ['fahrer@hansen.de'],
        subject: mail.subject,
        attachmentNames: ['RE-2026-0001.pdf'],
        receipt: { receiptType: 'bill', receiptId: 'r1', customerId: 'k1' },
      },
    ]);
  });

  it("refuse any other address, even another customer's, at its place, and send nothing", async () => {
    const { queued, enqueue, ledger } = setup(company());
    const refused = await refusal(() =>
      enqueue({ ...mail, recipients: ['rechnung@hof.de', 'nissen@milch.de'], ccs: ['service@sparkasse.de'] }),
    );
    expect(refused).toEqual({
      code: 'MAIL_400_20_0002',
      issues: [
        {
          path: 'recipients.1',
          message:
            'nissen@milch.de gehört weder zum Kunden dieses Belegs noch zu deiner Firma oder ihren Mitarbeitern.',
        },
        {
          path: 'ccs.0',
          message:
            'service@sparkasse.de gehört weder zum Kunden dieses Belegs noch zu deiner Firma oder ihren Mitarbeitern.',
        },
      ],
    });
    expect([queued, ledger.entries]).toEqual([[], []]);
  });

  it('are sent in the name of the company, replies to its or the sender’s address only', async () => {
    const { queued, enqueue } = setup(company({ email: 'buero@hansen.de' }));
    await enqueue(mail);
    await enqueue({ ...mail, replyTo: 'sabine@hansen.de' });
    expect(queued.map((sent) => [sent.displayName, sent.replyTo])).toEqual([
      ['Lohnbetrieb Hansen', 'buero@hansen.de'],
      ['Lohnbetrieb Hansen', 'sabine@hansen.de'],
    ]);
    expect(
      await refusal(() =>
        enqueue({ ...mail, displayName: 'Sparkasse Kundenservice', replyTo: 'service@sparkasse.de' }),
      ),
    ).toMatchObject({ code: 'MAIL_400_20_0003', issues: [{ path: 'displayName' }, { path: 'replyTo' }] });
    expect(queued).toHaveLength(2);
  });

  it('stop at the rate limit with 429, and the refused mail is neither sent nor logged', async () => {
    const { queued, enqueue, ledger } = setup(company());
    for (let sent = 0; sent < 10; sent++) await enqueue(mail);
    expect(await refusal(() => enqueue(mail))).toEqual({ code: 'MAIL_429_20_0001', issues: undefined });
    expect([queued.length, ledger.entries.length]).toEqual([10, 10]);
  });
});
