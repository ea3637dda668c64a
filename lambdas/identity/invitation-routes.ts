import {
  acceptInvitation,
  createInvitation,
  listCompanyInvitations,
  listMyInvitations,
  respondToInvitation,
  revokeInvitation,
  type TInvitationResult,
} from '../../schemas/api/invitations';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import type { Clock, IdGenerator } from '../platform/clock';
import { route } from '../platform/http';
import type { MailQueue } from '../platform/mail-queue';
import { clientLimits } from './client-limits';
import type { AccountDirectory } from './cognito-accounts';
import {
  checkInvitationRole,
  type Invitation,
  invitationMail,
  isInvitationOpen,
  MAX_INVITATIONS_PER_ADDRESS_PER_HOUR,
  MAX_INVITATIONS_PER_HOUR,
  membershipFromInvitation,
  newInvitation,
  signUpLink,
  sortInvitations,
  toInvitation,
  userChangesOnAccept,
} from './domain/invitations';
import { rateWindow } from './domain/rate-limit';
import type { InvitationStore } from './invitation-store';
import type { MemberStore } from './member-store';
import { type IdentityStore, normaliseEmail } from './user-store';

export type InvitationDeps = {
  store: IdentityStore;
  invitations: InvitationStore;
  members: MemberStore;
  accounts: AccountDirectory;
  mail: MailQueue;
  clock: Clock;
  ids: IdGenerator;
  appUrl: () => string;
};

const notFound: TInvitationResult = { result: 'error', reason: 'invitation-not-found', newCompanyId: null };
const alreadyExists: TInvitationResult = { result: 'error', reason: 'already-exists', newCompanyId: null };
const failed: TInvitationResult = { result: 'error', reason: 'unknown', newCompanyId: null };
const success = (newCompanyId: string | null): TInvitationResult => ({ result: 'success', reason: null, newCompanyId });

