import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sesClient } from '../platform/aws-clients';
import { config } from '../platform/config';
import { createLogger } from '../platform/logger';
import { type TMailMessage, ZMailMessage } from '../platform/mail-queue';

const logger = createLogger('mail');

const send = async (mail: TMailMessage): Promise<void> => {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: mail.to },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
};

/**
 * Mail queue consumer: sends each queued mail with SES. Failures are reported per message, so only
 * those are retried; after five tries the queue moves a message to its dead-letter queue.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await send(ZMailMessage.parse(JSON.parse(record.body)));
      logger.info('mail sent', { messageId: record.messageId });
    } catch (error) {
      logger.error('mail not sent', { messageId: record.messageId, error: String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
