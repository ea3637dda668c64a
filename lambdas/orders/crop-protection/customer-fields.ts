import { db } from '../../platform/db/entities';

/** A field of the customer as the import matches it: by name. */
export type CustomerField = { id: string; name: string };

/**
 * The read port through which the orders service reads a customer's fields (their names) for the
 * crop-protection import: the structures service owns and writes the fields. Archived fields are left
 * out: an export names the fields the farm works now.
 */
export type CustomerFields = (companyId: string, customerId: string) => Promise<CustomerField[]>;

export const dynamoCustomerFields: CustomerFields = async (companyId, customerId) => {
  const { data } = await db()
    .mapField.query.byCompany({ companyId })
    .where((attributes, { eq }) => `${eq(attributes.customerId, customerId)} AND ${eq(attributes.archived, false)}`)
    .go({ pages: 'all', attributes: ['fieldId', 'name'] });
  return data.map(({ fieldId, name }) => ({ id: fieldId, name }));
};
