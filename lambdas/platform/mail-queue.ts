import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from './aws-clients';
import { config } from './config';

/** A mail as it travels through the mail queue to the mail service (which sends it with SES). */
export const ZMailMessage = z.object({
  to: z.array(z.email()).min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.email().optional(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export type MailQueue = { enqueue: (message: TMailMessage) => Promise<void> };

export const sqsMailQueue = (): MailQueue => ({
  enqueue: async (message) => {
    const queueUrl = config().MAIL_QUEUE_URL;
    if (!queueUrl) throw new Error('MAIL_QUEUE_URL is not configured');
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(ZMailMessage.parse(message)) }),
    );
  },
});
