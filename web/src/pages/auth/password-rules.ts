import { PASSWORD_MIN_LENGTH } from '../../../../schemas/constants';
import { de } from '../../i18n/de';

/** application.md §5: at least PASSWORD_MIN_LENGTH characters; password and confirmation must match. */
export const validateNewPassword = (
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } => {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: de.passwordReset.tooShort };
  if (password !== confirmation) return { confirmation: de.passwordReset.mismatch };
  return {};
};
