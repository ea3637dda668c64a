import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../platform/config';
import type { ObjectStorage } from '../platform/storage';
import { senderAddress, sesMailer } from './ses-mailer';

const ses = mockClient(SESv2Client);

afterEach(() => {
  ses.reset();
});

describe('SES mailer', () => {
  it('sends text and HTML as UTF-8 from the configured sender, with the reply address', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    await sesMailer().send({
      to: ['a@example.de', 'b@example.de'],
      subject: 'Grüße aus Husum',
      text: 'Moin',
      html: '<p>Moin</p>',
      replyTo: 'buero@example.de',
    });
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: ['a@example.de', 'b@example.de'] },
      ReplyToAddresses: ['buero@example.de'],
      Content: {
        Simple: {
          Subject: { Data: 'Grüße aus Husum', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Moin', Charset: 'UTF-8' }, Html: { Data: '<p>Moin</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('leaves out the reply address and the HTML part when there are none', async () => {
    ses.on(SendEmailCommand).resolves({});
    await sesMailer().send({ to: ['a@example.de'], subject: 'Hallo', text: 'Nur Text' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input).not.toHaveProperty('ReplyToAddresses');
    expect(input?.Content?.Simple?.Body).toEqual({ Text: { Data: 'Nur Text', Charset: 'UTF-8' } });
  });

  it('passes SES failures on, so the consumer reports the message for retry', async () => {
    ses.on(SendEmailCommand).rejects(new Error('throttled'));
    await expect(sesMailer().send({ to: ['a@example.de'], subject: 'Hallo', text: 'x' })).rejects.toThrow('throttled');
  });
});

/** A documents bucket holding these objects. */
const bucket = (objects: Record<string, string>): ObjectStorage => ({
  put: async () => {},
  get: async (key) => (key in objects ? new TextEncoder().encode(objects[key]) : undefined),
  head: async () => undefined,
  delete: async () => {},
  uploadUrl: async () => ({ url: '', method: 'PUT', headers: {}, expiresAt: new Date(0) }),
  downloadUrl: async () => ({ url: '', expiresAt: new Date(0) }),
});

const receiptMail = {
  to: ['kunde@hof.de'],
  ccs: ['buero@hof.de'],
  bccs: ['archiv@lohnbetrieb.de'],
  subject: 'Rechnung RE-1',
  text: 'Anbei.',
  displayName: 'Lohnbetrieb Jürgensen',
  companyId: 'c1',
  attachments: [{ fileName: 'RE-1.pdf', contentType: 'application/pdf' as const, storageKey: 'companies/c1/re-1.pdf' }],
};

describe('SES mailer with files', () => {
  it('sends raw MIME with the fetched files, every recipient in the envelope, tagged with the company', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-raw' });
    await sesMailer(bucket({ 'companies/c1/re-1.pdf': '%PDF-1.7' })).send(receiptMail);
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination).toEqual({
      ToAddresses: ['kunde@hof.de'],
      CcAddresses: ['buero@hof.de'],
      BccAddresses: ['archiv@lohnbetrieb.de'],
    });
    expect(input?.EmailTags).toEqual([{ Name: 'companyId', Value: 'c1' }]);
    expect(input?.FromEmailAddress).toBe(`"Lohnbetrieb Jürgensen via Lohnwerk" <${senderAddress(config().MAIL_FROM)}>`);
    const raw = input?.Content?.Raw?.Data;
    if (!raw) throw new Error('no raw content');
    const parsed = await simpleParser(Buffer.from(raw));
    expect(parsed.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
      ['RE-1.pdf', '%PDF-1.7'],
    ]);
  });

  it('fails without sending when a file is not in the bucket, so the message is retried', async () => {
    ses.on(SendEmailCommand).resolves({});
    await expect(sesMailer(bucket({})).send(receiptMail)).rejects.toThrow('attachment not found');
    expect(ses.commandCalls(SendEmailCommand)).toEqual([]);
  });

  it('reads the bare address of a sender setting with or without a name', () => {
    expect(senderAddress('Lohnwerk <noreply@lohnwerk.de>')).toBe('noreply@lohnwerk.de');
    expect(senderAddress('noreply@lohnwerk.de')).toBe('noreply@lohnwerk.de');
  });
});
