import type { FieldErrors, FieldValues } from 'react-hook-form';
import { de } from '../i18n/de';
import { errorPaths } from './first-error';

/**
 * The text of a form's own error (Cloudscape `<Form errorText>`): the server's message without a field,
 * else a hint to the field errors shown below, else nothing.
 */
export const formErrorText = <TValues extends FieldValues>(errors: FieldErrors<TValues>): string | undefined => {
  const server = errors.root?.server?.message;
  if (server) return server;
  return errorPaths(errors).length > 0 ? de.forms.fixErrors : undefined;
};
