import * as z from 'zod';
import { type TContactPerson, ZStoredContactPerson } from '../../schemas/customer';
import { AppError, messageForCode } from '../../schemas/errors';
import { blockingMailProblems, type TMailAttachment, type TReceiptMailType } from '../../schemas/mail';
import { referenceMessages } from '../../schemas/references';
import { type BookkeepingAccessCodes, mailAccessCodes, requireBookkeepingAccess } from './bookkeeping-access';
import type { CompanyStore } from './company-store';
import { db } from './db/entities';
import type { MailQueue, TMailMessage } from './mail-queue';
import { requireValidReferences } from './references/references';

/**
 * Receipt mails (services.md §7 'POST /mails/send/receipt'): the mail service's route and the receipts
 * service (a finalized receipt) both queue them through here, so the rules live once.
 */

/** The contact persons of a customer of the company; undefined when the company has no such customer. */
export type CustomerContacts = (companyId: string, customerId: string) => Promise<TContactPerson[] | undefined>;

export const dynamoCustomerContacts: CustomerContacts = async (companyId, customerId) => {
  const { data } = await db()
    .customer.get({ companyId, customerId })
    .go({ attributes: ['customerId', 'contactPersons'] });
  // Persons stored before a field existed read with its default, as the structures service reads them.
  return data ? storedContactPersons.parse(data.contactPersons ?? []) : undefined;
};

const storedContactPersons = z.array(ZStoredContactPerson);

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

/**
 * Who receives a receipt mail: the addresses the user gave, else the customer's contact persons who
 * receive this receipt type, leaving out addresses that bounced for good or complained. Nobody → 400.
 */
export const receiptMailRecipients = (
  given: readonly string[],
  contacts: readonly TContactPerson[],
  receiptType: TReceiptMailType,
): string[] => {
  if (given.length > 0) return distinctAddresses(given);
  const fromContacts = contacts
    .filter((person) => person.receivesReceiptMailsFor[receiptType])
    .filter((person) => !(person.mailProblem && blockingMailProblems.has(person.mailProblem.code)))
    .flatMap((person) => (person.mail ? [person.mail] : []));
  if (fromContacts.length === 0) {
    throw new AppError('MAIL_400_20_0001', {
      issues: [{ path: 'recipients', message: messageForCode('MAIL_400_20_0001') }],
      detail: `no recipient for ${receiptType}`,
    });
  }
  return distinctAddresses(fromContacts);
};

/** A receipt mail as a service asks for it; the files are already in the documents bucket. */
export type ReceiptMail = {
  companyId: string;
  customerId: string;
  receiptType: TReceiptMailType;
  receiptId?: string;
  /** Empty: the customer's contact persons who receive this receipt type. */
  recipients: readonly string[];
  ccs?: readonly string[];
  bccs?: readonly string[];
  subject: string;
  text: string;
  /** The sender's name; the company's name when not given. */
  displayName?: string;
  replyTo?: string;
  /** The receipt's PDF and XML (and whatever else the user adds), by storage key in the documents bucket. */
  attachments: readonly TMailAttachment[];
};

export type ReceiptMailDeps = {
  companies: CompanyStore;
  contacts: CustomerContacts;
  queue: MailQueue;
  /** The codes of the calling service for the company access rule; the mail service's by default. */
  accessCodes?: BookkeepingAccessCodes;
};

/** What a receipt mail is before its files are known: checked, addressed, and the sender named. */
export type PreparedReceiptMail = Omit<TMailMessage, 'attachments'>;

/**
 * Checks a receipt mail before anything is stored: the company must be allowed receipts and mail, the
 * customer must be the company's, and somebody must receive it. Answers the mail to queue, without files.
 */
export const prepareReceiptMail =
  ({ companies, contacts, accessCodes = mailAccessCodes }: Omit<ReceiptMailDeps, 'queue'>) =>
  async (mail: Omit<ReceiptMail, 'attachments'>): Promise<PreparedReceiptMail> => {
    const company = await companies.get(mail.companyId);
    requireBookkeepingAccess(company, accessCodes);
    const persons = await contacts(mail.companyId, mail.customerId);
    if (!persons) {
      requireValidReferences(
        [{ path: 'customerId', message: referenceMessages.customer }],
        `customer ${mail.customerId} of ${mail.companyId}`,
      );
    }
    const replyTo = mail.replyTo || company?.email;
    return {
      to: receiptMailRecipients(mail.recipients, persons ?? [], mail.receiptType),
      ...(mail.ccs?.length ? { ccs: distinctAddresses(mail.ccs) } : {}),
      ...(mail.bccs?.length ? { bccs: distinctAddresses(mail.bccs) } : {}),
      subject: mail.subject,
      text: mail.text,
      // Replies go to the office: the address given, else the company's.
      ...(replyTo ? { replyTo } : {}),
      displayName: mail.displayName || company?.name,
      companyId: mail.companyId,
      receipt: {
        receiptType: mail.receiptType,
        customerId: mail.customerId,
        ...(mail.receiptId ? { receiptId: mail.receiptId } : {}),
      },
    };
  };

/**
 * Queues a receipt mail whose files are already in the documents bucket (the receipts service sends a
 * finalized receipt's PDF and XML so). Answers who will receive it.
 */
export const enqueueReceiptMail =
  (deps: ReceiptMailDeps) =>
  async ({ attachments, ...mail }: ReceiptMail): Promise<{ recipients: string[] }> => {
    const prepared = await prepareReceiptMail(deps)(mail);
    await deps.queue.enqueue({ ...prepared, attachments: [...attachments] });
    return { recipients: prepared.to };
  };
