/**
 * Countries offered in the address forms. schemas/countries.ts has no list yet (only the code format),
 * so this is the short list of the contractors' neighbourhood; names come from Intl in German.
 */
export const countryCodes = ['DE', 'AT', 'CH', 'NL', 'FR', 'PL', 'DK', 'LU', 'BE', 'IT', 'CZ'] as const;

const regionNames = (() => {
  try {
    return new Intl.DisplayNames('de', { type: 'region' });
  } catch {
    return null;
  }
})();

export const countryName = (code: string): string => regionNames?.of(code) ?? code;

/** Select options, Germany first, the others by German name. */
export const countryOptions = (extra?: string): { value: string; label: string }[] => {
  const codes: string[] = [...countryCodes];
  if (extra && !codes.includes(extra)) codes.push(extra);
  const [first, ...rest] = codes.map((code) => ({ value: code, label: countryName(code) }));
  return [...(first ? [first] : []), ...rest.sort((a, b) => a.label.localeCompare(b.label, 'de'))];
};
