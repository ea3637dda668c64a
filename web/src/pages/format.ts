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
