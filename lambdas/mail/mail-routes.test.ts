import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { mailEndpoints, ZMailForm, ZMailQuery, ZReceiptMailQuery } from '../../schemas/api/mails';
import { ZStoredOperatingUnit } from '../../schemas/company-records';
import { ZStoredContactPerson } from '../../schemas/customer';
import { AppError } from '../../schemas/errors';
import { companyFromItem } from '../platform/company-store';
import { parseStored } from '../platform/db/read';
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
  const routes = mailRoutes({
    companies: { get: async (id) => (id === 'c1' ? company : undefined), replace: async () => {} },
    units: { get: async (companyId, id) => (companyId === 'c1' && id === 'u1' ? unit : undefined) },
    contacts: async (companyId, customerId) =>
      companyId === 'c1' && customerId === 'k1'
        ? [
            ZStoredContactPerson.parse({
              id: 'p1',
              lastName: 'Jensen',
              mail: 'jensen@hof.de',
              receivesReceiptMailsFor: { bill: true },
            }),
          ]
        : undefined,
    queue: { enqueue: async (message) => void queued.push(message) },
    files,
    ids: { newId: () => 'mail-1' },
  });
  const handle = (path: string) => {
    const found = routes.find((candidate) => candidate.endpoint.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return (query: unknown, body: unknown) =>
      found.handle(
        { params: undefined, query, body },
        {
          company: { companyId: 'c1', role: 'ACCOUNTANT' },
          requestId: 'r',
          logger: new Logger({ serviceName: 'mail-test', logLevel: 'SILENT' }),
        },
      );
  };
  return {
    queued,
    stored,
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
        displayName: 'Hansen Husum',
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
        displayName: 'Hansen Husum',
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

  it('check the query: every address, at most 50, a subject', () => {
    const issues = (query: object) => ZMailQuery.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ subject: 'x', recipients: 'a@hof.de,kein-mail' })).toEqual(['recipients.1']);
    const many = Array.from({ length: 51 }, (_, index) => `k${index}@hof.de`).join(',');
    expect(issues({ subject: 'x', recipients: many })).toEqual(['recipients']);
    expect(issues({ subject: ' ', recipients: 'a@hof.de' })).toEqual(['subject']);
  });
});
