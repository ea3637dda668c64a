import type { TClaims } from '../../schemas/claims';
import type { StoredCompany } from '../../schemas/company-records';
import { AppError } from '../../schemas/errors';
import { mailMessages, type TMailAttachment, type TSentMail } from '../../schemas/mail';
import {
  addressSet,
  foreignAddressIssues,
  type MailAddressLists,
  mailRateBuckets,
  senderIdentity,
} from '../../schemas/mail-policy';
import { referenceMessages } from '../../schemas/references';
import { type BookkeepingAccessCodes, mailAccessCodes, requireBookkeepingAccess } from './bookkeeping-access';
import type { Clock, IdGenerator } from './clock';
import type { CompanyStore, OperatingUnitStore } from './company-store';
import type { MailAddressBook } from './mail-address-book';
import type { MailLedger } from './mail-ledger';
import type { MailQueue, TMailMessage } from './mail-queue';
import { requireValidReferences } from './references/references';

/**
 * Every mail a user writes goes out through here (issue 25), from the mail service's routes and the
 * receipts service's alike: it goes only to addresses the company knows, in the name of the company or
 * one of its operating units with replies to one of their addresses or the sender's, counted against the
 * rate limits and kept in the company's sent log before it is queued. (System mails of the identity
 * service, invitations and password resets, have fixed texts and limits of their own.)
 */

/** Who sends a mail: the signed-in user, as the verified token and the user's profile name them. */
export type MailSender = { userId: string; userName: string; email?: string | undefined };

export type OutgoingMailDeps = {
  units: Pick<OperatingUnitStore, 'get'>;
  addresses: MailAddressBook;
  ledger: MailLedger;
  queue: MailQueue;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * Who may receive a mail besides the company's own people: any contact of the company (a mail the user
 * writes), or the addresses of one customer (a receipt goes to its customer: a bill of Thomsen's must not
 * reach Nissen, though both are contacts).
 */
export type MailAudience = { kind: 'contacts' } | { kind: 'customer'; addresses: readonly string[] };

/** A mail as a route asks to send it, before the rules. */
export type MailRequest = MailAddressLists & {
  subject: string;
  text: string;
  operatingUnitId?: string | undefined;
  displayName?: string | undefined;
  replyTo?: string | undefined;
  receipt?: TMailMessage['receipt'];
};

/** A mail the rules let through: addressed, with its sender, ready to queue but for its files. */
export type CheckedMail = Omit<TMailMessage, 'attachments' | 'companyId'> & { companyId: string };

const lower = (address: string) => address.toLowerCase();

/** The addresses once each (compared without case), in their first order. */
export const distinctAddresses = (addresses: readonly string[]): string[] => {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = lower(address);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The sender of a mail: the token's user, named as in the receipt history (profile name, else mail, else id). */
export const mailSenderOf = async (
  claims: Pick<TClaims, 'sub' | 'email'>,
  userName: (userId: string) => Promise<string | undefined>,
): Promise<MailSender> => ({
  userId: claims.sub,
  userName: (await userName(claims.sub)) ?? claims.email ?? claims.sub,
  email: claims.email,
});

/** The company a mail is sent for, when the company access rule (services.md §5) lets it send mail. */
export const mailingCompany = async (
  companies: Pick<CompanyStore, 'get'>,
  companyId: string,
  codes: BookkeepingAccessCodes = mailAccessCodes,
): Promise<StoredCompany> => {
  const company = await companies.get(companyId);
  requireBookkeepingAccess(company, codes);
  if (!company) throw new AppError(codes.suspended, { detail: `company ${companyId}` });
  return company;
};

/**
 * Applies the rules to a mail: every address must be known (the audience's or the company's own people),
 * the sender the company or the chosen unit, replies to one of their addresses or the user's. Every refused
 * field is named at once (400); the log hears only how many, never which addresses.
 */
export const checkOutgoingMail =
  ({ units, addresses }: Pick<OutgoingMailDeps, 'units' | 'addresses'>) =>
  async (
    company: StoredCompany,
    sender: MailSender,
    request: MailRequest,
    audience: MailAudience,
  ): Promise<CheckedMail> => {
    const unit = request.operatingUnitId ? await units.get(company.id, request.operatingUnitId) : undefined;
    if (request.operatingUnitId && !unit) {
      requireValidReferences(
        [{ path: 'operatingUnitId', message: referenceMessages.operatingUnit }],
        `operating unit ${request.operatingUnitId} of ${company.id}`,
      );
    }
    const [own, contacts] = await Promise.all([
      addresses.own(company.id),
      audience.kind === 'contacts' ? addresses.contacts(company.id) : audience.addresses,
    ]);
    const recipientIssues = foreignAddressIssues(
      request,
      addressSet([...own.office, ...own.people, ...contacts]),
      audience.kind === 'contacts' ? mailMessages.notAContact : mailMessages.notOfTheReceipt,
    );
    const identity = senderIdentity(
      {
        companyName: company.name,
        unitName: unit?.name,
        officeAddresses: addressSet(own.office),
        userAddress: sender.email,
        defaultReplyTo: unit?.email || company.email || undefined,
      },
      request,
    );
    const issues = [...recipientIssues, ...identity.issues];
    if (issues.length > 0) {
      throw new AppError(recipientIssues.length > 0 ? 'MAIL_400_20_0002' : 'MAIL_400_20_0003', {
        issues,
        detail: `${recipientIssues.length} unknown addresses, ${identity.issues.length} refused sender fields`,
      });
    }
    return {
      to: distinctAddresses(request.recipients),
      ...(request.ccs?.length ? { ccs: distinctAddresses(request.ccs) } : {}),
      ...(request.bccs?.length ? { bccs: distinctAddresses(request.bccs) } : {}),
      subject: request.subject,
      text: request.text,
      ...(identity.replyTo ? { replyTo: identity.replyTo } : {}),
      displayName: identity.displayName,
      companyId: company.id,
      ...(request.receipt ? { receipt: request.receipt } : {}),
    };
  };

/** The sent log's entry of a mail. */
const sentLogEntry = (
  mail: CheckedMail,
  sender: MailSender,
  mailId: string,
  sentAt: Date,
  attachments: readonly TMailAttachment[],
): TSentMail => ({
  id: mailId,
  sentAt: sentAt.toISOString(),
  userId: sender.userId,
  userName: sender.userName,
  to: mail.to,
  ccs: mail.ccs ?? [],
  bccs: mail.bccs ?? [],
  subject: mail.subject,
  attachmentNames: attachments.map((file) => file.fileName),
  receipt: mail.receipt
    ? {
        receiptType: mail.receipt.receiptType,
        receiptId: mail.receipt.receiptId ?? null,
        customerId: mail.receipt.customerId,
      }
    : null,
});

/**
 * Sends a checked mail: counted against the user's and the company's limits and logged (one transaction,
 * 429 past a limit), then its files stored (`beforeQueue`, so a refused mail stores nothing) and queued.
 */
export const dispatchMail =
  ({ ledger, queue, clock }: Pick<OutgoingMailDeps, 'ledger' | 'queue' | 'clock'>) =>
  async (
    mail: CheckedMail,
    sender: MailSender,
    files: { mailId: string; attachments: readonly TMailAttachment[]; beforeQueue?: () => Promise<void> },
  ): Promise<void> => {
    const now = clock.now();
    await ledger.record(
      mail.companyId,
      sentLogEntry(mail, sender, files.mailId, now, files.attachments),
      mailRateBuckets(sender.userId, now),
    );
    await files.beforeQueue?.();
    await queue.enqueue({ ...mail, attachments: [...files.attachments] });
  };
