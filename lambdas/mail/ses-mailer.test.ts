import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../platform/config';
import { sesMailer } from './ses-mailer';

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
