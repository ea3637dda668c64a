import { describe, expect, it } from 'vitest';
import { countryCodes, countryLabel, countryName, countryOptions, isCountryCode, ZCountryCode } from './countries';

describe('countries', () => {
  it('holds all 249 officially assigned ISO 3166-1 alpha-2 codes, sorted and unique', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect([...countryCodes].sort()).toEqual([...countryCodes]);
    for (const code of ['DE', 'AT', 'CH', 'AX', 'BQ', 'CW', 'SS', 'SX', 'UM', 'AQ'])
      expect(isCountryCode(code)).toBe(true);
    for (const code of ['XK', 'EU', 'UK', 'de', 'DDR']) expect(isCountryCode(code)).toBe(false);
  });

  it('names every code in German', () => {
    expect(countryName('DE')).toBe('Deutschland');
    expect(countryName('AT')).toBe('Österreich');
    expect(countryName('CH')).toBe('Schweiz');
    expect(countryName('NL')).toBe('Niederlande');
    expect(countryLabel('DE')).toBe('Deutschland (DE)');
    for (const code of countryCodes) expect(countryName(code)).not.toBe(code);
  });

  it('lists DE, AT, CH first, then by German name', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.slice(0, 3).map((option) => option.value)).toEqual(['DE', 'AT', 'CH']);
    expect(options[3]?.label).toBe('Afghanistan (AF)');
  });

  it('validates with a German message', () => {
    expect(ZCountryCode.parse('DE')).toBe('DE');
    const result = ZCountryCode.safeParse('XX');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Bitte wähle ein Land aus.');
  });
});
