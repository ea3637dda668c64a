import { mailEndpoints, type TMailQueued, type TSentMailPage } from '../../schemas/api/mails';
import type { TUploadedFile } from '../../schemas/api/uploads';
import { type TMailAttachment, ZMailAttachmentType } from '../../schemas/mail';
import type { CompanyStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import type { SentLogCursor } from '../platform/mail-ledger';
import {
  type CheckedMail,
  checkOutgoingMail,
  dispatchMail,
  type MailSender,
  mailingCompany,
  mailSenderOf,
  type OutgoingMailDeps,
} from '../platform/outgoing-mail';
import { type CustomerContacts, prepareReceiptMail } from '../platform/receipt-mail';
import type { ObjectStorage } from '../platform/storage';

export type MailRouteDeps = OutgoingMailDeps & {
  companies: CompanyStore;
  contacts: CustomerContacts;
  /** The documents bucket: uploaded files wait there for the mail service, which fetches them by key. */
  files: ObjectStorage;
  /** 'Vorname Nachname' of a user, for the sent log. */
  userName: (userId: string) => Promise<string | undefined>;
};

/** The 202 answer: the mail waits in the queue for these recipients. */
const queuedFor = (recipients: string[]): TMailQueued => ({ queued: true, recipients });

/** Where a mail's uploaded files are kept: under the company's prefix, one folder per mail. */
export const mailFileKey = (companyId: string, mailId: string, index: number) =>
  `companies/${companyId}/mails/${mailId}/${index + 1}`;

/** The sent log's cursor as the query carries it ('<sentAt>|<mailId>') and back. */
export const sentLogCursorText = ({ sentAt, mailId }: SentLogCursor) => `${sentAt}|${mailId}`;
const sentLogCursorOf = (text: string | undefined): SentLogCursor | undefined => {
  if (!text) return undefined;
  const [sentAt = '', mailId = ''] = text.split('|');
  return { sentAt, mailId };
};

/**
 * Sends a checked mail with its uploaded files: named under the company's prefix before it is counted and
 * logged, stored only once the limits let it go (a refused mail leaves no files), then queued by their keys.
 */
const sendWithUploads = async (
  deps: MailRouteDeps,
  mail: CheckedMail,
  sender: MailSender,
  uploads: readonly TUploadedFile[],
) => {
  const mailId = deps.ids.newId();
  const files = uploads.map((upload, index) => ({
    upload,
    attachment: {
      fileName: upload.filename,
      contentType: ZMailAttachmentType.parse(upload.mimetype),
      storageKey: mailFileKey(mail.companyId, mailId, index),
    } satisfies TMailAttachment,
  }));
  await dispatchMail(deps)(mail, sender, {
    mailId,
    attachments: files.map(({ attachment }) => attachment),
    beforeQueue: async () => {
      await Promise.all(
        files.map(({ upload, attachment }) =>
          deps.files.put(attachment.storageKey, upload.content, attachment.contentType),
        ),
      );
    },
  });
};

/**
 * The mail service's routes (services.md §7): a mail to given addresses, and a receipt mail to given
 * addresses or the customer's contact persons for the receipt type, both under the rules of
 * lambdas/platform/outgoing-mail.ts (issue 25): the company access rule (§5), only the company's contacts,
 * the company as sender, rate limits and the sent log; files in the documents bucket, the mail queued (202).
 * The sent log is read by the roles that send mail.
 */
export const mailRoutes = (deps: MailRouteDeps): Route[] => [
  route(mailEndpoints.sendMail, async ({ query, body }, { company, claims }) => {
    const stored = await mailingCompany(deps.companies, company.companyId);
    const sender = await mailSenderOf(claims, deps.userName);
    const mail = await checkOutgoingMail(deps)(stored, sender, { ...query, text: body.text }, { kind: 'contacts' });
    await sendWithUploads(deps, mail, sender, body.files);
    return queuedFor(mail.to);
  }),
  route(mailEndpoints.sendReceiptMail, async ({ query, body }, { company, claims }) => {
    const sender = await mailSenderOf(claims, deps.userName);
    const mail = await prepareReceiptMail(deps)({ ...query, companyId: company.companyId, text: body.text }, sender);
    await sendWithUploads(deps, mail, sender, body.files);
    return queuedFor(mail.to);
  }),
  route(mailEndpoints.listSentMails, async ({ query }, { company }): Promise<TSentMailPage> => {
    const { items, next } = await deps.ledger.list(company.companyId, {
      limit: query.limit,
      before: sentLogCursorOf(query.before),
    });
    return { items, next: next ? sentLogCursorText(next) : null };
  }),
];
