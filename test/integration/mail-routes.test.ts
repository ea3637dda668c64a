import { randomUUID } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { clientVersionHeaders } from '../../schemas/api/client-version';
import type { TSentMailPage } from '../../schemas/api/mails';
import type { TCustomer } from '../../schemas/customer';
import { messageForCode } from '../../schemas/errors';
import { MAIL_RATE_LIMITS } from '../../schemas/mail';
import { api, runtime, tableClient } from '../support/api-client';
import { uniqueMail } from '../support/invitations';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true, receiptFiles: true });
/** A company without the bookkeeping add-on: the receipts and mail services refuse it (services.md §5). */
const withoutBookkeeping = await newTenant({ bookkeeping: false });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * The mail service over HTTP (issue 14 point 7): receipt mails with files reach the local SES with their
 * attachments, the company access rule, customers of other companies, and SES's bounces marking contacts.
 */

type StoredAttachment = { filename?: string; contentType: string; content: string; size: number };
type StoredMail = { subject: string; from: string; destination: { to: string[] }; attachments: StoredAttachment[] };

const PDF = Buffer.from('%PDF-1.7\n% Rechnung für Hof Müller\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Invoice>Grünlandpflege</Invoice>');

/** Sends a multipart mail request as the web app does: the parameters in the query, text and files as form parts. */
const sendMail = async (
  path: '/mails/send' | '/mails/send/receipt',
  token: string,
  query: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[] = [],
) => {
  const form = new FormData();
  form.append('text', 'Moin, anbei der Beleg. Viele Grüße');
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const url = `${path}?${new URLSearchParams(query)}`;
  const response = await fetch(`${runtime().apiUrl}${url}`, {
    method: 'POST',
    headers: { ...clientVersionHeaders(url), authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** The mail with this subject in the local SES store, once it is there. */
const storedMail = (subject: string): Promise<StoredMail> =>
  vi.waitFor(
    async () => {
      const { emails } = (await (await fetch(`${runtime().mailViewerUrl}/store`)).json()) as { emails: StoredMail[] };
      const mail = emails.find((item) => item.subject === subject);
      if (!mail) throw new Error(`no mail '${subject}' yet`);
      return mail;
    },
    { timeout: 30_000, interval: 200 },
  );

const owner = () => tenant.token('OWNER');

/** A customer of the demo company whose one contact person receives bills at a fresh address. */
const customerWithBillContact = async (token: string) => {
  const mail = uniqueMail('rechnungen');
  const created = await api<TCustomer>('POST', '/structures/customers', {
    token,
    body: {
      name: `Hof Mailtest ${randomUUID().slice(0, 6)}`,
      contactPersons: [{ lastName: 'Jensen', mail, receivesReceiptMailsFor: { bill: true } }],
    },
  });
  expect(created.status).toBe(201);
  return { customer: created.body, mail };
};

const readCustomer = async (token: string, id: string) =>
  (await api<TCustomer>('GET', `/structures/customers/${id}`, { token })).body;

/** Sets a flag on a company's stored item for one test, and puts it back after. */
const withCompanyFlag = async (companyId: string, flag: string, value: unknown, run: () => Promise<void>) => {
  const client = await tableClient();
  const set = (next: unknown) =>
    client.send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: { pk: companyId, sk: 'company' },
        UpdateExpression: 'SET #flag = :value',
        ExpressionAttributeNames: { '#flag': flag },
        ExpressionAttributeValues: { ':value': next },
      }),
    );
  await set(value);
  try {
    await run();
  } finally {
    await set(flag === 'isSuspended' ? false : { bookkeeping: false });
  }
};

describe('receipt mails', () => {
  it('reach the local SES with their PDF and XML, from the company via Lohnwerk', async () => {
    const subject = `Rechnung RE-${randomUUID().slice(0, 8)} für Hof Müller`;
    const token = await owner();
    // Issue 25: only to an address of the customer (or the company's own).
    const { customer, mail: to } = await customerWithBillContact(token);
    const answer = await sendMail(
      '/mails/send/receipt',
      token,
      { subject, recipients: to, receiptType: 'bill', customerId: customer.id, receiptId: 'r-1' },
      [
        { name: 'Rechnung Müller.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'E-Rechnung Müller.xml', type: 'application/xml', bytes: XML },
      ],
    );
    expect(answer).toEqual({ status: 202, body: { queued: true, recipients: [to] } });
    const mail = await storedMail(subject);
    expect(mail.destination.to).toEqual([to]);
    expect(mail.from).toContain(`${tenant.companyName} via Lohnwerk`);
    // The parts come in the order their uploads finished: compared by name.
    const attachments = mail.attachments.map((file) => [
      file.filename,
      file.contentType,
      Buffer.from(file.content, 'base64'),
    ]);
    expect(attachments.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['E-Rechnung Müller.xml', 'application/xml', XML],
      ['Rechnung Müller.pdf', 'application/pdf', PDF],
    ]);
    // The viewer `npm start` prints lists the stored mails with their attachments as download links.
    expect(await (await fetch(runtime().mailViewerUrl)).text()).toContain('Attachments:');
  });

  it('go to the contact persons who receive the receipt type when no recipient is given', async () => {
    const token = await owner();
    const { customer, mail: contactMail } = await customerWithBillContact(token);
    const subject = `Rechnung an Ansprechpartner ${randomUUID().slice(0, 8)}`;
    const query = { subject, receiptType: 'bill', customerId: customer.id };
    expect(await sendMail('/mails/send/receipt', token, query)).toEqual({
      status: 202,
      body: { queued: true, recipients: [contactMail] },
    });
    expect((await storedMail(subject)).destination.to).toEqual([contactMail]);
    const none = await sendMail('/mails/send/receipt', token, { ...query, receiptType: 'offer' });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([{ path: 'recipients', message: messageForCode('MAIL_400_20_0001') }]);
  });

  it('refuse a customer of another company', async () => {
    const { customer: foreign } = await customerWithBillContact(await otherTenant.token('OWNER'));
    const answer = await sendMail('/mails/send/receipt', await owner(), {
      subject: 'Fremder Kunde',
      receiptType: 'bill',
      customerId: foreign.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'customerId', message: 'Dieser Kunde gehört nicht zu deiner Firma.' }]);
  });
});

