import { addMilliseconds, getUnixTime, milliseconds } from 'date-fns';
import type { TInvitation } from '../../../schemas/api/invitations';
import { AppError } from '../../../schemas/errors';
import { formatGermanDate } from '../../../schemas/kernel/calendar';
import { roleLabels, type TRole } from '../../../schemas/roles';

/**
 * Pure rules of invitations (services.md §3 'Invitation', application.md §6 'Other permissions'): who
 * may be invited with which role, how long an invitation is open, the sign-up link and the German mail.
 * The token itself is made and hashed by the store; `now` is always passed in.
 */

export const INVITATION_VALIDITY_DAYS = 14;
/** Invitations a company may send per hour; more are refused (429), so nobody can flood inboxes. */
export const MAX_INVITATIONS_PER_HOUR = 50;

/** Invitation mails from one company to one address per hour: enough to resend, too few to spam. */
export const MAX_INVITATIONS_PER_ADDRESS_PER_HOUR = 3;
/** Answered and expired invitations stay this long after expiry before TTL removes them. */
const KEPT_AFTER_EXPIRY_DAYS = 30;

/** The role a membership holds (NOTHING is never stored). */
export type MemberRole = Exclude<TRole, 'NOTHING'>;

/** An invitation as stored: the contract's fields plus the names the inviter entered for the new person. */
export type Invitation = TInvitation & { firstName: string | null; lastName: string | null };

export const epochSeconds = (now: Date): number => getUnixTime(now);

/** application.md §6: role customer makes a customer invitation; every other role but nothing an employee one. */
export const invitationKind = (role: TRole): 'customer' | 'employee' | null =>
  role === 'CUSTOMER' ? 'customer' : role === 'NOTHING' ? null : 'employee';

/** Only an owner brings in another owner; an admin may invite every other role (as in member changes). */
export const checkInvitationRole = (inviterRole: TRole, role: MemberRole): void => {
  if (role === 'OWNER' && inviterRole !== 'OWNER') throw new AppError('LW_403_20_0004');
};

/** Days as a duration of 24-hour days: the validity does not depend on the time zone of the server. */
const daysLater = (moment: Date, days: number): Date => addMilliseconds(moment, milliseconds({ days }));

export const invitationExpiry = (now: Date): { expiresAt: string; ttl: number } => {
  const expiresAt = daysLater(now, INVITATION_VALIDITY_DAYS);
  // TTL deletion is lazy (up to days), so expiry is checked on use; TTL only tidies up.
  return { expiresAt: expiresAt.toISOString(), ttl: getUnixTime(daysLater(expiresAt, KEPT_AFTER_EXPIRY_DAYS)) };
};

/** Open means: still pending and not expired. Only open invitations are listed and can be answered. */
export const isInvitationOpen = (invitation: Pick<TInvitation, 'status' | 'expiresAt'>, now: Date): boolean =>
  invitation.status === 'PENDING' && Date.parse(invitation.expiresAt) > now.getTime();

