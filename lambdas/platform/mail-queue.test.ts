import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from './config';
import { sqsMailQueue, type TMailMessage } from './mail-queue';

const sqs = mockClient(SQSClient);
const QUEUE_URL = 'http://localhost:9324/000000000000/lohnwerk-mail';
const mail: TMailMessage = { to: ['kunde@example.de'], subject: 'Einladung', text: 'Moin' };

const configure = (queueUrl: string | undefined) => {
  vi.stubEnv('MAIL_QUEUE_URL', queueUrl);
  resetConfigForTests();
};

beforeEach(() => configure(QUEUE_URL));
afterEach(() => {
  sqs.reset();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('SQS mail queue', () => {
  it('sends the mail as JSON to the configured queue', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
    await sqsMailQueue().enqueue(mail);
    const input = sqs.commandCalls(SendMessageCommand)[0]?.args[0].input;
    expect(input?.QueueUrl).toBe(QUEUE_URL);
    expect(JSON.parse(input?.MessageBody ?? '')).toEqual(mail);
  });

  it('refuses a mail the consumer could not send, before anything is queued', async () => {
    await expect(sqsMailQueue().enqueue({ ...mail, to: ['keine-adresse'] })).rejects.toThrow();
    expect(sqs.calls()).toEqual([]);
  });

  it('fails loudly without a queue (a service the registry does not let send mail)', async () => {
    configure(undefined);
    await expect(sqsMailQueue().enqueue(mail)).rejects.toThrow('MAIL_QUEUE_URL is not set');
    expect(sqs.calls()).toEqual([]);
  });

  it('passes SQS failures on to the use case', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('queue unavailable'));
    await expect(sqsMailQueue().enqueue(mail)).rejects.toThrow('queue unavailable');
  });
});
