import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseClaims } from '../../schemas/claims';
import { ZStoredOperatingUnit } from '../../schemas/company-records';
import { ZStoredContactPerson } from '../../schemas/customer';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { sampleBill } from '../../schemas/receipts/receipt-document.fixtures';
import { ZReceiptSettings } from '../../schemas/receipts/settings';
import type { TRole } from '../../schemas/roles';
import { companyFromItem } from '../platform/company-store';
import { parseStored } from '../platform/db/read';
import { createHttpHandler } from '../platform/http';
import { httpTestEvent } from '../platform/http-events.test-kit';
import { memoryMailAddressBook, memoryMailLedger } from '../platform/mail-fakes.test-kit';
import type { TMailMessage } from '../platform/mail-queue';
import { memoryReceiptRecords } from '../platform/receipt-fakes.test-kit';
import { receiptSendRoutes } from './send-routes';

const NOW = new Date('2026-08-20T08:00:00.000Z');
const PDF_KEY = 'companies/hansen/receipts/BILL/RE-2026-0042.pdf';
const XML_KEY = 'companies/hansen/receipts/BILL/RE-2026-0042.xml';

const company = companyFromItem({
  companyId: 'hansen',
  name: 'Lohnbetrieb Hansen',
  email: 'buero@hansen.de',
  addOns: { bookkeeping: true },
  createdAt: '2026-01-01T00:00:00Z',
});

