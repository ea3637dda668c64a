import { format } from 'date-fns';
import type { CellValue, EntityColumn } from './types';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * Text that a spreadsheet would run as a formula (=, +, @, tab, CR, or '-' not starting a number) gets a
 * leading apostrophe: names are typed by users and the file is opened in Excel (CSV injection).
 */
const defused = (text: string): string => (/^[=+@\t\r]|^-(?!\d)/.test(text) ? `'${text}` : text);

/** RFC 4180 quoting: only fields holding the separator, a quote or a line break are quoted. */
const field = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : defused(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A CSV file as German Excel opens it by double click: ';' between fields (',' is the decimal mark),
 * a UTF-8 BOM (else Excel reads umlauts as Windows-1252) and CRLF after every record.
 */
export const toCsv = (headers: string[], rows: CellValue[][]): string =>
  BOM + [headers, ...rows].map((record) => record.map(field).join(SEPARATOR) + LINE_END).join('');

/** The export value of a cell: the column's csv, else the cell itself when it is plain text or a number. */
export const csvValue = <T>(column: EntityColumn<T>, item: T): CellValue => {
  if (column.csv) return column.csv(item);
  const cell = column.cell(item);
  return typeof cell === 'string' || typeof cell === 'number' ? cell : null;
};

/** Header and rows of an export: the given (visible, ordered) columns of the given items. */
export const csvTable = <T>(columns: readonly EntityColumn<T>[], items: readonly T[]) => ({
  headers: columns.map((column) => column.header),
  rows: items.map((item) => columns.map((column) => csvValue(column, item))),
});

/** 'artikel' → 'artikel-2025-03-07.csv' (local date: the day the user sees). */
export const datedFileName = (base: string, date: Date): string => `${base}-${format(date, 'yyyy-MM-dd')}.csv`;
