import { isValid } from 'date-fns';
import {
  formatGermanDate,
  formatGermanDateTime,
  formatGermanDay,
  formatGermanTime,
  germanDay,
  parseGermanDay,
} from '../../../schemas/kernel/calendar';

/** A moment's German text, '–' for nothing or anything that is not a moment. */
const momentText =
  (format: (moment: string) => string) =>
  (iso: string | null | undefined): string =>
    iso && isValid(new Date(iso)) ? format(iso) : '–';

/** '2026-03-01T10:00:00Z' -> '01.03.2026'; '–' for anything that is not a date. */
export const formatDate = momentText(formatGermanDate);

/** '2026-03-01T10:00:00Z' -> '01.03.2026, 11:00'. */
export const formatDateTime = momentText(formatGermanDateTime);

/** '2026-03-01T10:00:00Z' -> '11:00' (German time). */
export const formatTime = momentText(formatGermanTime);

/** A calendar day: '2026-03-01' -> '01.03.2026'; '–' for anything that is not a day. */
export const formatDay = (day: string | null | undefined): string =>
  day && isValid(parseGermanDay(day)) ? formatGermanDay(day) : '–';

/** Minutes as '2 Std. 05 Min.' ('45 Min.' below an hour). */
export const formatDuration = (minutes: number): string => {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(hours > 0 ? 2 : 1, '0');
  return hours > 0 ? `${hours} Std. ${rest} Min.` : `${rest} Min.`;
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

/** Today as YYYY-MM-DD in Germany (not UTC: just after midnight the UTC day is still yesterday). */
export const todayInGermany = (now: Date = new Date()): string => germanDay(now);
