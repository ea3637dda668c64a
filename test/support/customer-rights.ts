import { expect } from 'vitest';
import type { TCustomer } from '../../schemas/customer';
import { api } from './api-client';

/**
 * Lets the farmer of a customer record change his fields and tracks at the contractor, or not
 * (canEditStructures), as the office does on the customer's form. The demo's farmer may not: a test that
 * needs him to switches it on in its own company.
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
