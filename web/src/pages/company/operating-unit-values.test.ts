import { describe, expect, it } from 'vitest';
import { accountingSettingsMessages } from '../../../../schemas/messages';
import { emptyOperatingUnitValues, validateOperatingUnit } from './operating-unit-values';

const values = { ...emptyOperatingUnitValues, name: 'Hof Nord' };

describe('validateOperatingUnit', () => {
  it('accepts a unit without accounting numbers', () => {
    const result = validateOperatingUnit(values);
    expect(result.ok && result.data.accountingConnection).toBe(null);
  });

  it('passes valid numbers as numbers', () => {
    const result = validateOperatingUnit({ ...values, consultantNumber: '1001', clientNumber: '99999' });
    expect(result.ok && result.data.accountingConnection).toEqual({ consultantNumber: 1001, clientNumber: 99999 });
  });

  it('shows the exact messages of the shared schema for numbers out of range or not numbers', () => {
    const result = validateOperatingUnit({ ...values, consultantNumber: '1000', clientNumber: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.consultantNumber).toBe(accountingSettingsMessages.invalidTaxAdviserNumber(true));
    expect(result.errors.clientNumber).toBe(accountingSettingsMessages.invalidClientNumber(true));
  });

  it('requires a name', () => {
    const result = validateOperatingUnit(emptyOperatingUnitValues);
    expect(result.ok ? undefined : result.errors.name).toBe('Bitte gib einen Namen für den Betrieb ein.');
  });
});