describe('company access for mail (services.md §5)', () => {
  it('refuses a company without the bookkeeping add-on with MAIL_401_01_0002', async () => {
    // The numbering company books no bookkeeping (the suspended case below lends it the add-on for a moment).
    const answer = await sendMail('/mails/send', await withoutBookkeeping.token('OWNER'), {
      subject: 'Ohne Buchhaltung',
      recipients: uniqueMail('kunde'),
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'MAIL_401_01_0002' } });
  });

  it('refuses a suspended company with MAIL_401_01_0001, even with bookkeeping', async () => {
    const { companyId } = withoutBookkeeping.login('OWNER');
    const token = await withoutBookkeeping.token('OWNER');
    await withCompanyFlag(companyId, 'addOns', { bookkeeping: true }, () =>
      withCompanyFlag(companyId, 'isSuspended', true, async () => {
        const answer = await sendMail('/mails/send', token, { subject: 'Gesperrt', recipients: uniqueMail('kunde') });
        expect(answer).toMatchObject({ status: 401, body: { code: 'MAIL_401_01_0001' } });
      }),
    );
  });

  it('lets a user of another company neither mail with the demo company nor its customer', async () => {
    const neighbour = await otherTenant.token('OWNER');
    const demoCompanyId = tenant.login('OWNER').companyId;
    const named = await sendMail('/mails/send/receipt', neighbour, {
      companyId: demoCompanyId,
      subject: 'Fremde Firma',
      receiptType: 'bill',
      customerId: 'demo-customer-10001',
    });
    expect(named.status).toBe(403);
    const own = await sendMail('/mails/send/receipt', neighbour, {
      subject: 'Fremder Kunde',
      recipients: uniqueMail('kunde'),
      receiptType: 'bill',
      customerId: 'demo-customer-10001',
    });
    // The neighbour books bookkeeping too: the demo company's customer is not his.
    expect(own.status).toBe(400);
    expect(own.body.issues).toEqual([{ path: 'customerId', message: 'Dieser Kunde gehört nicht zu deiner Firma.' }]);
  });
});

describe('delivery reports', () => {
  it('mark a permanently bounced address at the contact, leave it out of receipt mails, and clear with a new address', async () => {
    const token = await owner();
    const { customer, mail } = await customerWithBillContact(token);
    const sqs = new SQSClient({
      endpoint: runtime().endpoints.sqs,
      region: runtime().region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const report = {
      eventType: 'Bounce',
      mail: { destination: [mail], tags: { companyId: [customer.companyId] } },
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: mail }],
        timestamp: '2026-11-24T09:00:00.000Z',
      },
    };
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: runtime().queueUrls['mail-events'],
        MessageBody: JSON.stringify({ Type: 'Notification', Message: JSON.stringify(report) }),
      }),
    );
    const marked = await vi.waitFor(
      async () => {
        const person = (await readCustomer(token, customer.id)).contactPersons[0];
        if (!person?.mailProblem) throw new Error('not marked yet');
        return person;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(marked.mailProblem).toEqual({ code: 'MAIL_400_10_0003', at: '2026-11-24T09:00:00.000Z' });

    const refused = await sendMail('/mails/send/receipt', token, {
      subject: 'An die unzustellbare Adresse',
      receiptType: 'bill',
      customerId: customer.id,
    });
    expect(refused.status).toBe(400);

    const current = await readCustomer(token, customer.id);
    const { id: _id, companyId: _company, createdAt: _created, updatedAt: _updated, ...data } = current;
    const keep = await api<TCustomer>('PATCH', `/structures/customers/${customer.id}`, {
      token,
      body: { ...data, contactPersons: current.contactPersons.map((person) => ({ ...person, mailProblem: null })) },
    });
    expect(keep.status).toBe(200);
    // A save of the same address keeps the mark (and the request cannot clear it).
    expect(keep.body.contactPersons[0]?.mailProblem).toEqual(marked.mailProblem);
    const changed = await api<TCustomer>('PATCH', `/structures/customers/${customer.id}`, {
      token,
      body: {
        ...data,
        version: keep.body.version,
        contactPersons: keep.body.contactPersons.map((person) => ({ ...person, mail: uniqueMail('neu') })),
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.contactPersons[0]?.mailProblem).toBeNull();
  });
});

