import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { ZReceiptType } from '../../schemas/receipts/receipt';
import { queueUrl } from './config';
import { sqsClient } from './sdk-clients/sqs';

/**
 * The documents queue (issue 14): a finalized receipt whose files are still to be made. The receipts
 * service puts a message on it right after the finalizing transaction; the consumer renders the PDF (and
 * the e-invoice XML), stores them and records their keys at the receipt. A failed render is tried again
 * by SQS and lands in the dead-letter queue, never blocking the finalizing itself.
 */
export const ZDocumentsMessage = z.object({
  companyId: z.string().min(1).max(100),
  receiptId: z.string().min(1).max(100),
  type: ZReceiptType,
});
export type TDocumentsMessage = z.infer<typeof ZDocumentsMessage>;

export type DocumentsQueue = { enqueue: (message: TDocumentsMessage) => Promise<void> };

export const sqsDocumentsQueue = (): DocumentsQueue => ({
  enqueue: async (message) => {
    await sqsClient().send(
      new SendMessageCommand({
        QueueUrl: queueUrl('documents'),
        MessageBody: JSON.stringify(ZDocumentsMessage.parse(message)),
      }),
    );
  },
});
