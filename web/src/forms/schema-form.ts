import { toNestErrors } from '@hookform/resolvers';
import type { FormEvent } from 'react';
import type {
  DefaultValues,
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TFieldIssue } from '../../../schemas/errors';
import { ApiError, errorText } from '../api/api-error';
import { focusFirstError } from './first-error';
import { validateWith } from './validate';

/**
 * THE form approach of the web app: react-hook-form holds what is typed, the shared zod schema of the
 * API decides what is valid (the same German messages the server gives), errors show at their field,
 * and a failed submit moves focus and scroll to the first wrong field. `prepare` turns what the form
 * holds into what the schema takes (texts of inputs into numbers, empty into null).
 */
export type SchemaFormOptions<TValues extends FieldValues, S extends z.ZodType> = {
  schema: S;
  defaultValues: DefaultValues<TValues>;
  prepare?: (values: TValues) => unknown;
} & Pick<UseFormProps<TValues>, 'mode' | 'reValidateMode' | 'disabled'>;

/** Flat German field errors by dotted path, as react-hook-form nests them. */
const toFormErrors = <TValues extends FieldValues>(
  errors: Record<string, string>,
  options: Parameters<Resolver<TValues>>[2],
): FieldErrors<TValues> => {
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(errors)) {
    flat[path === '' ? 'root' : path] = { type: 'schema', message };
  }
  return toNestErrors(flat, options);
};

/** A resolver that checks with a shared schema; its output is what the API takes. */
export const schemaResolver =
  <TValues extends FieldValues, S extends z.ZodType>(
    schema: S,
    prepare: (values: TValues) => unknown = (values) => values,
  ): Resolver<TValues, unknown, z.output<S>> =>
  async (values, _context, options) => {
    const checked = validateWith(schema, prepare(values));
    return checked.ok
      ? { values: checked.data, errors: {} }
      : { values: {}, errors: toFormErrors<TValues>(checked.errors, options) };
  };

export const useSchemaForm = <TValues extends FieldValues, S extends z.ZodType>({
  schema,
  prepare,
  ...options
}: SchemaFormOptions<TValues, S>): UseFormReturn<TValues, unknown, z.output<S>> =>
  useForm<TValues, unknown, z.output<S>>({
    ...options,
    resolver: schemaResolver<TValues, S>(schema, prepare),
    // Focus is ours (focusFirstError): Cloudscape controls are found by their field, not by a ref.
    shouldFocusError: false,
    mode: options.mode ?? 'onSubmit',
    reValidateMode: options.reValidateMode ?? 'onChange',
  });

/**
 * A second way to submit the same form, from a button of its own ('Entwurf speichern' beside 'Senden'):
 * the same checks and the same focus on the first wrong field, with its own `onValid`.
 */
export const submitAs =
  <TValues extends FieldValues, TOutput>(
    form: UseFormReturn<TValues, unknown, TOutput>,
    onValid: (data: TOutput) => void | Promise<void>,
    formElement: () => HTMLElement | null,
  ) =>
  () => {
    void form.handleSubmit(onValid, (errors) => {
      const element = formElement();
      if (element) focusFirstError(element, errors);
    })();
  };

/**
 * The server's field issues (same paths as the schema) at their fields; issues without a field, or
 * for fields the form does not show, become the form's error (`errors.root`). `prefix` is stripped
 * from paths (an update wraps the values in `data`).
 */
export const showServerIssues = <TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  issues: readonly TFieldIssue[],
  formElement: HTMLElement | null,
  prefix = '',
): void => {
  for (const issue of issues) {
    const path = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    if (formElement && isShownField<TValues>(formElement, path))
      form.setError(path, { type: 'server', message: issue.message });
    else form.setError('root.server', { type: 'server', message: issue.message });
  }
  if (formElement) focusFirstError(formElement, form.formState.errors);
};

/** A refused call: its field issues at their fields, else its German text as the form's error. */
export const showServerFailure = <TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  formElement: HTMLElement | null,
): void => {
  if (error instanceof ApiError && error.issues.length > 0) showServerIssues(form, error.issues, formElement);
  else form.setError('root.server', { type: 'server', message: errorText(error) });
};

/** A server path names a field of the form when the form shows a field of that path. */
const isShownField = <TValues extends FieldValues>(
  formElement: HTMLElement,
  path: string,
): path is FieldPath<TValues> =>
  path !== '' && formElement.querySelector(`[data-field-path="${CSS.escape(path)}"]`) !== null;

/**
 * The `onSubmit` of a `<form>`: validates, then calls `onValid` with the schema's output; on errors it
 * focuses and scrolls to the first wrong field of `formElement` (in the order the user reads them).
 */
export const submitWith =
  <TValues extends FieldValues, TOutput>(
    form: UseFormReturn<TValues, unknown, TOutput>,
    onValid: (data: TOutput) => void | Promise<void>,
  ) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    submitAs(form, onValid, () => formElement)();
  };
