import { Logger } from '@aws-lambda-powertools/logger';
import { MessageRejected, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMailMessage } from '../platform/mail-queue';
import { sendQueuedMails } from './queue-consumer';
import { sesMailer } from './ses-mailer';

const ses = mockClient(SESv2Client);
// At INFO whatever LOG_LEVEL the suite runs with: the tests read what the consumer logs.
const consume = sendQueuedMails(sesMailer(), new Logger({ serviceName: 'mail-test', logLevel: 'INFO' }));

const mail: TMailMessage = {
  to: ['kunde@example.de'],
  subject: 'Dein Zugang zu Lohnwerk',
  text: 'Hier ist dein geheimer Link: https://app.example/einladung?token=SECRET-TOKEN',
};

const record = (messageId: string, body: string): SQSRecord => ({
  messageId,
  receiptHandle: `handle-${messageId}`,
  body,
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '1',
    SenderId: 'sender',
    ApproximateFirstReceiveTimestamp: '1',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:mail',
  awsRegion: 'eu-central-1',
});
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** Everything the logger writes (Powertools writes JSON lines to stdout and stderr). */
const captureLogs = () => {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  return lines;
};

let logs: string[] = [];
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  ses.reset();
  vi.restoreAllMocks();
});

describe('mail queue consumer on SES', () => {
  it('sends each queued mail with SES and reports no failure', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    const result = await consume(event(record('m1', JSON.stringify(mail))));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(logs.join('')).toContain('"messageId":"m1"');
  });

  it('reports only the failed messages, so only those are retried', async () => {
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: ['kaputt@example.de'] } })
      .rejects(new MessageRejected({ message: 'Email address is not verified: kaputt@example.de', $metadata: {} }));
    ses.on(SendEmailCommand, { Destination: { ToAddresses: ['kunde@example.de'] } }).resolves({ MessageId: 'ok' });
    const result = await consume(
      event(
        record('good', JSON.stringify(mail)),
        record('refused', JSON.stringify({ ...mail, to: ['kaputt@example.de'] })),
        record('unreadable', `{"to":["kunde@example.de"],"subject":"${mail.subject}","text":"SECRET-TOKEN`),
        record('invalid', JSON.stringify({ ...mail, to: [] })),
      ),
    );
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual([
      'refused',
      'unreadable',
      'invalid',
    ]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('logs neither addresses, subjects nor mail text, not even of failures', async () => {
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'kunde@example.de refused', $metadata: {} }));
    await consume(
      event(record('refused', JSON.stringify(mail)), record('unreadable', `{"text":"SECRET-TOKEN ${mail.subject}`)),
    );
    const written = logs.join('');
    expect(written).toContain('"errorName":"MessageRejected"');
    expect(written).toContain('"errorName":"SyntaxError"');
    for (const secret of ['kunde@example.de', 'SECRET-TOKEN', mail.subject, 'example.de']) {
      expect(written).not.toContain(secret);
    }
  });
});
