import { type TOperatingUnit, ZOperatingUnitInput } from '../../../../schemas/api/company';
import { type FieldErrors, validateWith } from '../../components/field-errors';

/** The operating-unit dialog's inputs, all as typed (numbers stay text until validated). */
export type OperatingUnitValues = {
  name: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  website: string;
  consultantNumber: string;
  clientNumber: string;
};

export const emptyOperatingUnitValues: OperatingUnitValues = {
  name: '',
  street: '',
  zip: '',
  city: '',
  email: '',
  website: '',
  consultantNumber: '',
  clientNumber: '',
};

export const valuesFromOperatingUnit = (unit: TOperatingUnit): OperatingUnitValues => ({
  name: unit.name,
  street: unit.street ?? '',
  zip: unit.zip ?? '',
  city: unit.city ?? '',
  email: unit.email ?? '',
  website: unit.website ?? '',
  consultantNumber: unit.accountingConnection?.consultantNumber?.toString() ?? '',
  clientNumber: unit.accountingConnection?.clientNumber?.toString() ?? '',
});

/** '' is "no number"; anything else is handed to the shared schema as a number (NaN fails with its message). */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export type OperatingUnitInput = ReturnType<typeof ZOperatingUnitInput.parse>;

/**
 * Validates the dialog with the shared ZOperatingUnitInput (messages of application.md §5 'Accounting
 * settings' come from there). Field errors are keyed by the dialog's field names.
 */
export const validateOperatingUnit = (
  values: OperatingUnitValues,
): { ok: true; data: OperatingUnitInput } | { ok: false; errors: FieldErrors } => {
  const consultantNumber = optionalNumber(values.consultantNumber);
  const clientNumber = optionalNumber(values.clientNumber);
  const result = validateWith(ZOperatingUnitInput, {
    name: values.name,
    street: values.street,
    zip: values.zip,
    city: values.city,
    email: values.email,
    website: values.website,
    accountingConnection:
      consultantNumber === null && clientNumber === null ? null : { consultantNumber, clientNumber },
  });
  if (result.ok) return result;
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(result.errors)) {
    errors[path.replace(/^accountingConnection\./, '')] = message;
  }
  return { ok: false, errors };
};
