import {
  type CustomerContactPersons,
  readContactPersons,
  saveContactPersons,
} from '../platform/aggregates/customer-contacts';

export type { CustomerContactPersons };

/** The contact persons of a company's customers, as the mail service reads and marks them. */
export type ContactStore = {
  /** Every customer of the company with its contact persons. */
  list: (companyId: string) => Promise<CustomerContactPersons[]>;
  /** Writes the persons if the customer is still at `version`; false when someone saved in between. */
  savePersons: (companyId: string, customer: CustomerContactPersons) => Promise<boolean>;
};

/** The customer aggregate's contact-person module behind the port (lambdas/platform/aggregates/customer-contacts.ts). */
export const dynamoContactStore = (): ContactStore => ({ list: readContactPersons, savePersons: saveContactPersons });
