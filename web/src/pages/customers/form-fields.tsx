import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import type { FieldErrors } from '../../components/field-errors';

type TextFieldProps = {
  label: string;
  path: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  required?: boolean;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
};

/** A labelled text input whose error comes from the field errors by its dotted path. */
export const TextField = ({
  label,
  path,
  value,
  errors,
  onChange,
  required,
  type,
  inputMode,
  autoComplete,
}: TextFieldProps) => (
  <FormField label={required ? `${label}*` : label} errorText={errors[path]}>
    <Input
      value={value}
      onChange={(event) => onChange(event.detail.value)}
      invalid={Boolean(errors[path])}
      ariaRequired={required}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      data-testid={`customer-${path}`}
    />
  </FormField>
);

type SelectFieldProps = {
  label: string;
  path: string;
  value: string;
  options: { value: string; label: string; filteringTags?: string[] }[];
  errors: FieldErrors;
  onChange: (value: string) => void;
  /** Long lists get a search field. */
  filtering?: boolean;
};

export const SelectField = ({ label, path, value, options, errors, onChange, filtering }: SelectFieldProps) => (
  <FormField label={label} errorText={errors[path]}>
    <Select
      selectedOption={options.find((option) => option.value === value) ?? null}
      options={options}
      onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
      invalid={Boolean(errors[path])}
      filteringType={filtering ? 'auto' : 'none'}
      data-testid={`customer-${path}`}
    />
  </FormField>
);

/** Picks ids from a list (tags, operating units); shows names, keeps ids. */
export const IdsSelect = ({
  label,
  description,
  options,
  selected,
  onChange,
  testId,
}: {
  label: string;
  description?: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  testId: string;
}) => (
  <FormField label={label} description={description} data-testid={testId}>
    <Multiselect
      selectedOptions={options.filter((option) => selected.includes(option.value))}
      options={options}
      filteringType="auto"
      placeholder="Bitte wählen"
      onChange={({ detail }) => onChange(detail.selectedOptions.map((option) => option.value ?? ''))}
    />
  </FormField>
);
