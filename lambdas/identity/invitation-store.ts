import type { TInvitation } from '../../schemas/api/invitations';
import { db } from '../platform/db/entities';
import { succeeded, transactWrite, withoutNulls } from '../platform/db/write';
import type { Invitation } from './domain/invitations';
import type { MemberFacts } from './domain/members';
import { hashToken, newToken } from './user-store';

type Answer = 'ACCEPTED' | 'DECLINED' | 'REVOKED';

/** Access patterns of invitations: by company, by invited mail, by token hash. */
export type InvitationStore = {
  /** Stores a new invitation and returns the token to mail (only its hash is kept). */
  create: (invitation: Invitation, ttl: number) => Promise<string>;
  /** The company's pending invitations (expired ones included; the caller filters by time). */
  pendingOfCompany: (companyId: string) => Promise<Invitation[]>;
  get: (companyId: string, invitationId: string) => Promise<Invitation | undefined>;
  /** Pending invitations addressed to the mail. */
  pendingFor: (mail: string) => Promise<Invitation[]>;
  /** The invitation only if it is addressed to the mail. */
  findForMail: (mail: string, invitationId: string) => Promise<Invitation | undefined>;
  findByToken: (token: string) => Promise<Invitation | undefined>;
  /** The invitation as stored now (consistent read by its key; the token index may lag behind). */
  current: (invitation: Invitation) => Promise<Invitation | undefined>;
  /** Answers a still pending invitation; false when it was answered or withdrawn first. */
  answer: (invitation: Invitation, status: Answer, now: Date) => Promise<boolean>;
  /** Undoes an acceptance whose account could not be made, so the link works again. */
  reopen: (invitation: Invitation) => Promise<void>;
  /**
   * Accepts for an existing user in one transaction: the invitation (only while pending), the
   * membership and the user's changes. False when the invitation was answered first.
   */
  acceptForUser: (
    invitation: Invitation,
    membership: MemberFacts & { createdAt: string },
    userChanges: { tokenLastChanged: number; defaultCompanyId?: string },
    now: Date,
  ) => Promise<boolean>;
  customerExists: (companyId: string, customerId: string) => Promise<boolean>;
};

type InvitationItem = Omit<
  Invitation,
  'id' | 'invitingCompanyId' | 'invitedAppUserId' | 'invitedCustomerId' | 'invitedEmployeeId' | 'firstName' | 'lastName'
> & {
  companyId: string;
  invitationId: string;
  invitedAppUserId?: string | undefined;
  invitedCustomerId?: string | undefined;
  invitedEmployeeId?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/** An invitation always grants a role: the domain refuses NOTHING before anything is stored. */
const grantedRole = (role: TInvitation['role']) => {
  if (role === 'NOTHING') throw new Error('an invitation never grants the role NOTHING');
  return role;
};

const toItem = ({ id, invitingCompanyId, role, ...invitation }: Invitation, tokenHash: string, ttl: number) =>
  withoutNulls({
    ...invitation,
    role: grantedRole(role),
    companyId: invitingCompanyId,
    invitationId: id,
    tokenHash,
    ttl,
  });

const fromItem = (item: InvitationItem): Invitation => ({
  id: item.invitationId,
  invitedAppUserId: item.invitedAppUserId ?? null,
  invitedCustomerId: item.invitedCustomerId ?? null,
  invitedEmployeeId: item.invitedEmployeeId ?? null,
  invitedUserMail: item.invitedUserMail,
  invitingCompanyId: item.companyId,
  invitingCompanyName: item.invitingCompanyName,
  invitingUserId: item.invitingUserId,
  invitingUserName: item.invitingUserName,
  role: item.role,
  status: item.status,
  createdAt: item.createdAt,
  expiresAt: item.expiresAt,
  firstName: item.firstName ?? null,
  lastName: item.lastName ?? null,
});

const keyOf = (invitation: Invitation) => ({ companyId: invitation.invitingCompanyId, invitationId: invitation.id });

export const dynamoInvitationStore = (): InvitationStore => ({
  create: async (invitation, ttl) => {
    const token = newToken();
    await db()
      .invitation.create(toItem(invitation, hashToken(token), ttl))
      .go();
    return token;
  },
  pendingOfCompany: async (companyId) => {
    const { data } = await db()
      .invitation.query.byCompany({ companyId })
      .where(({ status }, { eq }) => eq(status, 'PENDING'))
      // Consistent: a list read right after an invitation was sent or withdrawn must show that.
      .go({ pages: 'all', consistent: true });
    return data.map(fromItem);
  },
  get: async (companyId, invitationId) => {
    const { data } = await db().invitation.get({ companyId, invitationId }).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  pendingFor: async (mail) => {
    const { data } = await db()
      .invitation.query.byMail({ invitedUserMail: mail })
      .where(({ status }, { eq }) => eq(status, 'PENDING'))
      .go({ pages: 'all' });
    return data.map(fromItem);
  },
  findForMail: async (mail, invitationId) => {
    const { data } = await db().invitation.query.byMail({ invitedUserMail: mail, invitationId }).go();
    return data[0] ? fromItem(data[0]) : undefined;
  },
  findByToken: async (token) => {
    const { data } = await db()
      .invitation.query.byToken({ tokenHash: hashToken(token) })
      .go();
    return data[0] ? fromItem(data[0]) : undefined;
  },
  current: async (invitation) => {
    const { data } = await db().invitation.get(keyOf(invitation)).go({ consistent: true });
    return data ? fromItem(data) : undefined;
  },
  answer: async (invitation, status, now) => {
    return succeeded(() =>
      db()
        .invitation.patch(keyOf(invitation))
        .set({ status, respondedAt: now.toISOString() })
        .where((attributes, { eq }) => eq(attributes.status, 'PENDING'))
        .go(),
    );
  },
  reopen: async (invitation) => {
    await db()
      .invitation.patch(keyOf(invitation))
      .set({ status: 'PENDING' })
      .remove(['respondedAt'])
      .where((attributes, { eq }) => eq(attributes.status, 'ACCEPTED'))
      .go();
  },
  acceptForUser: async (invitation, membership, userChanges, now) =>
    succeeded(() =>
      transactWrite(({ invitation: invitations, membership: memberships, appUser }) => [
        invitations
          .patch(keyOf(invitation))
          .set({ status: 'ACCEPTED', respondedAt: now.toISOString(), invitedAppUserId: membership.userId })
          .where((attributes, { eq }) => eq(attributes.status, 'PENDING'))
          .commit(),
        // create(): only if the person has no membership yet. An invitation never overwrites a role or a
        // deactivation; those change on the organization page, under its rules.
        memberships.create(membership).commit(),
        appUser.patch({ userId: membership.userId }).set(userChanges).commit(),
      ]),
    ),
  customerExists: async (companyId, customerId) =>
    Boolean(
      (
        await db()
          .customer.get({ companyId, customerId })
          .go({ attributes: ['customerId'] })
      ).data,
    ),
});
