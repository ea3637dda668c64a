import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../platform/aws-clients';
import { config } from '../platform/config';
import type { TMailMessage } from '../platform/mail-queue';

/** Sends one mail; the port the queue consumer uses, so its tests need no SES. */
export type Mailer = { send: (mail: TMailMessage) => Promise<void> };

/** The mailer on SES (v2 API): plain text always, HTML when given, UTF-8 throughout. */
export const sesMailer = (): Mailer => ({
  send: async (mail) => {
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
  },
});