const unit = parseStored(ZStoredOperatingUnit, {
  id: 'unit-1',
  companyId: 'hansen',
  name: 'Betrieb Husum',
  email: 'husum@hansen.de',
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const receipts: TReceipt[] = [
  sampleBill({ companyId: 'hansen', documents: { pdfKey: PDF_KEY, xmlKey: XML_KEY, eInvoiceFormat: 'XRECHNUNG_UBL' } }),
  sampleBill({ id: 'rendering', companyId: 'hansen' }),
  sampleBill({ id: 'draft', companyId: 'hansen', status: 'DRAFT', number: null }),
];

const setup = (settings = ZReceiptSettings.parse({}), role: TRole = 'ACCOUNTANT') => {
  const queued: TMailMessage[] = [];
  const { records, receipts: stored, changes } = memoryReceiptRecords(receipts);
  const ledger = memoryMailLedger();
  const routes = receiptSendRoutes({
    records,
    settings: async () => settings,
    mail: {
      companies: { get: async (id) => (id === 'hansen' ? company : undefined) },
      units: { get: async (companyId, id) => (companyId === 'hansen' && id === 'unit-1' ? unit : undefined) },
      contacts: async (_companyId, customerId) =>
        customerId === 'customer-1'
          ? {
              mail: 'buchhaltung@soerensen.example',
              contactPersons: [
                ZStoredContactPerson.parse({
                  id: 'p1',
                  lastName: 'Sörensen',
                  mail: 'anke@soerensen.example',
                  receivesReceiptMailsFor: { bill: true },
                }),
                ZStoredContactPerson.parse({ id: 'p2', lastName: 'Sörensen', mail: 'hof@soerensen.example' }),
              ],
            }
          : { mail: undefined, contactPersons: [] },
      addresses: memoryMailAddressBook({
        hansen: { office: ['buero@hansen.de'], people: ['jens@hansen.de'], contacts: ['nissen@milch.example'] },
      }),
      ledger,
      queue: { enqueue: async (message) => void queued.push(message) },
      clock: { now: () => NOW },
      ids: { newId: () => 'mail-1' },
    },
    clock: { now: () => NOW },
    userName: async (userId) => (userId === 'u-1' ? 'Jens Hansen' : undefined),
  });
  const claims = parseClaims({ sub: 'u-1', iat: 1, defaultCompanyId: 'hansen', roles: `{"hansen":"${role}"}` });
  const handler = createHttpHandler('receipts-test', routes, {
    verifyToken: async () => claims,
    lookupMembership: async () => ({ role, active: true }),
  });
  const send = async (receiptId: string, body: Record<string, unknown> = { type: 'BILL' }) => {
    const event = httpTestEvent('POST /receipts/send/{receiptId}', {
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      pathParameters: { receiptId },
      body: JSON.stringify(body),
    });
    const response = await handler(event, { awsRequestId: 'a' } as Context);
    return { status: response.statusCode, body: JSON.parse(String(response.body)) };
  };
  return { send, queued, stored, changes, ledger };
};

describe('sending a receipt', () => {
  it('queues the mail with the PDF and the XML to the flagged contact persons and records it', async () => {
    const { send, queued, stored, changes } = setup();
    expect(await send('rcpt-1')).toEqual({
      status: 202,
      body: { queued: true, recipients: ['anke@soerensen.example'] },
    });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      to: ['anke@soerensen.example'],
      subject: 'Rechnung RE-2026-0042 von Lohnbetrieb Hansen',
      displayName: 'Lohnbetrieb Hansen',
      receipt: { receiptType: 'bill', customerId: 'customer-1', receiptId: 'rcpt-1' },
      attachments: [
        { fileName: 'Rechnung_RE-2026-0042.pdf', contentType: 'application/pdf', storageKey: PDF_KEY },
        { fileName: 'Rechnung_RE-2026-0042.xml', contentType: 'application/xml', storageKey: XML_KEY },
      ],
    });
    expect(queued[0]?.text).toContain('anbei erhalten Sie unsere Rechnung RE-2026-0042 vom 14.08.2026.');
    expect(stored.get('rcpt-1')).toMatchObject({
      sentAt: NOW.toISOString(),
      sentTo: ['anke@soerensen.example'],
      version: 3,
    });
    // The history names who sent it, not 'System'.
    expect(changes).toEqual([{ change: 'Versendet an anke@soerensen.example', userName: 'Jens Hansen' }]);
  });

  it('takes the addresses, subject and text given, else the texts of the settings', async () => {
    const settings = ZReceiptSettings.parse({
      types: { BILL: { numberFormat: 'RE-{NR}', mailSubject: 'Ihre Rechnung' } },
    });
    const { send, queued } = setup(settings);
    await send('rcpt-1');
    await send('rcpt-1', { type: 'BILL', recipients: ['buchhaltung@soerensen.example'], text: 'Hallo!' });
    expect(queued.map((mail) => [mail.to, mail.subject])).toEqual([
      [['anke@soerensen.example'], 'Ihre Rechnung'],
      [['buchhaltung@soerensen.example'], 'Ihre Rechnung'],
    ]);
    expect(queued[1]?.text).toBe('Hallo!');
  });

  it('refuses a draft, a receipt whose files are not there yet and an unknown one, and queues nothing', async () => {
    const { send, queued } = setup();
    expect(await send('draft')).toMatchObject({ status: 409, body: { code: 'RCPT_409_40_0002' } });
    expect(await send('rendering')).toMatchObject({ status: 409, body: { code: 'RCPT_409_40_0001' } });
    expect(await send('rcpt-1', { type: 'OFFER' })).toMatchObject({ status: 404, body: { code: 'RCPT_404_30_0001' } });
    expect(queued).toEqual([]);
  });

  it('refuses to send a type the caller may not read', async () => {
    const { send, queued } = setup(ZReceiptSettings.parse({}), 'EMPLOYEE');
    expect(await send('rcpt-1')).toMatchObject({ status: 403, body: { code: 'LW_403_10_0001' } });
    expect(queued).toEqual([]);
  });

  it.each(['EMPLOYEE', 'TEMPORARY_WORKER', 'PLANNER'] as const)(
    'refuses %s, who may create delivery notes and offers but sends no mail (issue 25)',
    async (role) => {
      const { send, queued } = setup(ZReceiptSettings.parse({}), role);
      for (const type of ['DELIVERY_NOTE', 'OFFER', 'BILL']) {
        expect(await send('rcpt-1', { type, recipients: ['anke@soerensen.example'] })).toMatchObject({
          status: 403,
          body: { code: 'LW_403_10_0001' },
        });
      }
      expect(queued).toEqual([]);
    },
  );

  it("refuses an address that is neither the customer's nor the company's, naming it, and records nothing", async () => {
    const { send, queued, stored, ledger } = setup();
    const answer = await send('rcpt-1', {
      type: 'BILL',
      recipients: ['anke@soerensen.example', 'nissen@milch.example', 'service@sparkasse.example'],
      subject: 'Ihr Konto wird gesperrt',
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'MAIL_400_20_0002' } });
    expect(answer.body.issues).toEqual([
      {
        path: 'recipients.1',
        message:
          'nissen@milch.example gehört weder zum Kunden dieses Belegs noch zu deiner Firma oder ihren Mitarbeitern.',
      },
      {
        path: 'recipients.2',
        message:
          'service@sparkasse.example gehört weder zum Kunden dieses Belegs noch zu deiner Firma oder ihren Mitarbeitern.',
      },
    ]);
    expect([queued, ledger.entries]).toEqual([[], []]);
    expect(stored.get('rcpt-1')).toMatchObject({ sentAt: null, sentTo: [], version: receipts[0]?.version });
  });

  it('sends in the name of the company with replies to the issuing unit, and keeps the mail in the sent log', async () => {
    const { send, queued, ledger } = setup();
    await send('rcpt-1', { type: 'BILL', recipients: ['anke@soerensen.example', 'jens@hansen.de'] });
    expect(queued[0]).toMatchObject({ displayName: 'Lohnbetrieb Hansen', replyTo: 'husum@hansen.de' });
    expect(ledger.entries).toEqual([
      {
        companyId: 'hansen',
        id: 'mail-1',
        sentAt: NOW.toISOString(),
        userId: 'u-1',
        userName: 'Jens Hansen',
        to: ['anke@soerensen.example', 'jens@hansen.de'],
        ccs: [],
        bccs: [],
        subject: 'Rechnung RE-2026-0042 von Lohnbetrieb Hansen',
        attachmentNames: ['Rechnung_RE-2026-0042.pdf', 'Rechnung_RE-2026-0042.xml'],
        receipt: { receiptType: 'bill', receiptId: 'rcpt-1', customerId: 'customer-1' },
      },
    ]);
  });

  it('answers 429 past the rate limit and leaves the receipt as it was', async () => {
    const { send, queued, stored } = setup();
    for (let sent = 0; sent < 10; sent++) expect((await send('rcpt-1')).status).toBe(202);
    const version = stored.get('rcpt-1')?.version;
    expect(await send('rcpt-1')).toMatchObject({ status: 429, body: { code: 'MAIL_429_20_0001' } });
    expect([queued.length, stored.get('rcpt-1')?.version]).toEqual([10, version]);
  });
});
