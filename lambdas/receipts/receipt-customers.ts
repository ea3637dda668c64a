import { type TCustomer, ZCustomer } from '../../schemas/customer';
import { db } from '../platform/db/entities';
import { parseStored } from '../platform/db/read';

/**
 * The customer a receipt is for, as STORED (issue 14: the recipient snapshot and the SEPA mandate come
 * from the record itself; the answers of the structures service conceal bank data by role).
 */
export type ReceiptCustomers = (companyId: string, customerId: string) => Promise<TCustomer | undefined>;

export const dynamoReceiptCustomers: ReceiptCustomers = async (companyId, customerId) => {
  // Consistent: a receipt made right after the customer was changed carries the change.
  const { data } = await db().customer.get({ companyId, customerId }).go({ consistent: true });
  return data ? parseStored(ZCustomer, { ...data, id: data.customerId }) : undefined;
};
