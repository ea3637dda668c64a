import { describe, expect, it } from 'vitest';
import { ZOperatingUnitInput } from '../../../../schemas/api/company';
import { accountingSettingsMessages } from '../../../../schemas/messages';
import { validateWith } from '../../forms/validate';
import { emptyOperatingUnitValues, type OperatingUnitValues, operatingUnitInput } from './operating-unit-values';

const values = { ...emptyOperatingUnitValues, name: 'Hof Nord' };
const validate = (typed: OperatingUnitValues) => validateWith(ZOperatingUnitInput, operatingUnitInput(typed));
const withNumbers = (consultantNumber: string, clientNumber: string) => ({
  ...values,
  accountingConnection: { consultantNumber, clientNumber },
});

describe('operatingUnitInput with the shared schema', () => {
  it('accepts a unit without accounting numbers', () => {
    const result = validate(values);
    expect(result.ok && result.data.accountingConnection).toBe(null);
  });

  it('passes valid numbers as numbers', () => {
    const result = validate(withNumbers('1001', '99999'));
    expect(result.ok && result.data.accountingConnection).toEqual({ consultantNumber: 1001, clientNumber: 99999 });
  });

  it('shows the exact messages of the shared schema at the fields for numbers out of range or not numbers', () => {
    const result = validate(withNumbers('1000', 'abc'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['accountingConnection.consultantNumber']).toBe(
      accountingSettingsMessages.invalidTaxAdviserNumber(true),
    );
    expect(result.errors['accountingConnection.clientNumber']).toBe(
      accountingSettingsMessages.invalidClientNumber(true),
    );
  });

  it('requires a name', () => {
    const result = validate(emptyOperatingUnitValues);
    expect(result.ok ? undefined : result.errors.name).toBe('Bitte gib einen Namen für den Betrieb ein.');
  });
});
