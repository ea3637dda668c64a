import * as z from 'zod';
import { type TContactPerson, ZStoredContactPerson } from '../../../schemas/customer';
import { db } from '../db/entities';
import { succeeded } from '../db/write';

/**
 * The customer aggregate's contact persons as the mail service reads and marks them (bounces, complaints):
 * the structures service owns customers (lib/services.ts); this module is the one place outside it that
 * writes a customer item, and only its contact persons.
 */

/** A customer's contact persons at the version they were read. */
export type CustomerContactPersons = { customerId: string; version: number; contactPersons: TContactPerson[] };

const storedPersons = z.array(ZStoredContactPerson);

/**
 * Every customer of the company with its contact persons: one Query on the company partition (a company
 * has fewer than 5,000 customers; a lookup item per address would have to follow every edit).
 */
export const readContactPersons = async (companyId: string): Promise<CustomerContactPersons[]> => {
  const { data } = await db()
    .customer.query.byCompany({ companyId })
    .go({ pages: 'all', attributes: ['customerId', 'version', 'contactPersons'] });
  return data.map((item) => ({
    customerId: item.customerId,
    version: item.version,
    contactPersons: storedPersons.parse(item.contactPersons ?? []),
  }));
};

/**
 * Writes the persons if the customer is still at `version`; false when someone saved in between. The
 * version stays: the mark is no edit of the user's, so a form opened before it still saves (and the
 * structures service carries the mark over while the address stays the same).
 */
export const saveContactPersons = (
  companyId: string,
  { customerId, version, contactPersons }: CustomerContactPersons,
): Promise<boolean> =>
  succeeded(() =>
    db()
      .customer.patch({ companyId, customerId })
      .set({ contactPersons })
      .where((attributes, { eq }) => eq(attributes.version, version))
      .go(),
  );
