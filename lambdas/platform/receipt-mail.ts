import * as z from 'zod';
import { type TContactPerson, ZStoredContactPerson } from '../../schemas/customer';
import { AppError, messageForCode } from '../../schemas/errors';
import { blockingMailProblems, type TMailAttachment, type TReceiptMailType } from '../../schemas/mail';
import { referenceMessages } from '../../schemas/references';
import { type BookkeepingAccessCodes, mailAccessCodes } from './bookkeeping-access';
import type { CompanyStore } from './company-store';
import { db } from './db/entities';
import {
  type CheckedMail,
  checkOutgoingMail,
  dispatchMail,
  distinctAddresses,
  type MailSender,
  mailingCompany,
  type OutgoingMailDeps,
} from './outgoing-mail';
import { requireValidReferences } from './references/references';

/**
 * Receipt mails (services.md §7 'POST /mails/send/receipt'): the mail service's route and the receipts
 * service (a finalized receipt) both send them through here, so the rules live once. A receipt goes to
 * its customer's addresses (or a copy to the company's own people), nowhere else (issue 25).
 */

/** A customer's addresses: its own (the invoice mailbox) and its contact persons with their flags. */
export type CustomerAddresses = { mail: string | undefined; contactPersons: TContactPerson[] };

/** The addresses of a customer of the company; undefined when the company has no such customer. */
export type CustomerContacts = (companyId: string, customerId: string) => Promise<CustomerAddresses | undefined>;

const storedContactPersons = z.array(ZStoredContactPerson);

export const dynamoCustomerContacts: CustomerContacts = async (companyId, customerId) => {
  const { data } = await db()
    .customer.get({ companyId, customerId })
    .go({ attributes: ['customerId', 'mail', 'contactPersons'] });
  // Persons stored before a field existed read with its default, as the structures service reads them.
  return data ? { mail: data.mail, contactPersons: storedContactPersons.parse(data.contactPersons ?? []) } : undefined;
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

/** A receipt mail as a service asks for it, before the rules. */
export type ReceiptMailRequest = {
  companyId: string;
  customerId: string;
  receiptType: TReceiptMailType;
  receiptId?: string | undefined;
  /** Empty: the customer's contact persons who receive this receipt type. */
  recipients: readonly string[];
  ccs?: readonly string[] | undefined;
  bccs?: readonly string[] | undefined;
  subject: string;
  text: string;
  /** The operating unit it is sent for: its name may be the sender's, its address takes the replies. */
  operatingUnitId?: string | undefined;
  /** The company's or the unit's name; the company's when not given. */
  displayName?: string | undefined;
  replyTo?: string | undefined;
};

export type ReceiptMailDeps = OutgoingMailDeps & {
  companies: Pick<CompanyStore, 'get'>;
  contacts: CustomerContacts;
  /** The codes of the calling service for the company access rule; the mail service's by default. */
  accessCodes?: BookkeepingAccessCodes;
};

/**
 * Checks a receipt mail before anything is stored: the company must be allowed receipts and mail, the
 * customer must be the company's, somebody must receive it and every address must be the customer's or
 * the company's own. Answers the mail to send, without files.
 */
export const prepareReceiptMail =
  ({ accessCodes = mailAccessCodes, ...deps }: Omit<ReceiptMailDeps, 'queue' | 'ledger' | 'clock' | 'ids'>) =>
  async (mail: ReceiptMailRequest, sender: MailSender): Promise<CheckedMail> => {
    const company = await mailingCompany(deps.companies, mail.companyId, accessCodes);
    const customer = await deps.contacts(mail.companyId, mail.customerId);
    if (!customer) {
      requireValidReferences(
        [{ path: 'customerId', message: referenceMessages.customer }],
        `customer ${mail.customerId} of ${mail.companyId}`,
      );
    }
    const persons = customer?.contactPersons ?? [];
    const customerAddresses = [
      ...(customer?.mail ? [customer.mail] : []),
      ...persons.flatMap((person) => (person.mail ? [person.mail] : [])),
    ];
    return checkOutgoingMail(deps)(
      company,
      sender,
      {
        ...mail,
        // The addresses as the user gave them, so a refusal names each at its place in the list.
        recipients: mail.recipients.length > 0 ? mail.recipients : receiptMailRecipients([], persons, mail.receiptType),
        receipt: {
          receiptType: mail.receiptType,
          customerId: mail.customerId,
          ...(mail.receiptId ? { receiptId: mail.receiptId } : {}),
        },
      },
      { kind: 'customer', addresses: customerAddresses },
    );
  };

/**
 * Sends a receipt mail whose files are already in the documents bucket (the receipts service sends a
 * finalized receipt's PDF and XML so). Answers who will receive it.
 */
export const sendReceiptMail =
  (deps: ReceiptMailDeps) =>
  async (
    { attachments, ...mail }: ReceiptMailRequest & { attachments: readonly TMailAttachment[] },
    sender: MailSender,
  ): Promise<{ recipients: string[] }> => {
    const checked = await prepareReceiptMail(deps)(mail, sender);
    await dispatchMail(deps)(checked, sender, { mailId: deps.ids.newId(), attachments });
    return { recipients: checked.to };
  };
