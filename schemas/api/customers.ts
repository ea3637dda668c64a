import * as z from 'zod';
import { ZCustomer, ZCustomerInput, ZCustomerSummary, ZCustomerUpdate } from '../customer';
import { idField } from '../input-bounds';
import { defineEndpoint } from './endpoint';

/** Every company-scoped call may name its company; it must be one of the caller's (services.md §6). */
export const ZCompanyQuery = z.object({ companyId: idField().optional() });

const ZCustomerParams = z.object({ customerId: idField() });

export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/structures/customers',
  access: { kind: 'company', permission: 'customers:read' },
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZCustomerSummary) }),
});

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/structures/customers/{customerId}',
  access: { kind: 'company', permission: 'customers:read' },
  params: ZCustomerParams,
  query: ZCompanyQuery,
  response: ZCustomer,
});

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/structures/customers',
  access: { kind: 'company', permission: 'customers:write' },
  query: ZCompanyQuery,
  body: ZCustomerInput,
  response: ZCustomer,
  successStatus: 201,
});

/** A change names the version it was made on; a newer stored version means someone else changed it. */
export const updateCustomer = defineEndpoint({
  method: 'PATCH',
  path: '/structures/customers/{customerId}',
  access: { kind: 'company', permission: 'customers:write' },
  params: ZCustomerParams,
  query: ZCompanyQuery,
  body: ZCustomerUpdate,
  response: ZCustomer,
});

export const customerEndpoints = { listCustomers, getCustomer, createCustomer, updateCustomer };
