import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { createLogger } from '../platform/logger';
import { ZMailMessage } from '../platform/mail-queue';
import { awsHttpStatus } from '../platform/thrown-values';
import type { Mailer } from './ses-mailer';

type Logger = ReturnType<typeof createLogger>;

/**
 * What of a failure may be logged: its name and HTTP status, never its message. A JSON parse error quotes
 * the mail it failed on, and SES names the refused addresses: mail text and addresses stay out of logs.
 */
export const loggableFailure = (error: unknown) => ({
  errorName: error instanceof Error ? error.name : typeof error,
  status: awsHttpStatus(error),
});

/**
 * Mail queue consumer: sends each queued mail. Failures are reported per message, so only those are
 * retried; after five tries the queue moves a message to its dead-letter queue.
 */
export const sendQueuedMails =
  (mailer: Mailer, logger: Logger) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await mailer.send(ZMailMessage.parse(JSON.parse(record.body)));
        logger.info('mail sent', { messageId: record.messageId });
      } catch (error) {
        logger.error('mail not sent', { messageId: record.messageId, ...loggableFailure(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
