import { DEFAULT_LOCALE } from '../../../schemas/constants';

const dateFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** '2026-03-01T10:00:00Z' -> '01.03.2026'; '–' for anything that is not a date. */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateFormat.format(date);
};

const dateTimeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** '2026-03-01T10:00:00Z' -> '01.03.2026, 11:00'. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateTimeFormat.format(date);
};

/** A decimal string the German way: '1234.5' -> '1.234,5'; padded to at least `minDigits` decimals. */
export const formatDecimal = (value: string | null | undefined, minDigits = 0): string => {
  if (value === null || value === undefined || value === '') return '–';
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.padEnd(minDigits, '0');
  return `${value.startsWith('-') ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
};

/** '12.5' -> '12,50 €' (prices keep up to 5 decimals, at least 2). */
export const formatEuro = (value: string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '–';
  return `${formatDecimal(value, 2)} €`;
};

const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** Today as YYYY-MM-DD in Germany (not UTC: just after midnight the UTC day is still yesterday). */
export const todayInGermany = (now: Date = new Date()): string => berlinDay.format(now);
