/**
 * The DIN 5008 form B geometry of a receipt's first page, in PDF points (1 mm = 72 / 25.4 pt). Form B:
 * the address field is 85 × 45 mm, 20 mm from the left and 45 mm from the top edge; its first 17.7 mm are
 * the zone for the sender row and notes, the address itself follows below. The info block sits right of
 * it from 50 mm; the text begins at 98.46 mm. Fold marks at 105 and 210 mm, the punch mark at 148.5 mm.
 */
export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;

export const A4 = { width: mm(210), height: mm(297) };

export const PAGE_MARGINS = { left: mm(25), top: mm(20), right: mm(20), bottom: mm(40) };

export const ADDRESS_WINDOW = { left: mm(20), top: mm(45), width: mm(85), height: mm(45) };
/** Text in the window starts 5 mm in from its edge. */
export const ADDRESS_TEXT_LEFT = mm(25);
export const SENDER_ROW_TOP = ADDRESS_WINDOW.top + mm(3);
export const RECIPIENT_TOP = ADDRESS_WINDOW.top + mm(17.7);

/**
 * The info block right of the address field, from 125 mm to the right margin (DIN 5008: text stays 20 mm
 * from the right edge, so it ends at 190 mm); a value too long for its column shrinks to `minFontSize`,
 * then wraps.
 */
export const INFO_BLOCK = {
  left: mm(125),
  top: mm(50),
  width: mm(65),
  minLabelWidth: mm(22),
  maxLabelWidth: mm(32),
  labelFontSize: 8,
  fontSize: 8.5,
  minFontSize: 7,
  rowPadding: 4,
};
export const LOGO_BOX = { top: mm(12), width: mm(60), height: mm(28) };
/** Where the running text of the first page begins, unless a long info block needs more room. */
export const BODY_TOP = mm(98.46);
/** Follow-up pages: the line naming the receipt and the page sits in the top margin. */
export const FOLLOW_UP_HEADER_TOP = mm(10);
/** Below the footer, the edge most printers cannot print on. */
export const FOOTER_EDGE = mm(8);

export const FOLD_MARKS = [mm(105), mm(210)];
export const PUNCH_MARK = mm(148.5);
