import { MIN_PASSWORD_LENGTH } from '../../../../schemas/api/identity';
import { de } from '../../i18n/de';

/** application.md §5: at least 6 characters; password and confirmation must match. */
export const validateNewPassword = (
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } => {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: de.passwordReset.tooShort };
  if (password !== confirmation) return { confirmation: de.passwordReset.mismatch };
  return {};
};
