import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import { signUpMessages } from '../messages';
import { staffRoles, ZRole } from '../roles';
import { optionalText } from '../validation';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/** Roles one can be invited with: a staff role (employee invitation) or CUSTOMER (customer invitation). */
export const invitableRoles = [...staffRoles, 'CUSTOMER'] as const;
export const ZInvitableRole = z.enum(invitableRoles);

/** An invitation (services.md §3), plus its state and dates. */
export const ZInvitation = z.object({
  id: z.string(),
  /**
   * The app user who accepted; null while the invitation is open. Never filled from the address when
   * inviting: the answer would tell the inviter whether the address has an account, and its internal id.
   */
  invitedAppUserId: z.string().nullable(),
  invitedCustomerId: z.string().nullable(),
  invitedEmployeeId: z.string().nullable(),
  invitedUserMail: z.string(),
  invitingCompanyId: z.string(),
  invitingCompanyName: z.string(),
  invitingUserId: z.string(),
  invitingUserName: z.string(),
  role: ZRole,
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZCreateInvitation = z
  .object({
    email: z
      .string()
      .max(INPUT_LIMITS.mailLength, tooLongMessage(INPUT_LIMITS.mailLength))
      .trim()
      .toLowerCase()
      .pipe(z.email('Die Email-Adresse ist ungültig.')),
    role: ZInvitableRole,
    /** For role CUSTOMER: the customer record the person speaks for. */
    customerId: idField().optional(),
    firstName: optionalText(100),
    lastName: optionalText(100),
  })
  .refine((input) => input.role !== 'CUSTOMER' || input.customerId, {
    message: 'Bitte wähle den Kunden aus, für den die Einladung gilt.',
    path: ['customerId'],
  });

/** Owners and admins invite; the mail carries a sign-up link (token, dt, mail, company). */
export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/identity/invitations',
  access: { kind: 'company', permission: 'invitations:manage' },
  query: ZCompanyQuery,
  body: ZCreateInvitation,
  response: ZInvitation,
  successStatus: 201,
});

/** The company's open invitations. */
export const listCompanyInvitations = defineEndpoint({
  method: 'GET',
  path: '/identity/invitations',
  access: { kind: 'company', permission: 'invitations:manage' },
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZInvitation) }),
});

export const revokeInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/identity/invitations/{invitationId}',
  access: { kind: 'company', permission: 'invitations:manage' },
  params: z.object({ invitationId: idField() }),
  query: ZCompanyQuery,
  response: z.object({ done: z.literal(true) }),
});

/** Invitations to the signed-in user's mail address that are still open (account page, badge). */
export const listMyInvitations = defineEndpoint({
  method: 'GET',
  path: '/identity/my-invitations',
  access: { kind: 'signedIn' },
  response: z.object({ items: z.array(ZInvitation) }),
});

export const ZInvitationResult = z.object({
  result: z.enum(['success', 'error']),
  /** application.md §7: 'invitation-not-found' for a missing invitation. */
  reason: z.enum(['invitation-not-found', 'already-exists', 'unknown']).nullable(),
  newCompanyId: z.string().nullable(),
});
export type TInvitationResult = z.infer<typeof ZInvitationResult>;

/** A signed-in user accepts or declines an invitation from the account page. */
export const respondToInvitation = defineEndpoint({
  method: 'POST',
  path: '/identity/my-invitations/{invitationId}',
  access: { kind: 'signedIn' },
  params: z.object({ invitationId: idField() }),
  body: z.object({ accept: z.boolean() }),
  response: ZInvitationResult,
});

/**
 * Sign-up through the invitation link (application.md §7 'Accept invitation by mail'): token and
 * password in, result, reason and newCompanyId out. Terms and privacy must be accepted (§5).
 */
export const ZSignUp = z.object({
  token: z.string().min(1).max(INPUT_LIMITS.secretLength, tooLongMessage(INPUT_LIMITS.secretLength)),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, signUpMessages.passwordTooShort)
    .max(INPUT_LIMITS.secretLength, tooLongMessage(INPUT_LIMITS.secretLength)),
  acceptedTerms: z.literal(true, { error: signUpMessages.termsNotAccepted }),
  acceptedPrivacyPolicy: z.literal(true, { error: signUpMessages.privacyPolicyNotAccepted }),
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/identity/invitations/accept',
  access: { kind: 'public' },
  body: ZSignUp,
  response: ZInvitationResult,
});

export const invitationEndpoints = {
  createInvitation,
  listCompanyInvitations,
  revokeInvitation,
  listMyInvitations,
  respondToInvitation,
  acceptInvitation,
};
