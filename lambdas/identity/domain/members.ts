import type { TMember } from '../../../schemas/api/members';
import { AppError } from '../../../schemas/errors';
import { roles, type TRole } from '../../../schemas/roles';
import type { MembershipFacts } from './claims';
import type { MemberRole } from './invitations';

/** Pure rules for the people of a company (organization page): who may change whom, and the list. */

/** A membership with the person it belongs to, as the organization page needs it. */
export type MemberFacts = MembershipFacts & { userId: string; customerIds: string[] };

export type MemberChange = { role?: MemberRole | undefined; active?: boolean | undefined };

/**
 * Refuses changes nobody may make, whatever their permission: one's own role or access (so a company
 * never loses its last owner by accident), an owner by a non-owner, making someone owner as a non-owner,
 * and turning a customer login into a staff one or back (customer logins come from customer invitations).
 */
export const checkMemberChange = (
  actor: { userId: string; role: TRole },
  target: MemberFacts,
  change: MemberChange,
): void => {
  const changesRole = change.role !== undefined && change.role !== target.role;
  const deactivates = change.active === false;
  if (actor.userId === target.userId) {
    if (changesRole) throw new AppError('LW_403_20_0001');
    if (deactivates) throw new AppError('LW_403_20_0002');
  }
  if (target.role === 'OWNER' && actor.role !== 'OWNER' && (changesRole || deactivates)) {
    throw new AppError('LW_403_20_0003');
  }
  if (changesRole && change.role === 'OWNER' && actor.role !== 'OWNER') throw new AppError('LW_403_20_0004');
  if (changesRole && (change.role === 'CUSTOMER') !== (target.role === 'CUSTOMER')) {
    throw new AppError('LW_400_20_0002');
  }
};

/** The membership after the change (fields not given stay). */
export const applyMemberChange = (membership: MemberFacts, change: MemberChange): MemberFacts => ({
  ...membership,
  role: change.role ?? membership.role,
  active: change.active ?? membership.active,
});

export const toMember = (
  membership: MemberFacts,
  user: { email: string; firstName?: string | undefined; lastName?: string | undefined } | undefined,
): TMember => ({
  userId: membership.userId,
  email: user?.email ?? '',
  firstName: user?.firstName ?? null,
  lastName: user?.lastName ?? null,
  role: membership.role,
  active: membership.active,
  customerIds: membership.customerIds,
});

const byName = (member: TMember) => `${member.lastName ?? ''} ${member.firstName ?? ''} ${member.email}`.trim();

/** By role (owner first, customers last), then by name. */
export const sortMembers = (members: TMember[]): TMember[] =>
  [...members].sort(
    (a, b) => roles.indexOf(a.role) - roles.indexOf(b.role) || byName(a).localeCompare(byName(b), 'de'),
  );
