import * as z from 'zod';
import { de } from '../../i18n/de';

const ZEmail = z.email();

/**
 * application.md §5 "Login": email (trimmed) and password required, else the missing-fields message for
 * the form; an email that is not one gives the invalid-email message at the email field (§8).
 */
export const ZLoginForm = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine((values, context) => {
    if (values.email === '' || values.password === '')
      context.addIssue({ code: 'custom', message: de.login.missingFields, path: [] });
    else if (!ZEmail.safeParse(values.email).success)
      context.addIssue({ code: 'custom', message: de.login.invalidEmail, path: ['email'] });
  });
export type LoginValues = z.input<typeof ZLoginForm>;

const nameOf = (error: unknown): string =>
  error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';

const messageOf = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '';

const NETWORK_NAMES = new Set(['NetworkError', 'TypeError', 'ServiceUnavailableException', 'InternalErrorException']);

/** application.md §8 "Login": the German text for a failed sign-in (Amplify/Cognito errors). */
export const loginErrorMessage = (error: unknown): string => {
  const name = nameOf(error);
  const message = messageOf(error);
  // Cognito says "User is disabled." itself; the pre-token trigger's refusal arrives wrapped.
  if (/user is disabled/i.test(message)) return de.login.userDisabled;
  // Cognito's temporary lock after repeated wrong passwords is a NotAuthorizedException with this message.
  if (/password attempts exceeded/i.test(message)) return de.login.tooManyRequests;
  // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorizedException.
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
    return de.login.wrongPassword;
  }
  if (name === 'InvalidParameterException' && /email|username/i.test(message)) return de.login.invalidEmail;
  if (
    name === 'TooManyRequestsException' ||
    name === 'LimitExceededException' ||
    name === 'TooManyFailedAttemptsException'
  ) {
    return de.login.tooManyRequests;
  }
  if (name === 'PasswordResetRequiredException') return de.login.passwordResetRequired;
  if (NETWORK_NAMES.has(name) || /network|failed to fetch|load failed/i.test(message)) return de.login.weakConnection;
  return de.login.generic;
};

/** Errors the user cannot act on are reported (logged) too (application.md §8 "Other"). */
export const isUnexpectedLoginError = (error: unknown): boolean => loginErrorMessage(error) === de.login.generic;