/**
 * Issue 25: the product's sender is no relay. Mail goes only to the company's contacts, in its own name,
 * at most so many a minute, with no file dropped unseen, and every mail is in the company's sent log.
 */
describe('mail that cannot be abused', () => {
  it('refuses an address the company does not know at its field, naming it, and sends nothing', async () => {
    const token = await owner();
    const { mail: contact } = await customerWithBillContact(token);
    const victim = uniqueMail('opfer');
    const subject = `Kontoprüfung ${randomUUID().slice(0, 8)}`;
    const answer = await sendMail('/mails/send', token, { subject, recipients: `${contact},${victim}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'MAIL_400_20_0002', message: messageForCode('MAIL_400_20_0002') });
    expect(answer.body.issues).toEqual([
      {
        path: 'recipients.1',
        message: `${victim} ist keine Adresse eines Kunden, Ansprechpartners, Lieferanten oder Mitarbeiters deiner Firma.`,
      },
    ]);
    const log = await api<TSentMailPage>('GET', '/mails/sent', { token });
    expect(log.body.items.map((mail) => mail.subject)).not.toContain(subject);
  });

  it('sends to a contact in the name of the company, and the owner reads it in the sent log', async () => {
    const token = await owner();
    const { mail: contact } = await customerWithBillContact(token);
    const subject = `Terminabsprache ${randomUUID().slice(0, 8)}`;
    const refused = await sendMail('/mails/send', token, {
      subject,
      recipients: contact,
      displayName: 'Sparkasse Kundenservice <service@sparkasse.de>',
      replyTo: 'service@sparkasse.de',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'MAIL_400_20_0003' });
    expect(await sendMail('/mails/send', token, { subject, recipients: contact })).toMatchObject({ status: 202 });
    const mail = await storedMail(subject);
    expect(mail.from).toContain(`${tenant.companyName} via Lohnwerk`);
    const log = await api<TSentMailPage>('GET', '/mails/sent', { token });
    expect(log.body.items.find((entry) => entry.subject === subject)).toMatchObject({
      to: [contact],
      userName: 'Jens Hansen',
      receipt: null,
    });
  });

  it('refuses a sixth file at its field instead of dropping it', async () => {
    const token = await owner();
    const { mail: contact } = await customerWithBillContact(token);
    const files = Array.from({ length: 6 }, (_, index) => ({
      name: `Beleg ${index + 1}.pdf`,
      type: 'application/pdf',
      bytes: PDF,
    }));
    const answer = await sendMail('/mails/send', token, { subject: 'Sechs Belege', recipients: contact }, files);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'files', message: 'Es sind höchstens 5 Dateien möglich.' }]);
  });

  it('answers 429 in German once a user sent too many in a minute', async () => {
    // The neighbour company: its owner sends no other mail in this run, so the count is this test's.
    const token = await otherTenant.token('OWNER');
    const { mail: contact } = await customerWithBillContact(token);
    const limit = MAIL_RATE_LIMITS.find((rule) => rule.by === 'user' && rule.window === 'minute')?.limit ?? 0;
    // Within two minutes at most twice the limit go through: a run across a minute's end still meets it.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof sendMail>> | undefined;
    while (!refused && statuses.length <= 2 * limit) {
      const answer = await sendMail('/mails/send', token, { subject: 'Takt', recipients: contact });
      statuses.push(answer.status);
      if (answer.status !== 202) refused = answer;
    }
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'MAIL_429_20_0001',
        message:
          'Du hast in kurzer Zeit zu viele Mails gesendet. Bitte warte ein paar Minuten und versuche es dann erneut.',
      },
    });
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThanOrEqual(limit);
  });
});
