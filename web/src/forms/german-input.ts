import { format, isValid, parse } from 'date-fns';

/**
 * What German office staff type, turned into what the schemas take - and back. A text that means
 * nothing valid is kept as typed, so that the shared schema rejects it at its field with its German
 * message: a typed date never silently becomes another date.
 */

/** Day formats accepted as typed: 01.08.2026, 1.8.2026, 1.8.26, 01082026; ISO too (pasted). */
const DAY_PATTERNS = [
  { pattern: /^\d{1,2}\.\d{1,2}\.\d{4}$/, format: 'd.M.yyyy' },
  { pattern: /^\d{1,2}\.\d{1,2}\.\d{2}$/, format: 'd.M.yy' },
  { pattern: /^\d{8}$/, format: 'ddMMyyyy' },
  { pattern: /^\d{4}-\d{2}-\d{2}$/, format: 'yyyy-MM-dd' },
] as const;

/** Two-digit years count from 2000 (an order in '26 is in 2026, not 1926). */
const CENTURY_START = new Date(2000, 0, 1);

/** '1.8.26' -> '2026-08-01'; null for empty; undefined for text that is no real day (31.02.2026). */
export const dayFromGermanText = (typed: string): string | null | undefined => {
  const text = typed.trim();
  if (text === '') return null;
  const known = DAY_PATTERNS.find(({ pattern }) => pattern.test(text));
  if (!known) return undefined;
  const day = parse(text, known.format, CENTURY_START);
  // date-fns rolls nothing over in strict parsing, but a year below 1900 is a typing slip.
  if (!isValid(day) || day.getFullYear() < 1900 || day.getFullYear() > 2199) return undefined;
  return format(day, 'yyyy-MM-dd');
};

/** '2026-08-01' -> '01.08.2026'; anything else is shown as it is. */
export const germanTextOfDay = (day: string | null | undefined): string => {
  if (!day) return '';
  const parsed = parse(day, 'yyyy-MM-dd', CENTURY_START);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(parsed) ? format(parsed, 'dd.MM.yyyy') : day;
};

/** '7:30', '07:30', '730', '0730', '7' -> '07:30' / '07:00'; undefined for no time of day. */
export const timeFromGermanText = (typed: string): string | null | undefined => {
  const text = typed.trim().replace('.', ':');
  if (text === '') return null;
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/** A German number as typed: '1.234,56' -> '1234.56', '-3,5' -> '-3.5'; undefined for no number. */
export const decimalFromGermanText = (typed: string): string | null | undefined => {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') return null;
  // Thousands dots only in groups of three before the comma; a single dot alone is taken as the comma
  // people type on an English keypad ('12.5'), but only when it cannot be a thousands dot.
  const german = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+(,\d+)?$/.test(text);
  if (german) return text.replace(/\./g, '').replace(',', '.');
  if (/^-?\d+\.\d{1,2}$/.test(text) || /^-?\d+\.\d{4,}$/.test(text)) return text;
  return undefined;
};

/** '1234.5' -> '1.234,5' (German separators), padded to at least `minDigits` decimals. */
export const germanTextOfDecimal = (value: string | number | null | undefined, minDigits = 0): string => {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.padEnd(minDigits, '0');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
};
