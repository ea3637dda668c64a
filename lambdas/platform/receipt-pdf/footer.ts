import type { Content } from 'pdfmake/interfaces';
import { formatIban } from '../../../schemas/kernel/german-format';
import type { TReceiptPrint } from '../../../schemas/receipts/print';
import { A4, FOOTER_EDGE, mm, PAGE_MARGINS } from './din5008';
import { LINE_HEIGHT_EM, widestLine, wrappedLineCount } from './text-width';

/**
 * The footer of every page: company, contact, bank and tax ids in four columns. pdfmake places a footer in
 * the bottom page margin and cuts what does not fit there, so the margin is made as tall as this footer
 * needs (measured here); a GmbH & Co. KG with Komplementärin, Registergericht and Geschäftsführer lines
 * gets a taller margin instead of losing its last line.
 */

const CONTENT_WIDTH = A4.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
const COLUMN_GAP = mm(3);
const FOOTER_GAP = mm(6);
const PAGE_NUMBER = { fontSize: 8, marginBottom: 4 };
const RULE_GAP = 3;
/** The text shrinks from 7 pt towards 6 pt while the footer would take more than this. */
const COMFORTABLE_MARGIN = mm(55);
const FONT_SIZES = [7, 6.5];
const SMALLEST_FONT_SIZE = 6;
/** Contact and company columns share the room the bank and tax columns leave, each at least this wide. */
const MIN_SHARED_WIDTH = mm(25);

const lines = (entries: (string | false | undefined)[]) =>
  entries.filter((entry): entry is string => typeof entry === 'string' && entry !== '');

/** The four columns' lines, left to right. */
const footerColumns = (print: TReceiptPrint): string[][] => {
  const { companyLines, contact, bank, tax } = print.footer;
  return [
    companyLines,
    lines([contact.phone && `Tel. ${contact.phone}`, contact.mail, contact.web]),
    bank ? lines([bank.bankName, `IBAN ${formatIban(bank.iban)}`, bank.bic && `BIC ${bank.bic}`]) : [],
    lines([
      tax.vatId && `USt-IdNr. ${tax.vatId}`,
      tax.taxNumber && `Steuernummer ${tax.taxNumber}`,
      tax.creditorId && `Gläubiger-ID ${tax.creditorId}`,
    ]),
  ];
};

/** The rows a column takes at a width. */
const rowsOf = (column: readonly string[], width: number, fontSize: number): number =>
  column.reduce((sum, line) => sum + wrappedLineCount(line, width, { fontSize }), 0);

/**
 * Column widths: bank and tax as wide as their longest line (an IBAN or a creditor id never breaks);
 * company and contact share the rest, split where the two need the fewest rows.
 */
const columnWidths = (columns: string[][], fontSize: number): number[] => {
  const [company = [], contact = [], bank = [], tax = []] = columns;
  const natural = (column: readonly string[]) => Math.ceil(widestLine(column.join('\n'), { fontSize })) + 1;
  const shared = CONTENT_WIDTH - COLUMN_GAP * (columns.length - 1) - natural(bank) - natural(tax);
  const widest = Math.max(MIN_SHARED_WIDTH, Math.min(natural(contact), shared - MIN_SHARED_WIDTH));
  // Contact widths from the narrowest to its own: on a tie the narrower contact (the wider company) wins.
  const candidates = Array.from({ length: Math.floor((widest - MIN_SHARED_WIDTH) / mm(1)) + 1 }, (_, step) =>
    Math.min(widest, MIN_SHARED_WIDTH + step * mm(1)),
  ).concat(widest);
  // The fewest rows of the taller column first, then the fewest of both (no needless break in either).
  const score = (width: number) => {
    const [left, right] = [rowsOf(company, shared - width, fontSize), rowsOf(contact, width, fontSize)];
    return Math.max(left, right) * 1000 + left + right;
  };
  const best = candidates.reduce((chosen, width) => (score(width) < score(chosen) ? width : chosen));
  return [shared - best, best, natural(bank), natural(tax)];
};

type TFooterLayout = { fontSize: number; widths: number[]; columns: string[][]; margin: number };

/** The bottom page margin a footer takes at a font size: gap, page number, rule, its tallest column, edge. */
const layoutAt = (columns: string[][], fontSize: number): TFooterLayout => {
  const widths = columnWidths(columns, fontSize);
  const rows = Math.max(0, ...columns.map((column, index) => rowsOf(column, widths[index] ?? 0, fontSize)));
  const pageNumber = PAGE_NUMBER.fontSize * LINE_HEIGHT_EM + PAGE_NUMBER.marginBottom;
  // One point more for the rule itself.
  const height = FOOTER_GAP + pageNumber + 1 + RULE_GAP + rows * fontSize * LINE_HEIGHT_EM;
  return { fontSize, widths, columns, margin: Math.max(PAGE_MARGINS.bottom, Math.ceil(height + FOOTER_EDGE)) };
};

/** The footer's layout: at 7 pt, or smaller when a long footer would eat into the page. */
export const footerLayout = (print: TReceiptPrint): TFooterLayout => {
  const columns = footerColumns(print);
  const comfortable = FONT_SIZES.map((fontSize) => layoutAt(columns, fontSize)).find(
    (layout) => layout.margin <= COMFORTABLE_MARGIN,
  );
  return comfortable ?? layoutAt(columns, SMALLEST_FONT_SIZE);
};

/** The footer of a page, with 'Seite 1 von y' above the rule on the first (the header counts the others). */
export const footer =
  ({ fontSize, widths, columns }: TFooterLayout) =>
  (currentPage: number, pageCount: number): Content => ({
    margin: [PAGE_MARGINS.left, FOOTER_GAP, PAGE_MARGINS.right, 0],
    stack: [
      {
        text: currentPage === 1 ? `Seite 1 von ${pageCount}` : ' ',
        alignment: 'right',
        fontSize: PAGE_NUMBER.fontSize,
        margin: [0, 0, 0, PAGE_NUMBER.marginBottom],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.3 }] },
      {
        columns: columns.map((stack, index) => ({ width: widths[index] ?? '*', stack })),
        columnGap: COLUMN_GAP,
        fontSize,
        color: '#333333',
        margin: [0, RULE_GAP, 0, 0],
      },
    ],
  });
