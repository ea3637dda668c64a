import * as z from 'zod';

/**
 * The officially assigned ISO 3166-1 alpha-2 codes (249), alphabetical. Written out, not derived from
 * Intl at run time, so that API and browser accept exactly the same list. Reserved and user-assigned
 * codes (e.g. XK Kosovo, EU, UK) are not in it.
 */
// biome-ignore format: a compact block is easier to check against the ISO list than 249 lines
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA',
  'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE',
  'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA',
  'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK',
  'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT',
  'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS',
  'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS',
  'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST',
  'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
  'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA',
  'ZM', 'ZW',
] as const;

export const ZCountryCode = z.enum(countryCodes, { error: 'Bitte wähle ein Land aus.' });
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const isCountryCode = (code: string): code is TCountryCode => (countryCodes as readonly string[]).includes(code);

let germanRegionNames: Intl.DisplayNames | undefined;

/** The German name of a country (application.md §3: country names are shown in German with ISO codes). */
export const countryName = (code: TCountryCode): string => {
  germanRegionNames ??= new Intl.DisplayNames(['de'], { type: 'region' });
  return germanRegionNames.of(code) ?? code;
};

/** 'Deutschland (DE)', as selection lists show a country. */
export const countryLabel = (code: TCountryCode): string => `${countryName(code)} (${code})`;

/** All countries for a selection list, sorted by German name; Germany, Austria and Switzerland first. */
export const countryOptions = (): { value: TCountryCode; label: string }[] => {
  const first: readonly TCountryCode[] = ['DE', 'AT', 'CH'];
  const rest = countryCodes
    .filter((code) => !first.includes(code))
    .sort((a, b) => countryName(a).localeCompare(countryName(b), 'de'));
  return [...first, ...rest].map((code) => ({ value: code, label: countryLabel(code) }));
};
