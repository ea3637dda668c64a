import * as z from 'zod';
import { type TInvitationResult, ZSignUp } from '../../../../schemas/api/invitations';
import { de } from '../../i18n/de';
import { mismatchAtConfirmation, passwordsMatch } from './password-rules';

/** The invitation link's query (application.md §2 'Sign-up page'): token, dt (expiry, epoch ms), mail, company. */
export type SignUpLink =
  | { kind: 'missing' }
  | { kind: 'expired'; mail: string; company: string }
  | { kind: 'ok'; token: string; expiresAt: number; mail: string; company: string };

export const readSignUpLink = (search: URLSearchParams, now: number): SignUpLink => {
  const token = search.get('token')?.trim() ?? '';
  const dt = search.get('dt')?.trim() ?? '';
  const mail = search.get('mail')?.trim() ?? '';
  const company = search.get('company')?.trim() ?? '';
  const expiresAt = Number(dt);
  if (!token || !dt || !mail || !company || !Number.isFinite(expiresAt)) return { kind: 'missing' };
  if (expiresAt <= now) return { kind: 'expired', mail, company };
  return { kind: 'ok', token, expiresAt, mail, company };
};

export type SignUpValues = {
  password: string;
  confirmation: string;
  acceptedTerms: boolean;
  acceptedPrivacyPolicy: boolean;
};

/**
 * application.md §5 'Sign-up': the shared ZSignUp (at least 6 characters, terms and privacy policy
 * accepted) without the token, which comes from the link, plus the matching confirmation. Every field
 * shows its own message, so all problems are visible at once.
 */
export const ZSignUpForm = ZSignUp.omit({ token: true })
  .extend({ confirmation: z.string() })
  .refine(passwordsMatch, mismatchAtConfirmation);
/** What a valid sign-up form yields (terms and privacy policy accepted). */
export type SignUpInput = z.output<typeof ZSignUpForm>;

/** application.md §8 'Sign-up': the text for a failed acceptance. */
export const signUpErrorMessage = (reason: TInvitationResult['reason']): string => {
  if (reason === 'invitation-not-found') return de.signUp.invitationNotFound;
  if (reason === 'already-exists') return de.signUp.alreadyExists;
  return de.signUp.generic;
};
