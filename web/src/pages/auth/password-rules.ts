import * as z from 'zod';
import { ZPasswordResetConfirm } from '../../../../schemas/api/identity';
import { de } from '../../i18n/de';

/**
 * application.md §5: a new password is typed twice and both must match. The length rule is the shared
 * schema's; `when` lets the match be checked even while other fields are wrong, so all show at once.
 */
export const passwordsMatch = (values: { password: string; confirmation: string }) =>
  values.password === values.confirmation;
export const mismatchAtConfirmation = { message: de.passwordReset.mismatch, path: ['confirmation'], when: () => true };

/** The password-reset form: the shared ZPasswordResetConfirm without the token (it comes from the link). */
export const ZNewPasswordForm = ZPasswordResetConfirm.omit({ token: true })
  .extend({ confirmation: z.string() })
  .refine(passwordsMatch, mismatchAtConfirmation);
export type NewPasswordValues = z.input<typeof ZNewPasswordForm>;
