import * as z from 'zod';
import { INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import {
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEXT_MAX,
  mailAddress,
  mailAddressList,
  ZReceiptMailType,
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
  /** The operating unit the mail is sent for (its receipts); the mail itself does not depend on it yet. */
  operatingUnitId: idField().optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Betreff ein.')
    .max(MAIL_SUBJECT_MAX, tooLongMessage(MAIL_SUBJECT_MAX)),
  recipients: addressListQuery(),
  ccs: addressListQuery(),
  bccs: addressListQuery(),
  /** The sender's name the recipients see ('<name> via Lohnwerk'); the company's name when not given. */
  displayName: z.string().trim().max(INPUT_LIMITS.nameLength, tooLongMessage(INPUT_LIMITS.nameLength)).optional(),
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
export const ZMailForm = z.object({
  text: z.string().max(MAIL_TEXT_MAX, tooLongMessage(MAIL_TEXT_MAX)).default(''),
  files: uploadedFiles(),
});

export const ZMailQueued = z.object({ queued: z.literal(true), recipients: z.array(z.string()) });
export type TMailQueued = z.infer<typeof ZMailQueued>;

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
};
