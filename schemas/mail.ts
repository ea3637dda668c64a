import * as z from 'zod';
import { UPLOAD_MAX_FILES, uploadContentTypes, uploadMessages } from './api/uploads';
import { mailErrors } from './error-catalogue/mail';
import { INPUT_LIMITS, tooLongMessage, tooManyMessage } from './input-bounds';
import { loginMessages } from './messages';

/**
 * The mail service's shared rules (services.md §3 'Mail service', §5, §7, §8): what a mail may carry,
 * and what the delivery of a mail told us about an address. Used by the queue, the routes and the pages.
 */

/** At most this many recipients (to, cc and bcc each) per mail: a mail to a customer, not a newsletter. */
export const MAIL_RECIPIENTS_MAX = 50;
/** At most this many files per mail (a receipt's PDF and XML and a few more), as any upload. */
export const MAIL_ATTACHMENTS_MAX = UPLOAD_MAX_FILES;
/** The message text a user writes. */
export const MAIL_TEXT_MAX = 20_000;
export const MAIL_SUBJECT_MAX = 250;

export const ZMailAttachmentType = z.enum(uploadContentTypes, { error: uploadMessages.type });

/** A file of a queued mail: named by its storage key in the documents bucket (SQS carries at most 256 KB). */
export const ZMailAttachment = z.object({
  fileName: z.string().min(1).max(INPUT_LIMITS.nameLength),
  contentType: ZMailAttachmentType,
  storageKey: z.string().min(1).max(500),
});
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

/** The receipt types a contact person can receive mails for (services.md §3 'Contact person'). */
export const receiptMailTypes = [
  'bill',
  'billReminder',
  'cancellationBill',
  'creditNote',
  'deliveryNote',
  'offer',
] as const;
export const ZReceiptMailType = z.enum(receiptMailTypes, { error: 'Bitte wähle eine Belegart aus.' });
export type TReceiptMailType = z.infer<typeof ZReceiptMailType>;

/** One mail address a user enters: checked, at most 254 characters (RFC 5321). */
export const mailAddress = () =>
  z.email(loginMessages.invalidEmail).max(INPUT_LIMITS.mailLength, tooLongMessage(INPUT_LIMITS.mailLength));

/** The mail addresses of one list: every one checked, at most MAIL_RECIPIENTS_MAX. */
export const mailAddressList = () =>
  z.array(mailAddress()).max(MAIL_RECIPIENTS_MAX, tooManyMessage(MAIL_RECIPIENTS_MAX));

/** The delivery codes SES reports (services.md §8 'Mail service' 400: bounce, reject, complaint). */
export const mailProblemCodes = [
  'MAIL_400_10_0001',
  'MAIL_400_10_0002',
  'MAIL_400_10_0003',
  'MAIL_400_10_0004',
  'MAIL_400_10_0005',
] as const;
export type TMailProblemCode = (typeof mailProblemCodes)[number];

/** A permanent bounce and a complaint: no more mail goes to the address until its contact's mail changes. */
export const blockingMailProblems: ReadonlySet<TMailProblemCode> = new Set(['MAIL_400_10_0003', 'MAIL_400_10_0005']);

/** What the last delivery to a contact person's address reported; set by the server only. */
export const ZMailProblem = z.object({ code: z.enum(mailProblemCodes), at: z.string().max(40) });
export type TMailProblem = z.infer<typeof ZMailProblem>;

/** The German text shown at a contact whose address had a delivery problem. */
export const mailProblemText = (problem: TMailProblem): string =>
  `Email-Adresse unzustellbar: ${mailErrors[problem.code].message}`;
