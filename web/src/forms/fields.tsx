import Checkbox from '@cloudscape-design/components/checkbox';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import type { FieldValues } from 'react-hook-form';
import { de } from '../i18n/de';
import { FieldFrame, type FieldProps, useField } from './field-frame';

/**
 * The Cloudscape fields of the one form approach (schema-form.ts). Each reads and writes its value by
 * path in the form of the nearest `<FormProvider>` and shows its error at the field.
 */

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** What is typed into a text field: the keyboard a phone shows follows from it. */
export type TextKind = 'text' | 'email' | 'phone' | 'zip' | 'url' | 'password' | 'digits';

const inputFor: Record<TextKind, { type: InputProps.Type; inputMode: InputProps.InputMode; autoComplete?: string }> = {
  text: { type: 'text', inputMode: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  // Number keypad with + and spaces (Cloudscape has no type "tel"; inputMode gives the keypad).
  phone: { type: 'text', inputMode: 'tel', autoComplete: 'tel' },
  zip: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
  url: { type: 'url', inputMode: 'url' },
  password: { type: 'password', inputMode: 'text' },
  // Numbers that are identifiers (consultant or client numbers): digit keypad, no thousands grouping.
  digits: { type: 'text', inputMode: 'numeric' },
};

export const TextField = <TValues extends FieldValues>({
  kind = 'text',
  placeholder,
  autoComplete,
  autoFocus,
  emptyAs = '',
  ...props
}: FieldProps<TValues> & {
  kind?: TextKind;
  placeholder?: string;
  autoComplete?: string;
  /** The field a page is for (login): the cursor starts there. */
  autoFocus?: boolean;
  /** The value of an empty field: '' (default) or null for optional values the API keeps as null. */
  emptyAs?: '' | null;
}) => {
  const { field, fieldState } = useField<TValues>(props.name);
  const input = inputFor[kind];
  return (
    <FieldFrame {...props} error={fieldState.error?.message}>
      <Input
        ref={field.ref}
        value={textOf(field.value)}
        onChange={({ detail }) => field.onChange(detail.value === '' ? emptyAs : detail.value)}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        ariaRequired={props.required}
        disabled={props.disabled}
        placeholder={placeholder}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={autoComplete ?? input.autoComplete ?? 'off'}
        autoFocus={autoFocus}
      />
    </FieldFrame>
  );
};

export const TextAreaField = <TValues extends FieldValues>({
  rows = 3,
  emptyAs = '',
  placeholder,
  ...props
}: FieldProps<TValues> & { rows?: number; emptyAs?: '' | null; placeholder?: string }) => {
  const { field, fieldState } = useField<TValues>(props.name);
  return (
    <FieldFrame {...props} stretch={props.stretch ?? true} error={fieldState.error?.message}>
      <Textarea
        ref={field.ref}
        value={textOf(field.value)}
        onChange={({ detail }) => field.onChange(detail.value === '' ? emptyAs : detail.value)}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        disabled={props.disabled}
        placeholder={placeholder}
        rows={rows}
      />
    </FieldFrame>
  );
};

export type Option = SelectProps.Option & { value: string; label: string };

/**
 * One of a list. `nullable` offers 'Keine Angabe' (or `noneLabel`) first, which stands for null.
 * `loading` tells while the options are still on their way (the list shows so instead of being empty).
 */
export const SelectField = <TValues extends FieldValues>({
  options,
  nullable,
  noneLabel = de.forms.none,
  placeholder = de.forms.choose,
  loading,
  ...props
}: FieldProps<TValues> & {
  options: readonly Option[];
  nullable?: boolean;
  noneLabel?: string;
  placeholder?: string;
  loading?: boolean;
}) => {
  const { field, fieldState } = useField<TValues>(props.name);
  const all: Option[] = nullable ? [{ value: '', label: noneLabel }, ...options] : [...options];
  // Option values are text; a number among the values (VAT 19) must still show as chosen.
  const selected = all.find((option) => option.value === textOf(field.value)) ?? null;
  return (
    <FieldFrame {...props} error={fieldState.error?.message}>
      <Select
        ref={field.ref}
        selectedOption={selected}
        options={all}
        filteringType={all.length > 8 ? 'auto' : 'none'}
        placeholder={placeholder}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={de.common.loading}
        onChange={({ detail }) => {
          const value = detail.selectedOption.value ?? '';
          field.onChange(value === '' && nullable ? null : value);
        }}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        disabled={props.disabled}
        ariaRequired={props.required}
      />
    </FieldFrame>
  );
};

/** Several of a list, kept as their ids. */
export const MultiselectField = <TValues extends FieldValues>({
  options,
  ...props
}: FieldProps<TValues> & { options: readonly Option[] }) => {
  const { field, fieldState } = useField<TValues>(props.name);
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FieldFrame {...props} error={fieldState.error?.message}>
      <Multiselect
        ref={field.ref}
        selectedOptions={options.filter((option) => chosen.includes(option.value))}
        options={[...options]}
        filteringType="auto"
        placeholder={de.forms.choose}
        tokenLimit={4}
        onChange={({ detail }) => field.onChange(detail.selectedOptions.map((option) => option.value ?? ''))}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
};

export const CheckboxField = <TValues extends FieldValues>({
  checkboxDescription,
  ...props
}: FieldProps<TValues> & { checkboxDescription?: string }) => {
  const { field, fieldState } = useField<TValues>(props.name);
  return (
    <FieldFrame {...props} label={undefined} error={fieldState.error?.message}>
      <Checkbox
        ref={field.ref}
        checked={Boolean(field.value)}
        onChange={({ detail }) => field.onChange(detail.checked)}
        description={checkboxDescription}
        disabled={props.disabled}
      >
        {props.label}
      </Checkbox>
    </FieldFrame>
  );
};

export const ToggleField = <TValues extends FieldValues>(props: FieldProps<TValues>) => {
  const { field, fieldState } = useField<TValues>(props.name);
  return (
    <FieldFrame {...props} label={undefined} error={fieldState.error?.message}>
      <Toggle
        ref={field.ref}
        checked={Boolean(field.value)}
        onChange={({ detail }) => field.onChange(detail.checked)}
        disabled={props.disabled}
      >
        {props.label}
      </Toggle>
    </FieldFrame>
  );
};
