import * as z from 'zod';
import { INPUT_LIMITS, idField } from '../input-bounds';
import { ZRole } from '../roles';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';
import { ZInvitableRole } from './invitations';

/** A person of the company (organization page). */
export const ZMember = z.object({
  userId: z.string(),
  /** The login mail; for the office only (schemas/field-read-rights.ts 'member'). */
  email: z.string().max(INPUT_LIMITS.mailLength).optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZRole,
  active: z.boolean(),
  customerIds: z.array(z.string()),
});
export type TMember = z.infer<typeof ZMember>;

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/identity/members',
  access: { kind: 'company', permission: 'members:read' },
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZMember) }),
});

/** What may change of a person: their role (to one a person can be invited with) or whether they may sign in. */
export const ZUpdateMember = z.object({ role: ZInvitableRole.optional(), active: z.boolean().optional() });

/**
 * Changes a person's role or deactivates them. The person's tokenLastChanged is set, so their app
 * reloads the claims and shows 'Rolle geändert' or the deactivation notice (application.md §4).
 */
export const updateMember = defineEndpoint({
  method: 'PATCH',
  path: '/identity/members/{userId}',
  access: { kind: 'company', permission: 'members:manage' },
  params: z.object({ userId: idField() }),
  query: ZCompanyQuery,
  body: ZUpdateMember,
  response: ZMember,
});

export const memberEndpoints = { listMembers, updateMember };
