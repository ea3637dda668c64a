import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { de } from '../i18n/de';
import { FieldFrame, type FieldProps, useField } from './field-frame';
import {
  dayFromGermanText,
  decimalFromGermanText,
  germanTextOfDay,
  germanTextOfDecimal,
  timeFromGermanText,
} from './german-input';

/**
 * Fields whose text is German (12,50 · 01.08.2026 · 07:30) while the form holds what the API takes
 * ('12.5' · '2026-08-01' · '07:30'). Text that means nothing valid is held as typed, so that the shared
 * schema rejects it at this field: nothing typed is ever silently read as something else.
 */
type Reading = {
  /** Typed text -> the value (null: empty; undefined: not readable). */
  read: (typed: string) => unknown;
  /** The value -> its German text. */
  show: (value: unknown) => string;
};

/** Keeps the text as typed while it means the held value ('12,' on the way to '12,5'). */
const useTypedText = <TValues extends FieldValues>(
  field: ControllerRenderProps<TValues>,
  { read, show }: Reading,
  emptyAs: null | '',
) => {
  const [typed, setTyped] = useState<string | null>(null);
  const readOrRaw = (text: string) => {
    const value = read(text);
    return value === undefined ? text : value === null ? emptyAs : value;
  };
  const text = typed !== null && readOrRaw(typed) === field.value ? typed : show(field.value);
  return {
    text,
    change: (next: string) => {
      setTyped(next);
      field.onChange(readOrRaw(next));
    },
    // Leaving the field shows the value in its German form (1,5 -> 1,5; 1.8.26 -> 01.08.2026).
    blur: () => {
      if (typed !== null && read(typed) !== undefined) setTyped(null);
      field.onBlur();
    },
  };
};

/** The field frame with a text input whose text is read and shown German (`reading`). */
const TypedInput = <TValues extends FieldValues>({
  field: props,
  reading,
  emptyAs,
  inputMode,
  placeholder,
  ariaLabel,
}: {
  field: FieldProps<TValues>;
  reading: Reading;
  emptyAs: null | '';
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
  ariaLabel?: string;
}) => {
  const { field, fieldState } = useField<TValues>(props.name);
  const typed = useTypedText(field, reading, emptyAs);
  return (
    <FieldFrame {...props} error={fieldState.error?.message}>
      <Input
        ref={field.ref}
        value={typed.text}
        onChange={({ detail }) => typed.change(detail.value)}
        onBlur={typed.blur}
        inputMode={inputMode}
        placeholder={placeholder}
        ariaLabel={ariaLabel}
        invalid={Boolean(fieldState.error)}
        ariaRequired={props.required}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
};

const shownText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const decimalReading = (minDigits: number): Reading => ({
  read: decimalFromGermanText,
  show: (value) =>
    typeof value === 'string' || typeof value === 'number' ? germanTextOfDecimal(value, minDigits) : '',
});

/** A decimal kept as a decimal string ('12.5'): money, amounts, hours. */
export const DecimalField = <TValues extends FieldValues>({
  minDigits = 0,
  nullable,
  suffix,
  placeholder,
  ...props
}: FieldProps<TValues> & { minDigits?: number; nullable?: boolean; suffix?: string; placeholder?: string }) => (
  <TypedInput
    field={props}
    reading={decimalReading(minDigits)}
    emptyAs={nullable ? null : ''}
    inputMode="decimal"
    placeholder={placeholder}
    ariaLabel={suffix ? `${props.label ?? ''} (${suffix})` : undefined}
  />
);

const numberReading: Reading = {
  read: (typed) => {
    const decimal = decimalFromGermanText(typed);
    return typeof decimal === 'string' ? Number(decimal) : decimal;
  },
  show: (value) => (typeof value === 'number' ? germanTextOfDecimal(value) : shownText(value)),
};

/** A number that names rather than counts (a year, the next supplier number): shown without thousands dot. */
const plainNumberReading: Reading = {
  read: numberReading.read,
  show: (value) => shownText(value).replace('.', ','),
};

/** A number kept as a number (years, VAT points, counts); empty is null. */
export const NumberField = <TValues extends FieldValues>({
  integer,
  plain,
  ...props
}: FieldProps<TValues> & { integer?: boolean; plain?: boolean }) => (
  <TypedInput
    field={props}
    reading={plain ? plainNumberReading : numberReading}
    emptyAs={null}
    inputMode={integer ? 'numeric' : 'decimal'}
  />
);

const dayReading: Reading = {
  read: dayFromGermanText,
  show: (value) => (typeof value === 'string' ? germanTextOfDay(value) : ''),
};

/**
 * A calendar day typed as TT.MM.JJJJ (also 1.8.26), or picked in a calendar that starts on Monday.
 * The form holds 'YYYY-MM-DD', or null when empty.
 */
export const DateField = <TValues extends FieldValues>(props: FieldProps<TValues>) => {
  const { field, fieldState } = useField<TValues>(props.name);
  const typed = useTypedText(field, dayReading, null);
  const [open, setOpen] = useState(false);
  const day = typeof field.value === 'string' && dayFromGermanText(field.value) ? field.value : '';
  return (
    <FieldFrame {...props} constraint={props.constraint ?? de.forms.dateHint} error={fieldState.error?.message}>
      <div style={{ display: 'flex', gap: 4, alignItems: 'flex-start', maxWidth: 260 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input
            ref={field.ref}
            value={typed.text}
            onChange={({ detail }) => typed.change(detail.value)}
            onBlur={typed.blur}
            placeholder={de.forms.datePlaceholder}
            invalid={Boolean(fieldState.error)}
            ariaRequired={props.required}
            disabled={props.disabled}
            autoComplete="off"
          />
        </div>
        <Button
          variant="icon"
          iconName="calendar"
          formAction="none"
          ariaLabel={open ? de.forms.closeCalendar : de.forms.openCalendar}
          ariaExpanded={open}
          disabled={props.disabled}
          onClick={() => setOpen((now) => !now)}
        />
      </div>
      {open && (
        <Box margin={{ top: 'xs' }}>
          <Calendar
            value={day}
            locale="de-DE"
            startOfWeek={1}
            ariaLabel={de.forms.calendar}
            i18nStrings={{
              todayAriaLabel: de.forms.today,
              nextMonthAriaLabel: de.forms.nextMonth,
              previousMonthAriaLabel: de.forms.previousMonth,
            }}
            onChange={({ detail }) => {
              typed.change(germanTextOfDay(detail.value));
              setOpen(false);
            }}
          />
        </Box>
      )}
    </FieldFrame>
  );
};

const timeReading: Reading = { read: timeFromGermanText, show: shownText };

/** A time of day typed as HH:MM (also 7:30 or 730); the form holds 'HH:MM', or null when empty. */
export const TimeField = <TValues extends FieldValues>(props: FieldProps<TValues>) => (
  <TypedInput
    field={props}
    reading={timeReading}
    emptyAs={null}
    inputMode="numeric"
    placeholder={de.forms.timePlaceholder}
  />
);
