import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { isOfferedFromOwnOperatingUnits, type RecordKind } from '../../../../schemas/masterdata/kinds';
import { unitOptionLabel, units } from '../../../../schemas/units';
import { useOperatingUnits } from '../../api/company';
import { type RecordTypes, useRecords } from '../../api/records';
import type { FieldErrors } from '../../components/field-errors';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { getIn, numberOf, type SetValue } from './form-state';
import { nameOf } from './names';

/**
 * Fields of the master-data forms. Each field names the path of its value; the form holds the values
 * and the German errors of the shared zod schemas by the same paths.
 */
export type FormState = { values: unknown; set: SetValue; errors: FieldErrors; disabled?: boolean };

const FormContext = createContext<FormState | null>(null);

export const FormProvider = ({ state, children }: { state: FormState; children: ReactNode }) => (
  <FormContext.Provider value={state}>{children}</FormContext.Provider>
);

export const useFormState = (): FormState => {
  const state = useContext(FormContext);
  if (!state) throw new Error('form field outside FormProvider');
  return state;
};

const t = masterdataTexts.fields;
const testIdOf = (path: string) => `field-${path.replace(/\./g, '-')}`;

type Base = { path: string; label: string; description?: string; constraint?: string; stretch?: boolean };

const Field = ({ path, label, description, constraint, stretch, children }: Base & { children: ReactNode }) => {
  const { errors } = useFormState();
  return (
    <FormField
      label={label}
      description={description}
      constraintText={constraint}
      errorText={errors[path]}
      stretch={stretch}
      data-testid={testIdOf(path)}
    >
      {children}
    </FormField>
  );
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const TextField = ({ inputMode, ...props }: Base & { inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' }) => {
  const { values, set, disabled } = useFormState();
  return (
    <Field {...props}>
      <Input
        value={text(getIn(values, props.path))}
        onChange={({ detail }) => set(props.path, detail.value)}
        inputMode={inputMode}
        type={inputMode === 'email' ? 'email' : 'text'}
        disabled={disabled}
      />
    </Field>
  );
};

/** A decimal typed the German way ("12,50"); the schema normalises it. Empty means not given (null). */
export const DecimalField = (props: Base & { nullable?: boolean }) => {
  const { values, set, disabled } = useFormState();
  const value = getIn(values, props.path);
  return (
    <Field {...props}>
      <Input
        value={text(value).replace('.', ',')}
        inputMode="decimal"
        onChange={({ detail }) => set(props.path, detail.value === '' && props.nullable ? null : detail.value)}
        disabled={disabled}
      />
    </Field>
  );
};

/** A whole or decimal number kept as a number (years, VAT points); empty is null. */
export const NumberField = (props: Base) => {
  const { values, set, disabled } = useFormState();
  const value = getIn(values, props.path);
  // What is typed stays as typed ('54,' on the way to '54,4858'); the form holds the number it means.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && numberOf(typed) === value ? typed : text(value).replace('.', ',');
  return (
    <Field {...props}>
      <Input
        value={shown}
        inputMode="decimal"
        onChange={({ detail }) => {
          setTyped(detail.value);
          set(props.path, numberOf(detail.value));
        }}
        disabled={disabled}
      />
    </Field>
  );
};

export const TextAreaField = (props: Base) => {
  const { values, set, disabled } = useFormState();
  return (
    <Field {...props} stretch>
      <Textarea
        value={text(getIn(values, props.path))}
        onChange={({ detail }) => set(props.path, detail.value)}
        rows={3}
        disabled={disabled}
      />
    </Field>
  );
};

export const CheckboxField = ({ path, label, description }: Omit<Base, 'constraint'>) => {
  const { values, set, errors, disabled } = useFormState();
  return (
    <FormField errorText={errors[path]} data-testid={testIdOf(path)}>
      <Checkbox
        checked={Boolean(getIn(values, path))}
        onChange={({ detail }) => set(path, detail.checked)}
        description={description}
        disabled={disabled}
      >
        {label}
      </Checkbox>
    </FormField>
  );
};

export type Option = { value: string; label: string };

export const SelectField = ({
  options,
  nullable,
  ...props
}: Base & { options: readonly Option[]; nullable?: boolean }) => {
  const { values, set, disabled } = useFormState();
  const value = getIn(values, props.path);
  const all = nullable ? [{ value: '', label: t.none }, ...options] : options;
  // Option values are text; a number in the values (VAT 19) must still show as chosen.
  const selected = all.find((option) => option.value === String(value ?? '')) ?? null;
  return (
    <Field {...props}>
      <Select
        selectedOption={selected}
        options={all as Option[]}
        filteringType={all.length > 8 ? 'auto' : 'none'}
        placeholder={t.choose}
        onChange={({ detail }) =>
          set(props.path, detail.selectedOption.value === '' ? null : detail.selectedOption.value)
        }
        disabled={disabled}
      />
    </Field>
  );
};

export const MultiselectField = ({ options, ...props }: Base & { options: readonly Option[] }) => {
  const { values, set, disabled } = useFormState();
  const chosen = (getIn(values, props.path) as string[] | undefined) ?? [];
  return (
    <Field {...props}>
      <Multiselect
        selectedOptions={options.filter((option) => chosen.includes(option.value))}
        options={options as Option[]}
        filteringType="auto"
        placeholder={t.choose}
        tokenLimit={4}
        onChange={({ detail }) =>
          set(
            props.path,
            detail.selectedOptions.map((option) => option.value ?? ''),
          )
        }
        disabled={disabled}
      />
    </Field>
  );
};

export const DateField = (props: Base) => {
  const { values, set, disabled } = useFormState();
  return (
    <Field {...props} constraint={props.constraint ?? t.dateFormat}>
      <DatePicker
        value={text(getIn(values, props.path))}
        onChange={({ detail }) => set(props.path, detail.value === '' ? null : detail.value)}
        locale="de-DE"
        startOfWeek={1}
        placeholder="JJJJ/MM/TT"
        openCalendarAriaLabel={(selected) => (selected ? `${t.chooseDate}, ${selected}` : t.chooseDate)}
        disabled={disabled}
      />
    </Field>
  );
};

/**
 * Options from another master-data list, e.g. the tags of articles; archived ones are not offered.
 * A kind may declare that it is offered from the user's own operating units only (articles, §6).
 */
export const useRecordOptions = <K extends RecordKind>(
  kind: K,
  label: (record: RecordTypes[K]) => string = nameOf,
): Option[] => {
  const query = useRecords(kind, isOfferedFromOwnOperatingUnits(kind) ? { scope: 'mine' } : {});
  return (query.data ?? []).map((record) => ({ value: record.id, label: label(record) }));
};

export const RecordMultiselectField = ({ kind, ...props }: Base & { kind: RecordKind }) => (
  <MultiselectField {...props} options={useRecordOptions(kind)} />
);

export const RecordSelectField = ({ kind, nullable, ...props }: Base & { kind: RecordKind; nullable?: boolean }) => (
  <SelectField {...props} nullable={nullable} options={useRecordOptions(kind)} />
);

/** The operating units (Betriebe) a record belongs to; none means all of them. */
export const OperatingUnitsField = ({ path = 'operatingUnitIds' }: { path?: string }) => {
  const query = useOperatingUnits(false);
  const options = (query.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  return <MultiselectField path={path} label={t.operatingUnits} description={t.operatingUnitsHint} options={options} />;
};

export const unitOptions: Option[] = units.map((unit) => ({ value: unit, label: unitOptionLabel(unit) }));

export const UnitField = ({
  path = 'unit',
  label = t.unit,
  nullable,
}: {
  path?: string;
  label?: string;
  nullable?: boolean;
}) => <SelectField path={path} label={label} options={unitOptions} nullable={nullable} />;

/** Colours for tags and map points, named so they can be told apart without seeing them. */
export const colorOptions: Option[] = masterdataTexts.colors.map(([value, label]) => ({ value, label }));

export const ColorField = ({ path = 'color' }: { path?: string }) => (
  <SelectField path={path} label={t.color} options={colorOptions} />
);
