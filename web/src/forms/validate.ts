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

/** A check's outcome: the parsed values, and the values as sent (typed as the schema's input). */
export type Validation<T, TInput = unknown> = { ok: true; data: T; input: TInput } | { ok: false; errors: FieldErrors };

/** A zod parse succeeds only on values of the schema's input type: its success types them so. */
const isAcceptedInput = <S extends z.ZodType>(
  result: z.ZodSafeParseResult<z.output<S>>,
  _values: unknown,
): _values is z.input<S> => result.success;

/** Validates with a shared schema and turns its German issues into field errors. */
export const validateWith = <S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>, z.input<S>> => {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromIssues(issuesFromZod(parsed.error)) };
  return isAcceptedInput<S>(parsed, values)
    ? { ok: true, data: parsed.data, input: values }
    : { ok: false, errors: {} };
};
