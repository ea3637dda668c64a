import { mailEndpoints, type TMailQueued } from '../../schemas/api/mails';
import type { TUploadedFile } from '../../schemas/api/uploads';
import type { TMailAttachment } from '../../schemas/mail';
import { ZMailAttachmentType } from '../../schemas/mail';
import { referenceMessages } from '../../schemas/references';
import { mailAccessCodes, requireBookkeepingAccess } from '../platform/bookkeeping-access';
import type { IdGenerator } from '../platform/clock';
import type { CompanyStore, OperatingUnitStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import type { MailQueue } from '../platform/mail-queue';
import { type CustomerContacts, distinctAddresses, prepareReceiptMail } from '../platform/receipt-mail';
import { requireValidReferences } from '../platform/references/references';
import type { ObjectStorage } from '../platform/storage';

export type MailRouteDeps = {
  companies: CompanyStore;
  units: Pick<OperatingUnitStore, 'get'>;
  contacts: CustomerContacts;
  queue: MailQueue;
  /** The documents bucket: uploaded files wait there for the mail service, which fetches them by key. */
  files: ObjectStorage;
  ids: IdGenerator;
};

/** The 202 answer: the mail waits in the queue for these recipients. */
const queuedFor = (recipients: string[]): TMailQueued => ({ queued: true, recipients });

/** Where a mail's uploaded files are kept: under the company's prefix, one folder per mail. */
export const mailFileKey = (companyId: string, mailId: string, index: number) =>
  `companies/${companyId}/mails/${mailId}/${index + 1}`;

/**
 * The address replies go to: the one given, else the operating unit's the mail is sent for (which must
 * be the company's), else the company's (through the queue, lambdas/platform/receipt-mail.ts).
 */
const replyAddress = async (
  units: MailRouteDeps['units'],
  companyId: string,
  query: { replyTo?: string; operatingUnitId?: string },
): Promise<string | undefined> => {
  if (!query.operatingUnitId) return query.replyTo;
  const unit = await units.get(companyId, query.operatingUnitId);
  if (!unit) {
    requireValidReferences(
      [{ path: 'operatingUnitId', message: referenceMessages.operatingUnit }],
      `operating unit ${query.operatingUnitId} of ${companyId}`,
    );
  }
  return query.replyTo || unit?.email;
};

/** Stores the uploaded files of one mail and answers them as the queue names attachments. */
const storeFiles = async (
  { files, ids }: Pick<MailRouteDeps, 'files' | 'ids'>,
  companyId: string,
  uploads: readonly TUploadedFile[],
): Promise<TMailAttachment[]> => {
  const mailId = ids.newId();
  return Promise.all(
    uploads.map(async (upload, index) => {
      const storageKey = mailFileKey(companyId, mailId, index);
      const contentType = ZMailAttachmentType.parse(upload.mimetype);
      await files.put(storageKey, upload.content, contentType);
      return { fileName: upload.filename, contentType, storageKey };
    }),
  );
};

/**
 * The mail service's routes (services.md §7): a mail to given addresses, and a receipt mail to given
 * addresses or the customer's contact persons for the receipt type. Both check the company access rule
 * (§5) before anything is stored, keep the files in the documents bucket and queue the mail (202).
 */
export const mailRoutes = (deps: MailRouteDeps): Route[] => [
  route(mailEndpoints.sendMail, async ({ query, body }, { company }) => {
    const stored = await deps.companies.get(company.companyId);
    requireBookkeepingAccess(stored, mailAccessCodes);
    const recipients = distinctAddresses(query.recipients);
    const replyTo = (await replyAddress(deps.units, company.companyId, query)) || stored?.email;
    const attachments = await storeFiles(deps, company.companyId, body.files);
    await deps.queue.enqueue({
      to: recipients,
      ...(query.ccs.length ? { ccs: distinctAddresses(query.ccs) } : {}),
      ...(query.bccs.length ? { bccs: distinctAddresses(query.bccs) } : {}),
      subject: query.subject,
      text: body.text,
      ...(replyTo ? { replyTo } : {}),
      displayName: query.displayName || stored?.name,
      companyId: company.companyId,
      attachments,
    });
    return queuedFor(recipients);
  }),
  route(mailEndpoints.sendReceiptMail, async ({ query, body }, { company }) => {
    const replyTo = await replyAddress(deps.units, company.companyId, query);
    const prepared = await prepareReceiptMail(deps)({
      ...query,
      replyTo,
      companyId: company.companyId,
      text: body.text,
    });
    const attachments = await storeFiles(deps, company.companyId, body.files);
    await deps.queue.enqueue({ ...prepared, attachments });
    return queuedFor(prepared.to);
  }),
];
