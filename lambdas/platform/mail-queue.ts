import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_RECIPIENTS_MAX,
  mailAddressList,
  ZMailAttachment,
  ZReceiptMailType,
} from '../../schemas/mail';
import { queueUrl } from './config';
import { sqsClient } from './sdk-clients/sqs';

/**
 * A mail as it travels through the mail queue to the mail service (which sends it with SES). SQS carries
 * at most 256 KB, so files travel as storage keys in the documents bucket; the mail service fetches them.
 */
export const ZMailMessage = z.object({
  to: z.array(z.email()).min(1).max(MAIL_RECIPIENTS_MAX),
  ccs: mailAddressList().optional(),
  bccs: mailAddressList().optional(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.email().optional(),
  /** The sender's name ('<Firma> via Lohnwerk'); the address is always the configured MAIL_FROM. */
  displayName: z.string().min(1).max(200).optional(),
  /** The company the mail is sent for: SES reports bounces with it, so they reach its contact persons. */
  companyId: z.string().min(1).max(100).optional(),
  attachments: z.array(ZMailAttachment).max(MAIL_ATTACHMENTS_MAX).optional(),
  /** What a receipt mail sends, for the receipt's history. */
  receipt: z
    .object({
      receiptType: ZReceiptMailType,
      receiptId: z.string().min(1).max(100).optional(),
      customerId: z.string().min(1).max(100),
    })
    .optional(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export type MailQueue = { enqueue: (message: TMailMessage) => Promise<void> };

export const sqsMailQueue = (): MailQueue => ({
  enqueue: async (message) => {
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: queueUrl('mail'), MessageBody: JSON.stringify(ZMailMessage.parse(message)) }),
    );
  },
});
