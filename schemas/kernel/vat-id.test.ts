import { describe, expect, it } from 'vitest';
import { compactVatId, isEuVatId, isValidVatId, vatIdFitsCountry, vatIdPrefix, vatIdPrefixesOf } from './vat-id';

/**
 * One valid id per state (check digits computed, and cross-checked with python-stdnum's JavaScript port),
 * and the same id with a wrong last character, which its check digits must refuse.
 */
const validIds: Record<string, string> = {
  AT: 'ATU13585627',
  BE: 'BE0403019261',
  BG: 'BG175747177',
  CY: 'CY10000418O',
  CZ: 'CZ25123891',
  DE: 'DE136695976',
  DK: 'DK13585628',
  EE: 'EE100397794',
  EL: 'EL094140924',
  ES: 'ESB58378431',
  FI: 'FI20774740',
  FR: 'FR40303265045',
  HR: 'HR33036908200',
  HU: 'HU10589210',
  IE: 'IE6326010V',
  IT: 'IT00743110157',
  LT: 'LT119717814',
  LU: 'LU15027442',
  LV: 'LV40003003992',
  MT: 'MT11679604',
  NL: 'NL004495445B01',
  PL: 'PL5260250995',
  PT: 'PT501964878',
  RO: 'RO18554610',
  SE: 'SE556036079301',
  SI: 'SI50205731',
  SK: 'SK2020274377',
  XI: 'XI980390603',
  GB: 'GB980390603',
  CHE: 'CHE116281710',
  NO: 'NO974178087MVA',
};

/** The valid id with its check digit (or check letter) changed. */
const wrongCheckDigits: Record<string, string> = {
  AT: 'ATU13585620',
  BE: 'BE0403019262',
  BG: 'BG175747170',
  CY: 'CY10000418J',
  CZ: 'CZ25123890',
  DE: 'DE136695970',
  DK: 'DK13585620',
  EE: 'EE100397790',
  EL: 'EL094140920',
  ES: 'ESB58378430',
  FI: 'FI20774741',
  FR: 'FR40303265040',
  HR: 'HR33036908201',
  HU: 'HU10589211',
  IE: 'IE6326010D',
  IT: 'IT00743110150',
  LT: 'LT119717810',
  LU: 'LU15027440',
  LV: 'LV40003003990',
  MT: 'MT11679605',
  NL: 'NL004495446B01',
  PL: 'PL5260250990',
  PT: 'PT501964870',
  RO: 'RO18554611',
  SE: 'SE556036079401',
  SI: 'SI50205730',
  SK: 'SK2020274370',
  XI: 'XI980390683',
  GB: 'GB980390683',
  CHE: 'CHE116281711',
  NO: 'NO974178086MVA',
};

describe('isValidVatId', () => {
  it.each(Object.entries(validIds))('takes a valid id of %s', (_state, vatId) => {
    expect(isValidVatId(vatId)).toBe(true);
  });

  it.each(Object.entries(wrongCheckDigits))('refuses an id of %s with wrong check digits', (_state, vatId) => {
    expect(isValidVatId(vatId)).toBe(false);
  });

  it('knows the 27 member states, Northern Ireland and Switzerland', () => {
    expect(Object.keys(validIds)).toHaveLength(31);
  });

  it('refuses the placeholder ids people type: they fail their check digits', () => {
    for (const vatId of ['DE123456789', 'DE987654321', 'ATU12345678', 'DK12345678', 'CHE-123.456.789 MWST']) {
      expect(isValidVatId(vatId), vatId).toBe(false);
    }
  });

  it("refuses wrong lengths and shapes of a state's format", () => {
    for (const vatId of ['DE12345678', 'DE0136695976', 'AT13585627', 'NL004495445', 'SE5560360793', 'FR1', 'EL1234']) {
      expect(isValidVatId(vatId), vatId).toBe(false);
    }
  });

  it('refuses prefixes of states without a VAT id format we know', () => {
    expect(isValidVatId('US123456789')).toBe(false);
    expect(vatIdPrefix('US123456789')).toBeUndefined();
    expect(isValidVatId('')).toBe(false);
  });

  it('takes ids written with spaces, dots and dashes, in any case', () => {
    expect(isValidVatId('dk 13 58 56 28')).toBe(true);
    expect(isValidVatId('CHE-116.281.710 MWST')).toBe(true);
    expect(isValidVatId('CHE-116.281.710 TVA')).toBe(true);
    expect(compactVatId('CHE-116.281.710 MWST')).toBe('CHE116281710MWST');
  });

  it('checks persons’ ids of the states that define a check for them', () => {
    expect(isValidVatId('ES12345678Z')).toBe(true); // DNI
    expect(isValidVatId('ES12345678A')).toBe(false);
    expect(isValidVatId('ESX1234567L')).toBe(true); // NIE
    expect(isValidVatId('IE8Z49289F')).toBe(true); // the older Irish format
    expect(isValidVatId('IE3628739UA')).toBe(true); // the newer one with a second letter
    expect(isValidVatId('NL812345678B01')).toBe(true);
  });
});

describe('vatIdFitsCountry', () => {
  it('pairs an id with the country of its prefix', () => {
    expect(vatIdFitsCountry('DK13585628', 'DK')).toBe(true);
    expect(vatIdFitsCountry('DK13585628', 'DE')).toBe(false);
    expect(vatIdFitsCountry('EL094140924', 'GR')).toBe(true);
    expect(vatIdFitsCountry('CHE-116.281.710 MWST', 'CH')).toBe(true);
    expect(vatIdFitsCountry('XI980390603', 'GB')).toBe(true);
    expect(vatIdFitsCountry('GB980390603', 'GB')).toBe(true);
    expect(vatIdFitsCountry('FR40303265045', 'MC')).toBe(true);
    expect(vatIdFitsCountry('DE136695976', 'US')).toBe(false);
  });

  it('names the prefixes of a country', () => {
    expect(vatIdPrefixesOf('DE')).toEqual(['DE']);
    expect(vatIdPrefixesOf('GR')).toEqual(['EL']);
    expect(vatIdPrefixesOf('CH')).toEqual(['CHE']);
    expect(vatIdPrefixesOf('US')).toEqual([]);
  });
});

describe('isEuVatId', () => {
  it('takes valid ids of member states and Northern Ireland, not of Switzerland, the UK or Norway', () => {
    expect(['DK13585628', 'NL004495445B01', 'DE136695976', 'XI980390603'].every(isEuVatId)).toBe(true);
    expect(['CHE116281710', 'GB980390603', 'NO974178087MVA', 'DK13585620'].some(isEuVatId)).toBe(false);
  });
});
