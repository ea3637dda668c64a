import * as z from 'zod';
import { ZCompanyVariant } from '../company';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { loginMessages, signUpMessages } from '../messages';
import { ZRole } from '../roles';
import { defineEndpoint } from './endpoint';

export const ZPasswordResetRequest = z.object({
  email: z.string().trim().min(1, loginMessages.passwordResetEmailRequired).pipe(z.email(loginMessages.invalidEmail)),
});

export const ZPasswordResetConfirm = z.object({
  token: z.string().min(1),
  password: z.string().min(PASSWORD_MIN_LENGTH, signUpMessages.passwordTooShort),
});

/** Always 202: the answer must not tell whether an account exists for the address. */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/identity/password-reset',
  access: { kind: 'public' },
  body: ZPasswordResetRequest,
  response: z.object({ accepted: z.literal(true) }),
  successStatus: 202,
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/identity/password-reset/confirm',
  access: { kind: 'public' },
  body: ZPasswordResetConfirm,
  response: z.object({ done: z.literal(true) }),
});

export const ZCompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  role: ZRole,
  variant: ZCompanyVariant,
});

export const ZMe = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  role: ZRole,
  company: ZCompanySummary.nullable(),
  companies: z.array(ZCompanySummary),
});
export type TMe = z.infer<typeof ZMe>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/identity/me',
  access: { kind: 'signedIn' },
  response: ZMe,
});

export const identityEndpoints = { requestPasswordReset, confirmPasswordReset, getMe };
