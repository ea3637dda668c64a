import MailComposer from 'nodemailer/lib/mail-composer';
import type { TMailMessage } from '../platform/mail-queue';

/** A file of a mail with its bytes, fetched from the documents bucket. */
export type MailFile = { fileName: string; contentType: string; content: Uint8Array };

/**
 * The sender's name as recipients see it: the company's, and that it came through Lohnwerk. Angle
 * brackets, quotes and line breaks are left out: a name must not pass for an address of its own
 * ('Sparkasse <service@sparkasse.de>' would read as the bank's in many mail programs, issue 25).
 */
export const senderName = (displayName: string): string =>
  `${displayName
    .replace(/[<>"\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} via Lohnwerk`;

/** The From header's value: the company's name (when given) with the one configured sender address. */
export const fromAddress = (mail: Pick<TMailMessage, 'displayName'>, address: string) =>
  mail.displayName ? { name: senderName(mail.displayName), address } : address;

/**
 * The whole mail as raw MIME (RFC 5322), for SES's raw sending: text (and HTML), the files as attachments.
 * Umlauts in the subject, names and file names are encoded by nodemailer (RFC 2047/2231). Bcc stays out of
 * the headers: SES delivers to it through the envelope (Destination) only.
 */
export const composeRawMail = async (mail: TMailMessage, from: string, files: readonly MailFile[]): Promise<Buffer> =>
  new MailComposer({
    from: fromAddress(mail, from),
    to: mail.to,
    ...(mail.ccs?.length ? { cc: mail.ccs } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: files.map((file) => ({
      filename: file.fileName,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
  })
    .compile()
    .build();
