import * as checks from './vat-id-check-digits';

/**
 * VAT identification numbers (USt-IdNr., issue 24): the format of each EU member state (Greece as 'EL'),
 * Northern Ireland ('XI'), Switzerland (UID 'CHE'), the United Kingdom and Norway, each with its check
 * digits. One source for the customer form (schemas/customer.ts) and the e-invoice rules
 * (schemas/einvoice/rules.ts), so the form refuses what finalizing a receipt would refuse.
 *
 * Check digits are verified for every state that defines them, with these exceptions, checked by format
 * only because their numbers follow several schemes or none: Bulgaria's 10-digit personal ids (three
 * schemes), Czech 9-digit ids (birth numbers before 1954 have no check digit), Latvian ids of persons (a
 * birth date, or random since 2017), French keys with letters (a check over a transposed alphabet that is
 * not published), and UK government/health ids (GD/HA, none). A valid check digit says the number can
 * exist; only VIES says it is assigned (an online check the app does not make).
 */

type TVatIdRule = { format: RegExp; checkDigits: (body: string) => boolean };

/** Formats of the id after its prefix, as the Commission's VIES documentation lists them. */
const rules: Readonly<Record<string, TVatIdRule>> = {
  AT: { format: /^U\d{8}$/, checkDigits: checks.austrian },
  BE: { format: /^[01]\d{9}$/, checkDigits: checks.belgian },
  BG: { format: /^\d{9,10}$/, checkDigits: checks.bulgarian },
  CY: { format: /^[0-59]\d{7}[A-Z]$/, checkDigits: checks.cypriot },
  CZ: { format: /^\d{8,10}$/, checkDigits: checks.czech },
  DE: { format: /^[1-9]\d{8}$/, checkDigits: checks.passesMod11_10 },
  DK: { format: /^[1-9]\d{7}$/, checkDigits: checks.danish },
  EE: { format: /^10\d{7}$/, checkDigits: checks.estonian },
  EL: { format: /^\d{9}$/, checkDigits: checks.greek },
  ES: { format: /^[A-Z0-9]\d{7}[A-Z0-9]$/, checkDigits: checks.spanish },
  FI: { format: /^\d{8}$/, checkDigits: checks.finnish },
  FR: { format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, checkDigits: checks.french },
  HR: { format: /^\d{11}$/, checkDigits: checks.passesMod11_10 },
  HU: { format: /^\d{8}$/, checkDigits: checks.hungarian },
  IE: { format: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, checkDigits: checks.irish },
  IT: { format: /^\d{11}$/, checkDigits: checks.italian },
  LT: { format: /^(\d{9}|\d{12})$/, checkDigits: checks.lithuanian },
  LU: { format: /^\d{8}$/, checkDigits: checks.luxembourgish },
  LV: { format: /^\d{11}$/, checkDigits: checks.latvian },
  MT: { format: /^\d{8}$/, checkDigits: checks.maltese },
  NL: { format: /^\d{9}B\d{2}$/, checkDigits: checks.dutch },
  PL: { format: /^\d{10}$/, checkDigits: checks.polish },
  PT: { format: /^\d{9}$/, checkDigits: checks.portuguese },
  RO: { format: /^[1-9]\d{1,9}$/, checkDigits: checks.romanian },
  SE: { format: /^\d{10}01$/, checkDigits: checks.swedish },
  SI: { format: /^[1-9]\d{7}$/, checkDigits: checks.slovenian },
  SK: { format: /^[1-9]\d{9}$/, checkDigits: checks.slovak },
  XI: { format: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, checkDigits: checks.british },
  GB: { format: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, checkDigits: checks.british },
  CHE: { format: /^\d{9}(MWST|TVA|IVA)?$/, checkDigits: checks.swiss },
  NO: { format: /^\d{9}MVA$/, checkDigits: checks.norwegian },
};

/** The prefixes of the EU member states' VAT ids and Northern Ireland's (goods: still in the EU VAT area). */
// biome-ignore format: a compact block is easier to check against the list of member states
export const EU_VAT_ID_PREFIXES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
] as const;

/** Countries whose VAT id prefix is not their ISO code, or that use another state's ids. */
const prefixesOfCountry: Readonly<Record<string, readonly string[]>> = {
  GR: ['EL'],
  CH: ['CHE'],
  LI: ['CHE'],
  GB: ['GB', 'XI'],
  IM: ['GB'],
  MC: ['FR'],
};

/** Upper case without the spaces, dots, dashes and slashes people group ids with ('CHE-116.281.710 MWST'). */
export const compactVatId = (input: string): string => input.replaceAll(/[\s.\-/]+/g, '').toUpperCase();

/** The prefix of a VAT id we know a format for ('CHE' before the two-letter ones), else undefined. */
export const vatIdPrefix = (vatId: string): string | undefined => {
  const compact = compactVatId(vatId);
  const prefix = compact.startsWith('CHE') ? 'CHE' : compact.slice(0, 2);
  return prefix in rules ? prefix : undefined;
};

/** The VAT id prefixes a country's businesses have (none for a country whose format we do not know). */
export const vatIdPrefixesOf = (countryCode: string): readonly string[] =>
  prefixesOfCountry[countryCode] ?? (countryCode in rules && countryCode !== 'EL' ? [countryCode] : []);

/** A VAT id in its state's format with valid check digits. */
export const isValidVatId = (vatId: string): boolean => {
  const prefix = vatIdPrefix(vatId);
  const rule = prefix ? rules[prefix] : undefined;
  if (!prefix || !rule) return false;
  const body = compactVatId(vatId).slice(prefix.length);
  return rule.format.test(body) && rule.checkDigits(body);
};

/** Whether the id's prefix is one of the country's (DE for Germany, EL for Greece, CHE for Switzerland). */
export const vatIdFitsCountry = (vatId: string, countryCode: string): boolean => {
  const prefix = vatIdPrefix(vatId);
  return prefix !== undefined && vatIdPrefixesOf(countryCode).includes(prefix);
};

/** A valid VAT id of an EU member state (or Northern Ireland): what EU reverse charge names (§14a UStG). */
export const isEuVatId = (vatId: string): boolean => {
  const prefix = vatIdPrefix(vatId);
  return isValidVatId(vatId) && EU_VAT_ID_PREFIXES.some((euPrefix) => euPrefix === prefix);
};
