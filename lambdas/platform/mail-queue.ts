import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from './aws-clients';
import { queueUrl } from './config';

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
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: queueUrl('mail'), MessageBody: JSON.stringify(ZMailMessage.parse(message)) }),
    );
  },
});
