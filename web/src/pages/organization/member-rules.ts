import { invitableRoles } from '../../../../schemas/api/invitations';
import type { TMember } from '../../../../schemas/api/members';
import { roleLabels, staffRoles, type TRole } from '../../../../schemas/roles';
import type { CreateInvitationBody } from '../../api/invitations';

/** 'Anna Meyer', or the mail address when the person has no name yet (a dash where the role reads no mail). */
export const memberName = (member: Pick<TMember, 'firstName' | 'lastName' | 'email'>): string =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email || '–';

export type RoleOption = { value: TRole; label: string };

const option = (role: TRole): RoleOption => ({ value: role, label: roleLabels[role] });

/** The roles one can invite with, German labels (Kunde for a customer invitation). */
export const inviteRoleOptions: RoleOption[] = invitableRoles.map(option);

/** A staff member's role can be changed to another staff role; customers keep theirs. */
export const changeableRoleOptions = (member: Pick<TMember, 'role'>): RoleOption[] =>
  (staffRoles as readonly TRole[]).includes(member.role) ? staffRoles.map(option) : [];

/**
 * Who may be changed by whom: managers (owner, admin) change others, never themselves (so nobody locks
 * their own company out by accident).
 */
export const mayChangeMember = (mayManage: boolean, member: Pick<TMember, 'userId'>, myUserId: string | undefined) =>
  mayManage && member.userId !== myUserId;

export type InviteValues = { email: string; role: TRole; customerId: string; firstName: string; lastName: string };

/** The body for createInvitation: empty optional fields are left out, the customer only for CUSTOMER. */
export const invitationBody = (values: InviteValues): CreateInvitationBody => ({
  email: values.email,
  role: values.role as CreateInvitationBody['role'],
  ...(values.role === 'CUSTOMER' && values.customerId ? { customerId: values.customerId } : {}),
  ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
  ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
});