/** First and last name, or the fallback (e.g. the mail address) when neither is known. */
export const personName = (
  person: { firstName?: string | null | undefined; lastName?: string | null | undefined },
  fallback: string,
): string => [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || fallback;

export type InvitationRequest = {
  email: string;
  role: MemberRole;
  customerId?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/** A new, pending invitation; the customer id is kept only for customer invitations. */
export const newInvitation = (
  request: InvitationRequest,
  context: {
    id: string;
    now: Date;
    company: { companyId: string; name: string };
    invitingUser: { userId: string; email: string; firstName?: string | undefined; lastName?: string | undefined };
    invitedAppUserId: string | null;
  },
): { invitation: Invitation; ttl: number } => {
  const { expiresAt, ttl } = invitationExpiry(context.now);
  const invitation: Invitation = {
    id: context.id,
    invitedAppUserId: context.invitedAppUserId,
    invitedCustomerId: request.role === 'CUSTOMER' ? (request.customerId ?? null) : null,
    // Employee records come later; an invitation does not point to one yet.
    invitedEmployeeId: null,
    invitedUserMail: request.email.trim().toLowerCase(),
    invitingCompanyId: context.company.companyId,
    invitingCompanyName: context.company.name,
    invitingUserId: context.invitingUser.userId,
    invitingUserName: personName(context.invitingUser, context.invitingUser.email),
    role: request.role,
    status: 'PENDING',
    createdAt: context.now.toISOString(),
    expiresAt,
    firstName: request.firstName?.trim() || null,
    lastName: request.lastName?.trim() || null,
  };
  return { invitation, ttl };
};

/** The contract's view of an invitation (without the names meant for the new app user). */
export const toInvitation = ({ firstName: _first, lastName: _last, ...invitation }: Invitation): TInvitation =>
  invitation;

/** Newest first. */
export const sortInvitations = <T extends Pick<TInvitation, 'createdAt'>>(invitations: T[]): T[] =>
  [...invitations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The membership an accepted invitation grants; a customer login speaks for the invited customer. */
export const membershipFromInvitation = (invitation: Invitation, userId: string, now: Date) => {
  if (invitation.role === 'NOTHING') throw new Error('an invitation with role NOTHING grants no membership');
  return {
    companyId: invitation.invitingCompanyId,
    userId,
    role: invitation.role,
    customerIds: invitation.role === 'CUSTOMER' && invitation.invitedCustomerId ? [invitation.invitedCustomerId] : [],
    active: true,
    createdAt: now.toISOString(),
  };
};

/**
 * What accepting changes on the app user: tokenLastChanged, so the app reloads the claims
 * (application.md §4), and the inviting company as default company for staff who had none.
 */
export const userChangesOnAccept = (
  user: { defaultCompanyId?: string | undefined },
  invitation: Pick<Invitation, 'role' | 'invitingCompanyId'>,
  now: Date,
): { tokenLastChanged: number; defaultCompanyId?: string } => ({
  tokenLastChanged: epochSeconds(now),
  ...(!user.defaultCompanyId && invitationKind(invitation.role) === 'employee'
    ? { defaultCompanyId: invitation.invitingCompanyId }
    : {}),
});

/** The sign-up page's link (application.md §2 'Sign-up page'): token, dt (expiry, epoch ms), mail, company. */
export const signUpLink = (
  appUrl: string,
  token: string,
  invitation: Pick<TInvitation, 'expiresAt' | 'invitedUserMail' | 'invitingCompanyName'>,
): string =>
  `${appUrl.replace(/\/$/, '')}/registrieren?token=${encodeURIComponent(token)}&dt=${Date.parse(invitation.expiresAt)}` +
  `&mail=${encodeURIComponent(invitation.invitedUserMail)}&company=${encodeURIComponent(invitation.invitingCompanyName)}`;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The German invitation mail; names and the company come from users, so the HTML escapes them. */
export const invitationMail = (
  invitation: Invitation,
  link: string,
): { subject: string; text: string; html: string } => {
  const before = [
    invitation.firstName ? `Hallo ${invitation.firstName},` : 'Hallo,',
    `${invitation.invitingUserName} hat dich eingeladen, Lohnwerk als ${roleLabels[invitation.role]} von ${invitation.invitingCompanyName} zu nutzen.`,
    'Über diesen Link legst du dein Passwort fest und bist sofort dabei:',
  ];
  const after = [
    `Die Einladung ist bis zum ${formatGermanDate(invitation.expiresAt)} gültig.`,
    'Du hast schon einen Lohnwerk-Zugang? Dann melde dich wie gewohnt an und nimm die Einladung unter „Account“ an.',
    'Wenn du mit dieser Einladung nichts anfangen kannst, ignoriere diese Mail einfach.',
    'Dein Lohnwerk-Team',
  ];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    subject: `Einladung zu ${invitation.invitingCompanyName} – Lohnwerk`,
    text: [...before, link, ...after].join('\n\n'),
    html: [
      ...before.map(paragraph),
      `<p><a href="${escapeHtml(link)}">Einladung annehmen</a></p>`,
      ...after.map(paragraph),
    ].join(''),
  };
};
