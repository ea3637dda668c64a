import * as z from 'zod';
import { ZCompanyVariant } from '../company';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { INPUT_LIMITS, tooLongMessage } from '../input-bounds';
import { loginMessages, signUpMessages } from '../messages';
import { ZRole } from '../roles';
import { defineEndpoint } from './endpoint';

export const ZPasswordResetRequest = z.object({
  email: z
    .string()
    .max(INPUT_LIMITS.mailLength, tooLongMessage(INPUT_LIMITS.mailLength))
    .trim()
    .min(1, loginMessages.passwordResetEmailRequired)
    .pipe(z.email(loginMessages.invalidEmail)),
});

export const ZPasswordResetConfirm = z.object({
  token: z.string().min(1).max(INPUT_LIMITS.secretLength, tooLongMessage(INPUT_LIMITS.secretLength)),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, signUpMessages.passwordTooShort)
    .max(INPUT_LIMITS.secretLength, tooLongMessage(INPUT_LIMITS.secretLength)),
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
  /** A suspended company: its people are signed out with 'Zugang gesperrt' (application.md §4). */
  isSuspended: z.boolean(),
  /** The employee record of the support team; a banner shows when it is the signed-in person (§2). */
  supportEmployeeId: z.string().nullable(),
});

export const ZMe = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  role: ZRole,
  company: ZCompanySummary.nullable(),
  companies: z.array(ZCompanySummary),
  /** Epoch seconds; at or after the token's iat the app reloads the claims (application.md §4). */
  tokenLastChanged: z.number().nullable(),
  /** The person's employee record in the default company, if any. */
  employeeId: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/identity/me',
  access: { kind: 'signedIn' },
  response: ZMe,
});

const ZVersion = z.object({ major: z.number().int(), minor: z.number().int(), patch: z.number().int() });

/** App meta (application.md §3): current version per platform, minimum supported version, feature flags. */
export const ZAppMeta = z.object({
  currentVersion: z.object({ ios: ZVersion, android: ZVersion, web: ZVersion }),
  minimumSupportedVersion: ZVersion,
  featureFlags: z.object({ backgroundGeolocation: z.boolean(), telemetryDeck: z.boolean() }),
});
export type TAppMeta = z.infer<typeof ZAppMeta>;

export const getAppMeta = defineEndpoint({
  method: 'GET',
  path: '/identity/app-meta',
  access: { kind: 'public' },
  response: ZAppMeta,
});

export const identityEndpoints = { requestPasswordReset, confirmPasswordReset, getMe, getAppMeta };
