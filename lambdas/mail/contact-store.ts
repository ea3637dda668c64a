import * as z from 'zod';
import { type TContactPerson, ZStoredContactPerson } from '../../schemas/customer';
import { db } from '../platform/db/entities';
import { succeeded } from '../platform/db/write';

/** A customer's contact persons at the version they were read. */
export type CustomerContactPersons = { customerId: string; version: number; contactPersons: TContactPerson[] };

/** The contact persons of a company's customers, as the mail service reads and marks them. */
export type ContactStore = {
  /**
   * Every customer of the company with its contact persons: one Query on the company partition (a
   * company has fewer than 5,000 customers; a lookup item per address would have to follow every edit).
   */
  list: (companyId: string) => Promise<CustomerContactPersons[]>;
  /** Writes the persons if the customer is still at `version`; false when someone saved in between. */
  savePersons: (companyId: string, customer: CustomerContactPersons) => Promise<boolean>;
};

const storedPersons = z.array(ZStoredContactPerson);

export const dynamoContactStore = (): ContactStore => ({
  list: async (companyId) => {
    const { data } = await db()
      .customer.query.byCompany({ companyId })
      .go({ pages: 'all', attributes: ['customerId', 'version', 'contactPersons'] });
    return data.map((item) => ({
      customerId: item.customerId,
      version: item.version,
      contactPersons: storedPersons.parse(item.contactPersons ?? []),
    }));
  },
  // The version stays: the mark is no edit of the user's, so a form opened before it still saves (and the
  // structures service carries the mark over while the address stays the same).
  savePersons: (companyId, { customerId, version, contactPersons }) =>
    succeeded(() =>
      db()
        .customer.patch({ companyId, customerId })
        .set({ contactPersons })
        .where((attributes, { eq }) => eq(attributes.version, version))
        .go(),
    ),
});
