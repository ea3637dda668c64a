import { randomIds, systemClock } from './clock';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from './company-store';
import { dynamoMailAddressBook } from './mail-address-book';
import { dynamoMailLedger } from './mail-ledger';
import { sqsMailQueue } from './mail-queue';
import { dynamoCustomerContacts } from './receipt-mail';

/**
 * The ports of outgoing mail on the table and the mail queue, as both services that send mail (mail,
 * receipts) wire them: one place, so both check recipients, sender and limits against the same stores.
 */
export const dynamoOutgoingMail = () => ({
  companies: dynamoCompanyStore(),
  units: dynamoOperatingUnitStore(),
  contacts: dynamoCustomerContacts,
  addresses: dynamoMailAddressBook(),
  ledger: dynamoMailLedger(),
  queue: sqsMailQueue(),
  clock: systemClock,
  ids: randomIds,
});
