import type { Content } from 'pdfmake/interfaces';
import { formatGermanDay } from '../../../schemas/kernel/calendar';
import type { TReceiptPrint } from '../../../schemas/receipts/print';
import { BODY_TOP, INFO_BLOCK, mm } from './din5008';
import { fittingFontSize, LINE_HEIGHT_EM, widestLine, wrappedLineCount } from './text-width';

/**
 * The info block of the first page (DIN 5008 form B): number, date and the print's facts, labels left,
 * values right, all of it between 125 mm and the right margin. The block is measured here, before pdfmake
 * lays it out: a value too wide for its column is printed smaller (down to 7 pt) so it keeps to one line,
 * else it wraps; and the running text begins below the block when the block reaches below 98.46 mm.
 */

/** Space between the label and the value column. */
const COLUMN_GAP = mm(2);

type TFact = { label: string; value: string };

/** Number (or 'Entwurf') and date first, then the print's own facts. */
const infoFacts = (print: TReceiptPrint): TFact[] => [
  { label: print.numberLabel, value: print.number ?? 'Entwurf' },
  { label: 'Datum', value: formatGermanDay(print.date) },
  ...print.facts,
];

type TInfoRow = TFact & { labelSize: number; valueSize: number; height: number };

/** The columns: labels as wide as the widest label needs (within bounds), values the rest. */
const columnWidths = (facts: readonly TFact[]) => {
  const widest = Math.max(0, ...facts.map(({ label }) => widestLine(label, { fontSize: INFO_BLOCK.labelFontSize })));
  const label = Math.min(INFO_BLOCK.maxLabelWidth, Math.max(INFO_BLOCK.minLabelWidth, Math.ceil(widest)));
  return { label, value: INFO_BLOCK.width - label - COLUMN_GAP };
};

const fitted = (text: string, width: number, size: number) => {
  const fontSize = fittingFontSize(text, width, { fontSize: size, minFontSize: INFO_BLOCK.minFontSize });
  return { fontSize, height: wrappedLineCount(text, width, { fontSize }) * fontSize * LINE_HEIGHT_EM };
};

/** Every row with the font sizes that fit its columns and the height it takes. */
const infoRows = (print: TReceiptPrint) => {
  const facts = infoFacts(print);
  const widths = columnWidths(facts);
  const rows = facts.map((fact): TInfoRow => {
    const label = fitted(fact.label, widths.label, INFO_BLOCK.labelFontSize);
    const value = fitted(fact.value, widths.value, INFO_BLOCK.fontSize);
    return {
      ...fact,
      labelSize: label.fontSize,
      valueSize: value.fontSize,
      height: Math.max(label.height, value.height) + INFO_BLOCK.rowPadding,
    };
  });
  return { rows, widths };
};

/** Where the first page's text begins: DIN 5008's 98.46 mm, or below an info block that reaches further. */
export const bodyTop = (print: TReceiptPrint): number => {
  const height = infoRows(print).rows.reduce((sum, row) => sum + row.height, 0);
  return Math.max(BODY_TOP, INFO_BLOCK.top + height + mm(5));
};

/** The info block, placed absolutely beside the address field. */
export const infoBlock = (print: TReceiptPrint): Content => {
  const { rows, widths } = infoRows(print);
  return {
    table: {
      widths: [widths.label, widths.value],
      body: rows.map((row) => [
        { text: row.label, color: '#444444', fontSize: row.labelSize },
        { text: row.value, fontSize: row.valueSize },
      ]),
    },
    // No outer padding: the labels begin at 125 mm, the values end at the right margin.
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: (column: number) => (column === 0 ? 0 : COLUMN_GAP),
      paddingRight: () => 0,
      paddingTop: () => INFO_BLOCK.rowPadding / 2,
      paddingBottom: () => INFO_BLOCK.rowPadding / 2,
    },
    absolutePosition: { x: INFO_BLOCK.left, y: INFO_BLOCK.top },
  };
};
