import { expect } from 'vitest';
import type { TCustomer } from '../../schemas/customer';
import { api } from './api-client';

/**
 * Lets the farmer of a customer record change his fields and tracks at the contractor, or not
 * (canEditStructures), as the office does on the customer's form. Browser tests switch it on for their
 * steps only: the demo farmer's other tests expect him not to.
 */
export const setCanEditStructures = async (officeToken: string, customerId: string, canEditStructures: boolean) => {
  const read = await api<TCustomer>('GET', `/structures/customers/${customerId}`, { token: officeToken });
  const { id, companyId, createdAt, updatedAt, ...editable } = read.body;
  const changed = await api('PATCH', `/structures/customers/${id}`, {
    token: officeToken,
    body: { ...editable, canEditStructures },
  });
  expect(changed.status).toBe(200);
};
