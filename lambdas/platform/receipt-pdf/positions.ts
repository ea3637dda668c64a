import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatGermanDay } from '../../../schemas/kernel/calendar';
import {
  formatGermanDecimal,
  formatGermanMoney,
  formatGermanPercent,
  formatGermanUnitPrice,
} from '../../../schemas/kernel/german-format';
import {
  isPrintTextLine,
  printPositions,
  type TPrintEntry,
  type TPrintLine,
  type TReceiptPrint,
} from '../../../schemas/receipts/print';
import { textWidth } from './text-width';

/**
 * The positions table of a receipt. Which price columns appear follows the lines: a delivery note (no
 * prices) prints none, a discount column only when a line has a discount. Figures are printed as given:
 * they come from the receipt arithmetic (schemas/kernel/vat.ts), never computed here. Text lines (receipt
 * positions of kind TEXT) stand in their place between the positions, without number or figures.
 */

/** The document's font size; the table inherits it. */
export const TABLE_FONT_SIZE = 9;
const NOTE_FONT_SIZE = 8;

type Column = {
  header: string;
  alignment: 'left' | 'right';
  /** A figure column's text; the description column ('*') has none. */
  text?: (line: TPrintLine) => string;
};

const hasDiscount = (line: TPrintLine) => line.discountPercent !== undefined && Number(line.discountPercent) !== 0;

const figureColumns = (print: TReceiptPrint): Column[] => {
  const lines = printPositions(print.lines);
  const { currency } = print;
  const quantity: Column = {
    header: 'Menge',
    alignment: 'right',
    text: (line) => `${formatGermanDecimal(line.quantity)} ${line.unitLabel}`,
  };
  const priced = lines.some((line) => line.unitPrice !== undefined || line.lineNet !== undefined);
  if (!priced) return [quantity];
  const optional = (value: string | undefined, format: (value: string) => string) =>
    value === undefined ? '' : format(value);
  const columns: Column[] = [
    quantity,
    {
      header: 'Einzelpreis',
      alignment: 'right',
      // A unit price keeps the decimals it was given (1,629 €; 0,0825 €), at least cents.
      text: (line) => optional(line.unitPrice, (value) => formatGermanUnitPrice(value, currency)),
    },
  ];
  if (lines.some(hasDiscount)) {
    columns.push({
      header: 'Rabatt',
      alignment: 'right',
      text: (line) => (hasDiscount(line) && line.discountPercent ? formatGermanPercent(line.discountPercent) : ''),
    });
  }
  if (lines.some((line) => line.vatPercentPoints !== undefined)) {
    columns.push({
      header: 'USt.',
      alignment: 'right',
      text: (line) => (line.vatPercentPoints === undefined ? '' : formatGermanPercent(line.vatPercentPoints)),
    });
  }
  columns.push({
    header: 'Betrag',
    alignment: 'right',
    text: (line) => optional(line.lineNet, (value) => formatGermanMoney(value, currency)),
  });
  return columns;
};

const positionColumn: Column = { header: 'Pos.', alignment: 'left', text: (line) => line.position };
const descriptionColumn: Column = { header: 'Bezeichnung', alignment: 'left' };

/**
 * A figure column is exactly as wide as its widest text (measured, plus a point), so 'pauschal', a
 * seven-digit amount or a price with four decimals never wraps; the description takes the rest. pdfmake's
 * 'auto' widths would shrink these columns whenever a description is long.
 */
const columnWidth = (column: Column, lines: readonly TPrintLine[]): number | '*' => {
  const { text } = column;
  if (!text) return '*';
  const header = textWidth(column.header, { fontSize: TABLE_FONT_SIZE, bold: true });
  const cells = lines.map((line) => textWidth(text(line), { fontSize: TABLE_FONT_SIZE }));
  return Math.ceil(Math.max(header, ...cells)) + 1;
};

/** The description: the name in bold, the description and the day of supply below it. */
const descriptionCell = (line: TPrintLine): TableCell => ({
  stack: [
    { text: line.name, bold: true },
    ...(line.description ? [{ text: line.description, fontSize: NOTE_FONT_SIZE, color: '#444444' }] : []),
    ...(line.serviceDate
      ? [{ text: `Leistungsdatum ${formatGermanDay(line.serviceDate)}`, fontSize: NOTE_FONT_SIZE, color: '#444444' }]
      : []),
  ],
});

const row = (entry: TPrintEntry, columns: readonly Column[]): TableCell[] => {
  if (isPrintTextLine(entry)) {
    // From the description column to the last: a text line has no number and no figures.
    const spanned = columns.length - 1;
    return [{ text: '' }, { text: entry.text, colSpan: spanned }, ...Array.from({ length: spanned - 1 }, () => ({}))];
  }
  return columns.map((column): TableCell => {
    if (!column.text) return descriptionCell(entry);
    return { text: column.text(entry), alignment: column.alignment, noWrap: true };
  });
};

/** The positions: a header row repeated on every page, no row split across pages. */
export const positionsTable = (print: TReceiptPrint): Content => {
  const columns = [positionColumn, descriptionColumn, ...figureColumns(print)];
  const positions = printPositions(print.lines);
  const header = columns.map((column) => ({ text: column.header, bold: true, alignment: column.alignment }));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => columnWidth(column, positions)),
      body: [header, ...print.lines.map((entry) => row(entry, columns))],
    },
    layout: {
      hLineWidth: (index: number) => (index === 1 ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: (index: number) => (index === 1 ? '#000000' : '#bbbbbb'),
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    margin: [0, 6, 0, 6],
  };
};
