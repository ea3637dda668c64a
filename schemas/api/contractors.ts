import * as z from 'zod';
import { ZCompanyVariant } from '../company';
import { defineEndpoint } from './endpoint';

/**
 * A contractor as its customers see it (services.md §3 'Contractor'): the Lohnunternehmen a farmer is a
 * customer of. Phone is ours: a farmer wants to call.
 */
export const ZContractor = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  variant: ZCompanyVariant,
  enableOrderRequests: z.boolean(),
  /**
   * Whether the farmer may draw and change map structures there: a customer record he speaks for at this
   * contractor carries canEditStructures (services.md §6). The web shows the fields read-only otherwise.
   */
  canEditStructures: z.boolean(),
});
export type TContractor = z.infer<typeof ZContractor>;

/**
 * 'Contractor list: fetched for the user's customer ids' (application.md §7): the companies whose customer
 * the signed-in person is, from their active customer memberships. No company context: customers have
 * no default company.
 */
export const listContractors = defineEndpoint({
  method: 'GET',
  path: '/structures/contractors',
  access: { kind: 'signedIn' },
  response: z.object({ items: z.array(ZContractor) }),
});

export const contractorEndpoints = { listContractors };
