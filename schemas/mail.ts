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

/**
 * How many mails may go out in a time window (issue 25: the product's sender must not become a spam
 * relay). A mail counts once, whatever its recipients (at most MAIL_RECIPIENTS_MAX per list, all of them
 * contacts of the company). The user's limits let an office send its bills one by one through the dialog
 * (some ten a minute); the company's cover several users at once. A mail past a limit answers 429.
 */
export type TMailRateLimit = { by: 'user' | 'company'; window: 'minute' | 'hour'; limit: number };
export const MAIL_RATE_LIMITS: readonly TMailRateLimit[] = [
  { by: 'user', window: 'minute', limit: 10 },
  { by: 'user', window: 'hour', limit: 120 },
  { by: 'company', window: 'minute', limit: 30 },
  { by: 'company', window: 'hour', limit: 400 },
];

/** The field texts of a mail the rules refuse; each names the address or the value refused. */
export const mailMessages = {
  notAContact: (address: string) =>
    `${address} ist keine Adresse eines Kunden, Ansprechpartners, Lieferanten oder Mitarbeiters deiner Firma.`,
  notOfTheReceipt: (address: string) =>
    `${address} gehört weder zum Kunden dieses Belegs noch zu deiner Firma oder ihren Mitarbeitern.`,
  displayName: (name: string) =>
    `„${name}“ ist nicht möglich: Absender ist immer deine Firma oder der gewählte Betrieb.`,
  replyTo: (address: string) =>
    `${address} ist nicht möglich: Antworten gehen an die Adresse deiner Firma, eines ihrer Betriebe oder deine eigene.`,
} as const;

/** A receipt a mail sent, as the sent log keeps it. */
export const ZSentMailReceipt = z.object({
  receiptType: ZReceiptMailType,
  receiptId: z.string().max(INPUT_LIMITS.idLength).nullable(),
  customerId: z.string().max(INPUT_LIMITS.idLength),
});

/**
 * One mail of the company's sent log (issue 25): who sent it when, to whom, its subject, the names of its
 * files and the receipt it sent. The text is not kept: the log answers who wrote to whom, not what.
 */
export const ZSentMail = z.object({
  id: z.string().max(INPUT_LIMITS.idLength),
  sentAt: z.string().max(30),
  userId: z.string().max(INPUT_LIMITS.idLength),
  userName: z.string().max(INPUT_LIMITS.nameLength),
  to: z.array(z.string().max(INPUT_LIMITS.mailLength)).max(MAIL_RECIPIENTS_MAX),
  ccs: z.array(z.string().max(INPUT_LIMITS.mailLength)).max(MAIL_RECIPIENTS_MAX),
  bccs: z.array(z.string().max(INPUT_LIMITS.mailLength)).max(MAIL_RECIPIENTS_MAX),
  subject: z.string().max(MAIL_SUBJECT_MAX),
  attachmentNames: z.array(z.string().max(255)).max(MAIL_ATTACHMENTS_MAX),
  receipt: ZSentMailReceipt.nullable(),
});
export type TSentMail = z.infer<typeof ZSentMail>;
