import { countryCodes, isCountryCode, countryName as schemaCountryName } from '../../../../schemas/countries';

/** Countries most customers of a German contractor are in: offered first. */
const nearby = ['DE', 'AT', 'CH', 'NL', 'DK', 'PL', 'FR', 'BE', 'LU', 'CZ', 'IT'] as const;

/** The German name of a country code (Intl.DisplayNames, via schemas/countries.ts); unknown codes as they are. */
export const countryName = (code: string): string => (isCountryCode(code) ? schemaCountryName(code) : code);

export type CountryOption = { value: string; label: string; filteringTags: string[] };

let cached: CountryOption[] | undefined;

/** Select options over the ISO list of schemas/countries.ts: the neighbourhood first, then all by German name. */
export const countryOptions = (): CountryOption[] => {
  if (cached) return cached;
  const option = (code: string): CountryOption => ({ value: code, label: countryName(code), filteringTags: [code] });
  const rest = countryCodes
    .filter((code) => !(nearby as readonly string[]).includes(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  cached = [...nearby.map(option), ...rest];
  return cached;
};
