import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { expect, vi } from 'vitest';
import type { TInvitation, TInvitationResult } from '../../schemas/api/invitations';
import { parseClaims, type TClaims } from '../../schemas/claims';
import { api, idTokenFor, runtime } from './api-client';

/** Helpers for the invitation and member tests: mails from the local SES viewer, sign-up through a link. */

type StoredMail = { subject: string; destination: { to: string[] }; body: { text?: string; html?: string } };

export const PASSWORD = 'Einladung2026!';

/** An address nobody else in the run uses (the runtime and its mail store are shared by all test files). */
export const uniqueMail = (name: string): string => `${name}.${randomUUID().slice(0, 8)}@example.de`;

export const claimsOf = (token: string): TClaims => parseClaims(decodeJwt(token) as Record<string, unknown>);

/** The latest mail to the address whose subject contains the text, once the local SES has it. */
export const mailTo = (address: string, subjectPart: string): Promise<StoredMail> =>
  vi.waitFor(
    async () => {
      const { emails } = (await (await fetch(`${runtime().mailViewerUrl}/store`)).json()) as { emails: StoredMail[] };
      const mail = emails
        .filter((item) => item.destination.to.includes(address) && item.subject.includes(subjectPart))
        .at(-1);
      if (!mail) throw new Error(`no mail '${subjectPart}' to ${address} yet`);
      return mail;
    },
    { timeout: 30_000, interval: 200 },
  );

/** The sign-up link of the invitation mail, read from its text part. */
export const invitationLink = async (address: string): Promise<URL> => {
  const mail = await mailTo(address, 'Einladung zu');
  const link = /https?:\/\/\S+\/registrieren\?\S+/.exec(mail.body.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-up link in the mail to ${address}`);
  return new URL(link);
};

export const invite = (token: string, body: Record<string, unknown>, companyId?: string) =>
  api<TInvitation>('POST', `/identity/invitations${companyId ? `?companyId=${companyId}` : ''}`, { token, body });

export const signUp = (
  token: string,
  password = PASSWORD,
  consent = { acceptedTerms: true, acceptedPrivacyPolicy: true },
) => api<TInvitationResult>('POST', '/identity/invitations/accept', { body: { token, password, ...consent } });

/** Invites a new person, signs them up through the mailed link and signs them in; returns their ID token. */
export const newPerson = async (inviterToken: string, role: string, extra: Record<string, unknown> = {}) => {
  const email = uniqueMail(role.toLowerCase());
  const invited = await invite(inviterToken, { email, role, ...extra });
  expect(invited.status).toBe(201);
  const link = await invitationLink(email);
  const result = await signUp(String(link.searchParams.get('token')));
  expect(result.body).toMatchObject({ result: 'success', reason: null });
  const token = await idTokenFor(email, PASSWORD);
  return { email, token, userId: claimsOf(token).sub, invitation: invited.body, link };
};
