import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { ZReceiptType } from '../../../schemas/receipts/receipt';
import type { createLogger } from '../../platform/logger';
import type { TReceiptKey } from '../../platform/receipt-records';
import { awsHttpStatus } from '../../platform/thrown-values';
import type { TStoreOutcome } from './store-receipt-files';

/** The documents queue's message: the receipts service puts it there when it finalizes a receipt. */
export const ZDocumentsMessage = z.object({
  companyId: z.string().min(1).max(100),
  receiptId: z.string().min(1).max(100),
  type: ZReceiptType,
});

type Logger = Pick<ReturnType<typeof createLogger>, 'info' | 'error'>;

/**
 * The documents queue's consumer: stores each finalized receipt's files. A failure is reported for its
 * message alone, which the queue delivers again (five times, then to its dead-letter queue).
 */
export const renderQueuedReceipts =
  (store: (key: TReceiptKey) => Promise<TStoreOutcome>, logger: Logger) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const { companyId, receiptId, type } = ZDocumentsMessage.parse(JSON.parse(record.body));
        const outcome = await store({ companyId, receiptId, type });
        logger.info('receipt files', { messageId: record.messageId, receiptId, outcome });
      } catch (error) {
        const errorName = error instanceof Error ? error.name : typeof error;
        logger.error('receipt files not stored', {
          messageId: record.messageId,
          errorName,
          status: awsHttpStatus(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
