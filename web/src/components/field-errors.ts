import type { z } from 'zod';
import type { TFieldIssue } from '../../../schemas/errors';
import { issuesFromZod } from '../../../schemas/validation';

/** Field errors by dotted path ("contactPersons.0.mail"), as FormField errorText takes them. */
export type FieldErrors = Record<string, string>;

/** The first message per path wins; issues without a path land under '' (form-level). */
export const fieldErrorsFromIssues = (issues: readonly TFieldIssue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (!(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return errors;
};

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates with a shared schema and turns its German issues into field errors. */
export const validateWith = <S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> => {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(issuesFromZod(parsed.error)) };
};

/** Removes the error of one field (and of its children) once the user changes it. */
export const withoutError = (errors: FieldErrors, path: string): FieldErrors => {
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key !== path && !key.startsWith(`${path}.`)) next[key] = message;
  }
  return next;
};
