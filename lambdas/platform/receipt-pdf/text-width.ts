import { DEJAVU_SANS_WIDTHS } from './dejavu-widths';

/**
 * Text measured before pdfmake lays it out: pdfmake sizes nothing in advance, yet the layout must know how
 * much room the info block and the footer take (the page margins are fixed before layout), and how wide
 * the figure columns are. Every estimate here errs on the wide side (widths rounded up, no kerning, an
 * unknown character an em wide, breaks only at spaces), so a text measured to fit does fit.
 */

/** A character the width table lacks counts as an em: wider than nearly every glyph. */
const UNKNOWN_WIDTH = 1000;

/**
 * The height of a line in ems at the document's line height 1.15: DejaVu Sans' ascender plus descender
 * (0.928 + 0.236 em) times 1.15, rounded up.
 */
export const LINE_HEIGHT_EM = 1.34;

export type TTextStyle = { fontSize: number; bold?: boolean };

/** The width of a text on one line, in points. */
export const textWidth = (text: string, { fontSize, bold = false }: TTextStyle): number => {
  const widths = bold ? DEJAVU_SANS_WIDTHS.bold : DEJAVU_SANS_WIDTHS.normal;
  const thousandths = [...text].reduce((sum, char) => sum + (widths.get(char.codePointAt(0) ?? 0) ?? UNKNOWN_WIDTH), 0);
  return (thousandths * fontSize) / 1000;
};

/** The lines one paragraph takes in `width`: words broken at spaces, a word too long for a line split over lines. */
const paragraphLines = (paragraph: string, width: number, style: TTextStyle): number => {
  const space = textWidth(' ', style);
  const words = paragraph.split(' ').filter((word) => word !== '');
  const { lines } = words.reduce(
    (state, word) => {
      const wordWidth = textWidth(word, style);
      if (wordWidth > width) {
        // On a line of its own, split over as many as it needs; what follows starts a new line.
        const own = Math.ceil(wordWidth / width);
        return { lines: state.lines + (state.used === 0 ? own - 1 : own), used: width };
      }
      const needed = state.used === 0 ? wordWidth : state.used + space + wordWidth;
      if (needed <= width) return { lines: state.lines, used: needed };
      return { lines: state.lines + 1, used: wordWidth };
    },
    { lines: 1, used: 0 },
  );
  return lines;
};

/** The lines a text takes in a column `width` points wide (line breaks in the text kept). */
export const wrappedLineCount = (text: string, width: number, style: TTextStyle): number =>
  text.split('\n').reduce((sum, paragraph) => sum + paragraphLines(paragraph, width, style), 0);

/** The widest line of a text, unwrapped. */
export const widestLine = (text: string, style: TTextStyle): number =>
  Math.max(0, ...text.split('\n').map((line) => textWidth(line, style)));

/**
 * The font size at which a text fits `width` on as many lines as it has: its own size when it fits, else
 * the largest size down to `minFontSize` in half points that does; when none does, its own size (it wraps).
 */
export const fittingFontSize = (text: string, width: number, style: TTextStyle & { minFontSize: number }): number => {
  const steps = Math.floor((style.fontSize - style.minFontSize) * 2);
  const sizes = Array.from({ length: steps + 1 }, (_, step) => style.fontSize - step / 2);
  return sizes.find((fontSize) => widestLine(text, { ...style, fontSize }) <= width) ?? style.fontSize;
};
