import type { TInvitationResult } from '../../../../schemas/api/invitations';
import { PASSWORD_MIN_LENGTH } from '../../../../schemas/constants';
import { de } from '../../i18n/de';

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
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/**
 * application.md §5 'Sign-up': passwords must match, at least 6 characters, terms and privacy policy
 * accepted. Every field shows its own message, so all problems are visible at once.
 */
export const validateSignUp = (values: SignUpValues): SignUpErrors => {
  const errors: SignUpErrors = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = de.signUp.tooShort;
  if (values.password !== values.confirmation) errors.confirmation = de.signUp.mismatch;
  if (!values.acceptedTerms) errors.acceptedTerms = de.signUp.termsNotAccepted;
  if (!values.acceptedPrivacyPolicy) errors.acceptedPrivacyPolicy = de.signUp.privacyNotAccepted;
  return errors;
};

export const hasErrors = (errors: SignUpErrors): boolean => Object.values(errors).some(Boolean);

/** application.md §8 'Sign-up': the text for a failed acceptance. */
export const signUpErrorMessage = (reason: TInvitationResult['reason']): string => {
  if (reason === 'invitation-not-found') return de.signUp.invitationNotFound;
  if (reason === 'already-exists') return de.signUp.alreadyExists;
  return de.signUp.generic;
};
