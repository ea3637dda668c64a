import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { mailEndpoints, ZMailForm, ZMailQuery, ZReceiptMailQuery, ZSentMailQuery } from '../../schemas/api/mails';
import { parseClaims } from '../../schemas/claims';
import { ZStoredOperatingUnit } from '../../schemas/company-records';
import { ZStoredContactPerson } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { companyFromItem } from '../platform/company-store';
import { parseStored } from '../platform/db/read';
import { memoryMailAddressBook, memoryMailLedger } from '../platform/mail-fakes.test-kit';
import type { TMailMessage } from '../platform/mail-queue';
import type { ObjectStorage } from '../platform/storage';
import { mailFileKey, mailRoutes } from './mail-routes';

const company = companyFromItem({
  companyId: 'c1',
  name: 'Lohnbetrieb Hansen',
  email: 'buero@hansen.de',
  addOns: { bookkeeping: true },
  createdAt: '2026-01-01T00:00:00Z',
});
const unit = parseStored(ZStoredOperatingUnit, {
  id: 'u1',
  companyId: 'c1',
  name: 'Betrieb Husum',
  email: 'husum@hansen.de',
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const setup = () => {
  const queued: TMailMessage[] = [];
  const stored: { key: string; type: string; size: number }[] = [];
  const files: ObjectStorage = {
    put: async (key, body, type) => void stored.push({ key, type, size: body.length }),
    get: async () => undefined,
    head: async () => undefined,
    delete: async () => {},
    uploadUrl: async () => ({ url: '', method: 'PUT', headers: {}, expiresAt: new Date(0) }),
    downloadUrl: async () => ({ url: '', expiresAt: new Date(0) }),
  };
  const ledger = memoryMailLedger();
  const routes = mailRoutes({
    companies: { get: async (id) => (id === 'c1' ? company : undefined), replace: async () => {} },
    units: { get: async (companyId, id) => (companyId === 'c1' && id === 'u1' ? unit : undefined) },
    contacts: async (companyId, customerId) =>
      companyId === 'c1' && customerId === 'k1'
        ? {
            mail: undefined,
            contactPersons: [
              ZStoredContactPerson.parse({
                id: 'p1',
                lastName: 'Jensen',
                mail: 'jensen@hof.de',
                receivesReceiptMailsFor: { bill: true },
              }),
            ],
          }
        : undefined,
    // The company's contacts: farms a@, b@ and c@hof.de, Jensen; its office and a driver.
    addresses: memoryMailAddressBook({
      c1: {
        office: ['buero@hansen.de', 'husum@hansen.de'],
        people: ['fahrer@hansen.de'],
        contacts: ['a@hof.de', 'b@hof.de', 'c@hof.de', 'jensen@hof.de'],
      },
    }),
    ledger,
    queue: { enqueue: async (message) => void queued.push(message) },
    files,
    ids: { newId: () => 'mail-1' },
    clock: { now: () => new Date('2026-08-20T08:00:00Z') },
    userName: async (userId) => (userId === 'u-1' ? 'Sabine Petersen' : undefined),
  });
  const handle = (path: string) => {
    const found = routes.find((candidate) => candidate.endpoint.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return (query: unknown, body: unknown) =>
      found.handle(
        { params: undefined, query, body },
        {
          company: { companyId: 'c1', role: 'ACCOUNTANT' },
          claims: parseClaims({ sub: 'u-1', email: 'sabine@hansen.de', iat: 1, defaultCompanyId: 'c1' }),
          requestId: 'r',
          logger: new Logger({ serviceName: 'mail-test', logLevel: 'SILENT' }),
        },
      );
  };
  return {
    queued,
    stored,
    ledger,
    sentLog: handle(mailEndpoints.listSentMails.path),
    send: handle(mailEndpoints.sendMail.path),
    sendReceipt: handle(mailEndpoints.sendReceiptMail.path),
  };
};

const pdf = {
  filename: 'Rechnung Müller.pdf',
  mimetype: 'application/pdf',
  content: new TextEncoder().encode('%PDF-1.7'),
};

describe('mail routes', () => {
  it('keep the files under the company prefix and queue their keys, replies to the operating unit', async () => {
    const { queued, stored, sendReceipt } = setup();
    const answer = await sendReceipt(
      ZReceiptMailQuery.parse({ subject: 'Rechnung', receiptType: 'bill', customerId: 'k1', operatingUnitId: 'u1' }),
      ZMailForm.parse({ text: 'Anbei.', files: pdf }),
    );
    expect(answer).toEqual({ queued: true, recipients: ['jensen@hof.de'] });
    expect(stored).toEqual([{ key: mailFileKey('c1', 'mail-1', 0), type: 'application/pdf', size: 8 }]);
    expect(mailFileKey('c1', 'mail-1', 0)).toBe('companies/c1/mails/mail-1/1');
    expect(queued[0]).toMatchObject({
      to: ['jensen@hof.de'],
      replyTo: 'husum@hansen.de',
      displayName: 'Lohnbetrieb Hansen',
      companyId: 'c1',
      attachments: [
        { fileName: 'Rechnung Müller.pdf', contentType: 'application/pdf', storageKey: 'companies/c1/mails/mail-1/1' },
      ],
      receipt: { receiptType: 'bill', customerId: 'k1' },
    });
  });

  it('send a plain mail to the given addresses, replies to the company without an operating unit', async () => {
    const { queued, send } = setup();
    await send(
      ZMailQuery.parse({
        subject: 'Hallo',
        recipients: 'a@hof.de, b@hof.de,a@hof.de',
        ccs: 'c@hof.de',
      }),
      ZMailForm.parse({ text: 'Moin' }),
    );
    expect(queued).toEqual([
      {
        to: ['a@hof.de', 'b@hof.de'],
        ccs: ['c@hof.de'],
        subject: 'Hallo',
        text: 'Moin',
        replyTo: 'buero@hansen.de',
        displayName: 'Lohnbetrieb Hansen',
        companyId: 'c1',
        attachments: [],
      },
    ]);
  });

  it('refuse an operating unit of another company at its field, before anything is stored', async () => {
    const { queued, stored, sendReceipt } = setup();
    const refusal = await sendReceipt(
      ZReceiptMailQuery.parse({
        subject: 'Rechnung',
        receiptType: 'bill',
        customerId: 'k1',
        operatingUnitId: 'u-foreign',
      }),
      ZMailForm.parse({ files: pdf }),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal instanceof AppError && refusal.issues).toEqual([
      { path: 'operatingUnitId', message: 'Dieser Betrieb gehört nicht zu deiner Firma.' },
    ]);
    expect([queued, stored]).toEqual([[], []]);
  });

  it('refuse an address that is no contact of the company at its place, naming it, before anything is stored', async () => {
    const { queued, stored, ledger, send } = setup();
    const refusal = await send(
      ZMailQuery.parse({ subject: 'Kontoprüfung', recipients: 'a@hof.de,opfer@example.org', bccs: 'x@example.org' }),
      ZMailForm.parse({ text: 'Bitte bestätigen Sie Ihre Kontodaten.', files: pdf }),
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'MAIL_400_20_0002' });
    expect(refusal instanceof AppError && refusal.issues).toEqual([
      {
        path: 'recipients.1',
        message:
          'opfer@example.org ist keine Adresse eines Kunden, Ansprechpartners, Lieferanten oder Mitarbeiters deiner Firma.',
      },
      {
        path: 'bccs.0',
        message:
          'x@example.org ist keine Adresse eines Kunden, Ansprechpartners, Lieferanten oder Mitarbeiters deiner Firma.',
      },
    ]);
    expect([queued, stored, ledger.entries]).toEqual([[], [], []]);
  });

  it('refuse a free sender name and a foreign reply address; the unit and the user are the choices', async () => {
    const { queued, send } = setup();
    const refusal = await send(
      ZMailQuery.parse({
        subject: 'Hallo',
        recipients: 'a@hof.de',
        displayName: 'Sparkasse Kundenservice <service@sparkasse.de>',
        replyTo: 'service@sparkasse.de',
      }),
      ZMailForm.parse({ text: 'Moin' }),
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'MAIL_400_20_0003' });
    expect(refusal instanceof AppError && refusal.issues?.map((issue) => issue.path)).toEqual([
      'displayName',
      'replyTo',
    ]);
    await send(
      ZMailQuery.parse({
        subject: 'Hallo',
        recipients: 'a@hof.de',
        operatingUnitId: 'u1',
        displayName: 'Betrieb Husum',
      }),
      ZMailForm.parse({ text: 'Moin' }),
    );
    await send(
      ZMailQuery.parse({ subject: 'Hallo', recipients: 'fahrer@hansen.de', replyTo: 'sabine@hansen.de' }),
      ZMailForm.parse({ text: 'Moin' }),
    );
    expect(queued.map((mail) => [mail.displayName, mail.replyTo])).toEqual([
      ['Betrieb Husum', 'husum@hansen.de'],
      ['Lohnbetrieb Hansen', 'sabine@hansen.de'],
    ]);
  });

  it("answer 429 past the user's limit, store no file of the refused mail, and keep each mail in the sent log", async () => {
    const { queued, stored, ledger, send, sentLog } = setup();
    const mail = () =>
      send(ZMailQuery.parse({ subject: 'Rechnung', recipients: 'a@hof.de' }), ZMailForm.parse({ files: pdf }));
    for (let sent = 0; sent < 10; sent++) await mail();
    expect(await mail().catch((error: unknown) => error)).toMatchObject({ code: 'MAIL_429_20_0001' });
    expect([queued.length, stored.length, ledger.entries.length]).toEqual([10, 10, 10]);
    expect(ledger.entries[0]).toEqual({
      companyId: 'c1',
      id: 'mail-1',
      sentAt: '2026-08-20T08:00:00.000Z',
      userId: 'u-1',
      userName: 'Sabine Petersen',
      to: ['a@hof.de'],
      ccs: [],
      bccs: [],
      subject: 'Rechnung',
      attachmentNames: ['Rechnung Müller.pdf'],
      receipt: null,
    });
    const page = await sentLog(ZSentMailQuery.parse({ limit: '4' }), undefined);
    expect(page).toMatchObject({ items: { length: 4 }, next: '2026-08-20T08:00:00.000Z|mail-1' });
  });

  it('check the query: every address, at most 50, a subject', () => {
    const issues = (query: object) => ZMailQuery.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ subject: 'x', recipients: 'a@hof.de,kein-mail' })).toEqual(['recipients.1']);
    const many = Array.from({ length: 51 }, (_, index) => `k${index}@hof.de`).join(',');
    expect(issues({ subject: 'x', recipients: many })).toEqual(['recipients']);
    expect(issues({ subject: ' ', recipients: 'a@hof.de' })).toEqual(['subject']);
  });
});

describe('a mail without text or files', () => {
  it('is refused at the text: it would be logged as sent and never delivered', () => {
    const refused = ZMailForm.safeParse({ text: '  ' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['text'], message: 'Bitte gib einen Text ein oder hänge eine Datei an.' }),
    ]);
  });
});
