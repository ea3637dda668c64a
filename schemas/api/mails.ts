import * as z from 'zod';
import { INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import {
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEXT_MAX,
  mailAddress,
  mailAddressList,
  ZReceiptMailType,
  ZSentMail,
} from '../mail';
import { defineEndpoint } from './endpoint';
import { uploadedFiles } from './uploads';

/** A comma-separated list of addresses in the query (services.md §7), each checked, at most 50. */
const addressListQuery = () =>
  z
    .string()
    .max(
      MAIL_RECIPIENTS_MAX * (INPUT_LIMITS.mailLength + 1),
      tooLongMessage(MAIL_RECIPIENTS_MAX * INPUT_LIMITS.mailLength),
    )
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    )
    .pipe(mailAddressList());

/** services.md §3 'Mail parameters', sent in the query (§7); the body carries text and files. */
export const ZMailQuery = z.object({
  companyId: idField().optional(),
  /** The operating unit the mail is sent for: its name may be the sender's, its address takes the replies. */
  operatingUnitId: idField().optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Betreff ein.')
    .max(MAIL_SUBJECT_MAX, tooLongMessage(MAIL_SUBJECT_MAX)),
  recipients: addressListQuery(),
  ccs: addressListQuery(),
  bccs: addressListQuery(),
  /**
   * The sender's name the recipients see ('<name> via Lohnwerk'): the company's or the operating unit's,
   * never free text (issue 25); the company's when not given.
   */
  displayName: z.string().trim().max(INPUT_LIMITS.nameLength, tooLongMessage(INPUT_LIMITS.nameLength)).optional(),
  /** Where replies go: the company's, an operating unit's or the sender's own address (issue 25). */
  replyTo: mailAddress().optional(),
});

/** A mail to addresses the user names: at least one. */
const ZSendMailQuery = ZMailQuery.refine((query) => query.recipients.length > 0, {
  message: 'Bitte gib mindestens einen Empfänger ein.',
  path: ['recipients'],
});

/** A receipt mail: recipients may be empty (the customer's contact persons for the receipt type receive it). */
export const ZReceiptMailQuery = ZMailQuery.extend({
  receiptType: ZReceiptMailType,
  customerId: idField('Bitte wähle einen Kunden aus.'),
  receiptId: idField().optional(),
});

/** The form parts: the message and up to five files (pdf, xml, png, jpeg; 10 MB each). */
export const ZMailForm = z
  .object({
    text: z.string().max(MAIL_TEXT_MAX, tooLongMessage(MAIL_TEXT_MAX)).default(''),
    files: uploadedFiles(),
  })
  // A mail says something: a text, or files. An empty one would be logged as sent and never delivered.
  .refine((form) => form.text.trim() !== '' || form.files.length > 0, {
    message: 'Bitte gib einen Text ein oder hänge eine Datei an.',
    path: ['text'],
  });

export const ZMailQueued = z.object({ queued: z.literal(true), recipients: z.array(z.string()) });
export type TMailQueued = z.infer<typeof ZMailQueued>;

/** A page of the sent log: newest first; `before` is the `next` of the page before ('<sentAt>|<mailId>'). */
export const ZSentMailQuery = z.object({
  companyId: idField().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .max(200)
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[\w-]{1,100}$/, 'Ungültige Seite des Postausgangs.')
    .optional(),
});

export const ZSentMailPage = z.object({ items: z.array(ZSentMail).max(200), next: z.string().max(300).nullable() });
export type TSentMailPage = z.infer<typeof ZSentMailPage>;

export const mailEndpoints = {
  sendMail: defineEndpoint({
    method: 'POST',
    path: '/mails/send',
    access: { kind: 'company', permission: 'mails:send' },
    query: ZSendMailQuery,
    bodyFormat: 'multipart',
    body: ZMailForm,
    response: ZMailQueued,
    successStatus: 202,
  }),
  sendReceiptMail: defineEndpoint({
    method: 'POST',
    path: '/mails/send/receipt',
    access: { kind: 'company', permission: 'mails:send' },
    query: ZReceiptMailQuery,
    bodyFormat: 'multipart',
    body: ZMailForm,
    response: ZMailQueued,
    successStatus: 202,
  }),
  /** The company's sent log (issue 25): who sent which mail when to whom; for the roles that send mail. */
  listSentMails: defineEndpoint({
    method: 'GET',
    path: '/mails/sent',
    access: { kind: 'company', permission: 'mails:send' },
    query: ZSentMailQuery,
    response: ZSentMailPage,
  }),
};
