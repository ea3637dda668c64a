import FormField from '@cloudscape-design/components/form-field';
import type { ReactNode } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
  useController,
  useFormContext,
} from 'react-hook-form';

/** What every field of a form takes: where its value lives and how it is labelled. */
export type FieldProps<TValues extends FieldValues> = {
  name: FieldPath<TValues>;
  label?: string;
  description?: string;
  /** A hint below the field (e.g. the expected format); replaced by the error while there is one. */
  constraint?: string;
  /** Marks the label with '*' and tells assistive technology. */
  required?: boolean;
  disabled?: boolean;
  stretch?: boolean;
  /** data-testid of the field (FormField); default `field-<path with dashes>`. */
  testId?: string;
};

export const fieldTestId = (name: string): string => `field-${name.replace(/\./g, '-')}`;

/** The field's value and error from the form of the nearest `<FormProvider>`. */
export const useField = <TValues extends FieldValues, TName extends FieldPath<TValues> = FieldPath<TValues>>(
  name: TName,
): UseControllerReturn<TValues, TName> => {
  const { control } = useFormContext<TValues>();
  return useController<TValues, TName>({ name, control });
};

/**
 * The frame of every field: label, hint, the error at the field, and `data-field-path`, by which a
 * failed submit finds the first wrong field to scroll to (first-error.ts).
 */
export const FieldFrame = <TValues extends FieldValues>({
  name,
  label,
  description,
  constraint,
  required,
  stretch,
  testId,
  error,
  children,
}: FieldProps<TValues> & { error?: string; children: ReactNode }) => (
  <div data-field-path={name}>
    <FormField
      label={label && required ? `${label}*` : label}
      description={description}
      constraintText={constraint}
      errorText={error}
      stretch={stretch}
      data-testid={testId ?? fieldTestId(name)}
    >
      {children}
    </FormField>
  </div>
);
