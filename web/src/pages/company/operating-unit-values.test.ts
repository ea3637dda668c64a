import { describe, expect, it } from 'vitest';
import { ZOperatingUnit, ZOperatingUnitInput } from '../../../../schemas/api/company';
import { accountingSettingsMessages, receiptDataMessages } from '../../../../schemas/messages';
import { validateWith } from '../../forms/validate';
import {
  emptyOperatingUnitValues,
  type OperatingUnitValues,
  operatingUnitInput,
  valuesFromOperatingUnit,
} from './operating-unit-values';

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

describe('the receipt data of a unit', () => {
  it('shows the IBAN in groups of four and hands it to the schema, which stores it compact', () => {
    const unit = ZOperatingUnit.parse({
      id: 'u1',
      name: 'Husum',
      archived: false,
      connectedBanksNeedAttention: 0,
      version: 1,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      creditorId: null,
    });
    const shown = valuesFromOperatingUnit(unit);
    expect(shown.iban).toBe('DE89 3704 0044 0532 0130 00');
    expect(shown.creditorId).toBe('');
    const result = validate(shown);
    expect(result.ok && result.data.iban).toBe('DE89370400440532013000');
  });

  it('shows the message of a wrong IBAN and creditor id at their fields', () => {
    const result = validate({ ...values, iban: 'DE89 3704 0044 0532 0130 01', creditorId: 'DE00ZZZ1' });
    expect(result.ok ? undefined : [result.errors.iban, result.errors.creditorId]).toEqual([
      receiptDataMessages.invalidIban,
      receiptDataMessages.invalidCreditorId,
    ]);
  });
});
