import { listMembers, updateMember } from '../../schemas/api/members';
import { AppError } from '../../schemas/errors';
import { projectForRole } from '../../schemas/field-access';
import type { Clock } from '../platform/clock';
import { route } from '../platform/http';
import { epochSeconds } from './domain/invitations';
import { applyMemberChange, checkMemberChange, sortMembers, toMember } from './domain/members';
import type { MemberStore } from './member-store';

export type MemberDeps = { members: MemberStore; clock: Clock };

/** The people of the caller's company (organization page): list, change role, (de)activate. */
export const memberRoutes = ({ members, clock }: MemberDeps) => [
  route(listMembers, async (_input, { company }) => {
    const memberships = await members.membersOf(company.companyId);
    const users = await members.usersById(memberships.map((membership) => membership.userId));
    const listed = sortMembers(memberships.map((membership) => toMember(membership, users.get(membership.userId))));
    return { items: listed.map((member) => projectForRole('member', company.role, member)) };
  }),

  /** The person's tokenLastChanged is set with the change, so their app reloads the claims (§4). */
  route(updateMember, async ({ params, body }, { claims, company }) => {
    const before = await members.membership(company.companyId, params.userId);
    if (!before) throw new AppError('LW_404_20_0002', { detail: `member ${params.userId}` });
    checkMemberChange({ userId: claims.sub, role: company.role }, before, body);
    const after = applyMemberChange(before, body);
    if (!(await members.change(before, after, epochSeconds(clock.now())))) throw new AppError('LW_409_00_0001');
    const users = await members.usersById([after.userId]);
    return toMember(after, users.get(after.userId));
  }),
];