/** Invitations by mail (services.md §3): owners and admins invite, the invited person signs up or answers. */
export const invitationRoutes = ({
  store,
  invitations,
  members,
  accounts,
  mail,
  clock,
  ids,
  appUrl,
}: InvitationDeps) => {
  /** The caller's app user and mail: the address we keep (set at sign-up), not one the token could carry. */
  const caller = async (claims: TClaims) => {
    const user = await store.userById(claims.sub);
    if (!user) throw new AppError('LW_401_01_0001', { detail: 'no app user for token' });
    return { user, mail: normaliseEmail(user.email) };
  };

  const limits = clientLimits(store, clock);

  const open = (list: Invitation[]) =>
    sortInvitations(list.filter((invitation) => isInvitationOpen(invitation, clock.now()))).map(toInvitation);

  return [
    route(createInvitation, async ({ body }, { claims, company }) => {
      checkInvitationRole(company.role, body.role);
      const now = clock.now();
      const sent = await store.countEvent(`invitations#${company.companyId}`, rateWindow(now));
      if (sent > MAX_INVITATIONS_PER_HOUR) throw new AppError('LW_429_00_0001');
      const toAddress = await store.countEvent(`invitations#${company.companyId}#${body.email}`, rateWindow(now));
      if (toAddress > MAX_INVITATIONS_PER_ADDRESS_PER_HOUR) throw new AppError('LW_429_00_0001');
      if (body.role === 'CUSTOMER') {
        const known = body.customerId && (await invitations.customerExists(company.companyId, body.customerId));
        if (!known) throw new AppError('LW_404_02_0001', { detail: `customer ${body.customerId}` });
      }
      const invited = await store.userByEmail(body.email);
      // Any membership, also a deactivated one: an invitation must not reset role or deactivation. This
      // tells the inviter only what the company's member list shows them anyway.
      if (invited && (await members.membership(company.companyId, invited.userId))) {
        throw new AppError('LW_409_20_0001');
      }
      const [{ user: inviter }, [companyRecord]] = await Promise.all([
        caller(claims),
        store.companies([company.companyId]),
      ]);
      const { invitation, ttl } = newInvitation(body, {
        id: ids.newId(),
        now,
        company: { companyId: company.companyId, name: companyRecord?.name ?? company.companyId },
        invitingUser: inviter,
        // Unknown until the person accepts: the answer (and the company's list) must not tell whether the
        // address has an account elsewhere, nor its internal id (issue 25 point 5).
        invitedAppUserId: null,
      });
      const token = await invitations.create(invitation, ttl);
      await mail.enqueue({
        to: [invitation.invitedUserMail],
        ...invitationMail(invitation, signUpLink(appUrl(), token, invitation)),
      });
      return toInvitation(invitation);
    }),

    route(listCompanyInvitations, async (_input, { company }) => ({
      items: open(await invitations.pendingOfCompany(company.companyId)),
    })),

    route(revokeInvitation, async ({ params }, { company }) => {
      const invitation = await invitations.get(company.companyId, params.invitationId);
      if (!invitation || !(await invitations.answer(invitation, 'REVOKED', clock.now()))) {
        throw new AppError('LW_404_20_0001', { detail: `invitation ${params.invitationId}` });
      }
      return { done: true as const };
    }),

    route(listMyInvitations, async (_input, { claims }) => ({
      items: open(await invitations.pendingFor((await caller(claims)).mail)),
    })),

    route(respondToInvitation, async ({ params, body }, { claims }) => {
      const now = clock.now();
      const { user, mail: callerMail } = await caller(claims);
      const invitation = await invitations.findForMail(callerMail, params.invitationId);
      if (!invitation || !isInvitationOpen(invitation, now)) return notFound;
      if (!body.accept) return (await invitations.answer(invitation, 'DECLINED', now)) ? success(null) : notFound;
      const accepted = await invitations.acceptForUser(
        invitation,
        membershipFromInvitation(invitation, user.userId, now),
        userChangesOnAccept(user, invitation, now),
        now,
      );
      return accepted ? success(invitation.invitingCompanyId) : notFound;
    }),

    /** Sign-up through the mailed link: a new account, app user and membership. Works once. */
    route(acceptInvitation, async ({ body }, { logger, sourceIp }) => {
      await limits.refuseTokenGuessing(sourceIp);
      const now = clock.now();
      const invitation = await invitations.findByToken(body.token);
      if (!invitation || !isInvitationOpen(invitation, now)) {
        await limits.countFailedToken(sourceIp);
        return notFound;
      }
      const mailAddress = invitation.invitedUserMail;
      // Someone with an account accepts on the account page after signing in (respondToInvitation).
      if ((await store.userByEmail(mailAddress)) || (await accounts.exists(mailAddress))) {
        // The account may be the one a concurrent sign-up with this link just created (it uses the link up
        // before it creates the account): then this link is used, not someone else's account in the way.
        const current = await invitations.current(invitation);
        return current && isInvitationOpen(current, now) ? alreadyExists : notFound;
      }
      // Used up first: of two concurrent sign-ups with one link, only one gets this far.
      if (!(await invitations.answer(invitation, 'ACCEPTED', now))) return notFound;
      let account: Awaited<ReturnType<AccountDirectory['create']>>;
      try {
        account = await accounts.create(mailAddress, body.password);
      } catch (error) {
        await invitations.reopen(invitation);
        throw error;
      }
      if (typeof account === 'string') {
        await invitations.reopen(invitation);
        logger.warn('sign-up refused by Cognito', { reason: account });
        return account === 'exists' ? alreadyExists : failed;
      }
      const membership = membershipFromInvitation(invitation, account.userId, now);
      await members.createUser(
        {
          userId: account.userId,
          email: mailAddress,
          firstName: invitation.firstName ?? undefined,
          lastName: invitation.lastName ?? undefined,
          ...userChangesOnAccept({}, invitation, now),
          createdAt: now.toISOString(),
        },
        membership,
      );
      logger.info('signed up through invitation', { companyId: invitation.invitingCompanyId, role: invitation.role });
      return success(invitation.invitingCompanyId);
    }),
  ];
};
