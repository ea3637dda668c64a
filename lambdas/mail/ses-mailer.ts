import { SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { config } from '../platform/config';
import type { TMailMessage } from '../platform/mail-queue';
import { sesClient } from '../platform/sdk-clients/ses';
import { documentsStorage, type ObjectStorage } from '../platform/storage';
import { composeRawMail, fromAddress, type MailFile } from './mime';

/** Sends one mail; the port the queue consumer uses, so its tests need no SES. */
export type Mailer = { send: (mail: TMailMessage) => Promise<void> };

/** The bare address of a sender setting ('Lohnwerk <noreply@…>' or 'noreply@…'). */
export const senderAddress = (setting: string): string => /<([^>]+)>/.exec(setting)?.[1] ?? setting.trim();

/** SES tags the delivery events with these, so a bounce finds the company whose contacts it concerns. */
const tagsOf = (mail: TMailMessage): SendEmailCommandInput['EmailTags'] =>
  mail.companyId ? [{ Name: 'companyId', Value: mail.companyId }] : undefined;

const destinationOf = (mail: TMailMessage): SendEmailCommandInput['Destination'] => ({
  ToAddresses: mail.to,
  ...(mail.ccs?.length ? { CcAddresses: mail.ccs } : {}),
  ...(mail.bccs?.length ? { BccAddresses: mail.bccs } : {}),
});

/** The sender: the configured one as it is, or its address under the company's name. */
const senderOf = (mail: TMailMessage): string => {
  const from = fromAddress(mail, senderAddress(config().MAIL_FROM));
  return typeof from === 'string' ? config().MAIL_FROM : `"${from.name.replaceAll('"', "'")}" <${from.address}>`;
};

/** The files of a mail from the documents bucket; a missing one fails the send (retried, then dead-lettered). */
const fetchFiles = async (mail: TMailMessage, files: ObjectStorage): Promise<MailFile[]> =>
  Promise.all(
    (mail.attachments ?? []).map(async (attachment) => {
      const content = await files.get(attachment.storageKey);
      if (!content) throw new Error('attachment not found in the documents bucket');
      return { fileName: attachment.fileName, contentType: attachment.contentType, content };
    }),
  );

/**
 * The mailer on SES (v2 API), UTF-8 throughout. A mail with files goes as raw MIME (SES's simple content
 * has no attachments in every region and SDK); one without stays simple content: plain text always,
 * HTML when given.
 */
export const sesMailer = (files: ObjectStorage = documentsStorage()): Mailer => ({
  send: async (mail) => {
    const common = {
      FromEmailAddress: senderOf(mail),
      Destination: destinationOf(mail),
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      ...(tagsOf(mail) ? { EmailTags: tagsOf(mail) } : {}),
      // SES reports delivery problems of mails sent with it (none configured on the embedded default).
      ...(config().MAIL_CONFIGURATION_SET ? { ConfigurationSetName: config().MAIL_CONFIGURATION_SET } : {}),
    };
    if (mail.attachments?.length) {
      const raw = await composeRawMail(mail, senderAddress(config().MAIL_FROM), await fetchFiles(mail, files));
      await sesClient().send(new SendEmailCommand({ ...common, Content: { Raw: { Data: raw } } }));
      return;
    }
    await sesClient().send(
      new SendEmailCommand({
        ...common,
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
