import Big from 'big.js';
import Papa from 'papaparse';
import { decimalText } from '../../../schemas/kernel/money';
import {
  type CropProtectionFile,
  type CropProtectionRow,
  cropProtectionReadMessages,
  readDay,
  readDecimal,
  readUnit,
  type UnreadableRow,
} from '../../../schemas/planning/crop-protection';

/**
 * Reading a farm program's export of crop-protection applications (schemas/planning/crop-protection.ts
 * has the shapes): the header found below any title lines by its column names, the separator detected,
 * each line read or given the reason it cannot be. The page sends the file decoded as text.
 */

type Column = 'day' | 'time' | 'field' | 'area' | 'crop' | 'product' | 'approval' | 'rate' | 'unit' | 'total';

/** The header names each column goes by, normalised (lower case, single spaces), first match wins. */
const columnNames: Record<Column, readonly string[]> = {
  day: ['datum', 'anwendungsdatum', 'behandlungsdatum'],
  time: ['uhrzeit', 'zeit', 'beginn'],
  field: ['schlag', 'schlagname', 'feld', 'fläche', 'feldname'],
  area: ['fläche (ha)', 'fläche [ha]', 'behandelte fläche', 'behandelte fläche (ha)', 'behandelte fläche [ha]'],
  crop: ['kultur', 'fruchtart'],
  product: ['mittel', 'produkt', 'pflanzenschutzmittel', 'präparat'],
  approval: ['zulassungsnummer', 'zul.-nr.', 'zul.-nr', 'zul.nr.', 'zulassungs-nr.'],
  rate: ['aufwandmenge', 'aufwandmenge (pro ha)', 'aufwandmenge/ha', 'aufwand/ha', 'aufwand je ha', 'menge/ha'],
  unit: ['einheit', 'aufwandeinheit'],
  total: ['gesamtmenge', 'menge gesamt', 'gesamtaufwand'],
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The index of each column the header names; the mandatory three decide whether a line is the header. */
const columnsOf = (header: readonly string[]): Partial<Record<Column, number>> | undefined => {
  const names = header.map(normalise);
  const columns: Partial<Record<Column, number>> = {};
  for (const [column, alternatives] of Object.entries(columnNames) as [Column, readonly string[]][]) {
    // The first alternative present wins: 'Schlag' names the field even when a 'Fläche' column follows.
    const index = alternatives.map((name) => names.indexOf(name)).find((at) => at >= 0);
    if (index !== undefined) columns[column] = index;
  }
  // Beside a 'Schlag' column a plain 'Fläche' is the treated area.
  const plainArea = names.indexOf('fläche');
  if (columns.area === undefined && plainArea >= 0 && columns.field !== plainArea) columns.area = plainArea;
  const found = columns.day !== undefined && columns.field !== undefined && columns.product !== undefined;
  return found ? columns : undefined;
};

/** ';' when the header line has more of them than commas (German programs), else ','. */
const separatorOf = (line: string): ';' | ',' =>
  (line.match(/;/g)?.length ?? 0) >= (line.match(/,/g)?.length ?? 0) ? ';' : ',';

/** '2,5 l/ha' in one cell: the number and the unit after it. */
const splitAmountCell = (text: string) => {
  const match = /^([\d.,\s]*\d)\s*([a-zA-Z]+(?:\s*\/\s*ha)?)?$/.exec(text.trim());
  return { number: match?.[1] ?? text, unit: match?.[2] };
};

/** The file's lines as cells, from the header on; title lines above the header are cut. */
const tableOf = (text: string) => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  for (const [index, line] of lines.entries()) {
    const separator = separatorOf(line);
    const [header] = Papa.parse<string[]>(line, { delimiter: separator }).data;
    const columns = header ? columnsOf(header) : undefined;
    if (!columns) continue;
    const body = lines.slice(index + 1).join('\n');
    const { data } = Papa.parse<string[]>(body, { delimiter: separator });
    // Papaparse joins no lines unless a quoted cell holds a line break: the line numbers then shift, which
    // the user still finds near the named line.
    return { columns, separator, firstLine: index + 2, data };
  }
  return undefined;
};

type Cells = { cell: (column: Column) => string; separator: ';' | ',' };

const rowOf = (line: number, { cell, separator }: Cells): CropProtectionRow | UnreadableRow => {
  const day = readDay(cell('day'));
  if (!day) return { line, reason: cropProtectionReadMessages.day };
  const fieldName = cell('field').trim();
  if (!fieldName) return { line, reason: cropProtectionReadMessages.field };
  const product = cell('product').trim();
  if (!product) return { line, reason: cropProtectionReadMessages.product };
  const rateCell = splitAmountCell(cell('rate'));
  const totalCell = splitAmountCell(cell('total'));
  const unit = readUnit(cell('unit')) ?? readUnit(rateCell.unit ?? '') ?? readUnit(totalCell.unit ?? '');
  if (!unit) return { line, reason: cropProtectionReadMessages.unit };
  const areaHa = readDecimal(splitAmountCell(cell('area')).number, separator) ?? null;
  const ratePerHa = readDecimal(rateCell.number, separator) ?? null;
  const total = readDecimal(totalCell.number, separator);
  const amount =
    total ?? (ratePerHa !== null && areaHa !== null ? decimalText(new Big(ratePerHa).times(areaHa)) : undefined);
  if (amount === undefined) return { line, reason: cropProtectionReadMessages.amount };
  const optional = (column: Column) => cell(column).trim() || null;
  return {
    line,
    day,
    time: optional('time'),
    fieldName,
    areaHa,
    crop: optional('crop'),
    product,
    approvalNumber: optional('approval'),
    ratePerHa,
    unit,
    amount,
  };
};

/**
 * The applications of an export, each read or with the reason it could not be. Empty lines and lines
 * without any cell (sums, footers) are skipped. Throws no error: a file without a header is `noHeader`.
 */
export const readCropProtectionFile = (text: string): CropProtectionFile | { error: string } => {
  const table = tableOf(text);
  if (!table) return { error: cropProtectionReadMessages.noHeader };
  const { columns, separator, firstLine, data } = table;
  const rows: CropProtectionRow[] = [];
  const unreadable: UnreadableRow[] = [];
  for (const [index, cells] of data.entries()) {
    if (cells.every((value) => value.trim() === '')) continue;
    const cell = (column: Column) => {
      const at = columns[column];
      return at === undefined ? '' : (cells[at] ?? '');
    };
    // A footer ('Summe', 'Gesamt') names no field and no product: not an application.
    if (cell('field').trim() === '' && cell('product').trim() === '') continue;
    const row = rowOf(firstLine + index, { cell, separator });
    if ('reason' in row) unreadable.push(row);
    else rows.push(row);
  }
  return { rows, unreadable };
};
