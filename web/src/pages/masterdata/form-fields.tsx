import { useFormContext, useWatch } from 'react-hook-form';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import { isOfferedFromOwnOperatingUnits } from '../../../../schemas/masterdata/kinds';
import { unitOptionLabel, units } from '../../../../schemas/units';
import { useOperatingUnits } from '../../api/company';
import { type RecordTypes, useRecords } from '../../api/records';
import type { FieldProps } from '../../forms/field-frame';
import { MultiselectField, type Option, SelectField } from '../../forms/fields';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { nameOf } from './names';

/**
 * The master-data specific fields (choices from other lists, units, colours), built on the fields of
 * the one form approach (web/src/forms). The values live in the react-hook-form of the record form;
 * the kinds use the general fields of web/src/forms for everything else.
 */
type Values = Record<string, unknown>;

const t = masterdataTexts.fields;

/**
 * The value at a path of the record form, and a setter for parts that are not one field (a segment
 * that switches a structure, a list, a checkbox that adds a price). Setting clears the errors below
 * the path, as typing into a field does.
 */
export const useValueAt = (name: string): [unknown, (next: unknown) => void] => {
  const { control, setValue, clearErrors } = useFormContext<Values>();
  const value: unknown = useWatch({ control, name });
  const set = (next: unknown) => {
    setValue(name, next, { shouldDirty: true });
    clearErrors(name);
  };
  return [value, set];
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

export const RecordMultiselectField = ({ kind, ...props }: FieldProps<Values> & { kind: RecordKind }) => (
  <MultiselectField {...props} options={useRecordOptions(kind)} />
);

export const RecordSelectField = ({
  kind,
  nullable,
  ...props
}: FieldProps<Values> & { kind: RecordKind; nullable?: boolean }) => (
  <SelectField {...props} nullable={nullable} options={useRecordOptions(kind)} />
);

/** The operating units (Betriebe) a record belongs to; none means all of them. */
export const OperatingUnitsField = ({ name = 'operatingUnitIds' }: { name?: string }) => {
  const query = useOperatingUnits(false);
  const options = (query.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  return <MultiselectField name={name} label={t.operatingUnits} description={t.operatingUnitsHint} options={options} />;
};

export const unitOptions: Option[] = units.map((unit) => ({ value: unit, label: unitOptionLabel(unit) }));

export const UnitField = ({
  name = 'unit',
  label = t.unit,
  nullable,
}: {
  name?: string;
  label?: string;
  nullable?: boolean;
}) => <SelectField name={name} label={label} options={unitOptions} nullable={nullable} />;

/** Colours for tags and map points, named so they can be told apart without seeing them. */
export const colorOptions: Option[] = masterdataTexts.colors.map(([value, label]) => ({ value, label }));

export const ColorField = ({ name = 'color' }: { name?: string }) => (
  <SelectField name={name} label={t.color} options={colorOptions} />
);

// The general fields, so that a kind's form imports all its fields from one place.
export { CheckboxField, MultiselectField, SelectField, TextAreaField, TextField } from '../../forms/fields';
export { DateField, DecimalField, NumberField } from '../../forms/typed-fields';
