import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { countryName } from '../../../schemas/countries';
import { formatGermanDay } from '../../../schemas/kernel/calendar';
import type { TReceiptPrint } from '../../../schemas/receipts/print';
import {
  A4,
  ADDRESS_TEXT_LEFT,
  ADDRESS_WINDOW,
  FOLD_MARKS,
  FOLLOW_UP_HEADER_TOP,
  LOGO_BOX,
  mm,
  PAGE_MARGINS,
  PUNCH_MARK,
  RECIPIENT_TOP,
  SENDER_ROW_TOP,
} from './din5008';
import { footer, footerLayout } from './footer';
import { bodyTop, infoBlock } from './info-block';
import { positionsTable, TABLE_FONT_SIZE } from './positions';
import { wrappedLineCount } from './text-width';
import { totalsBlock } from './totals';

/** The font family the renderer registers (render.ts). */
export const RECEIPT_FONT = 'DejaVuSans';
export const DRAFT_MARK = 'ENTWURF';
/** Across the pages of a numbered receipt rendered again: it is not the archived original. */
export const PREVIEW_MARK = 'VORSCHAU';

/** The lines of the address window: name, addition, street, zip and city, the country in capitals abroad. */
export const recipientLines = ({ recipient }: TReceiptPrint): string[] => [
  recipient.name,
  ...(recipient.addition ? [recipient.addition] : []),
  recipient.street,
  `${recipient.zip} ${recipient.city}`,
  ...(recipient.country === 'DE' ? [] : [countryName(recipient.country).toLocaleUpperCase('de-DE')]),
];

/** The address text's width: the window (20 to 105 mm) less its 5 mm inset on both sides. */
const RECIPIENT_WIDTH = ADDRESS_WINDOW.width - mm(10);
/** The lines the window holds below its sender zone (27.3 mm at 10 pt with the line height of 1.1). */
const RECIPIENT_MAX_LINES = 6;

/** 10 pt, or smaller (down to 7 pt) while a long name or street would wrap past the window's lines. */
const recipientFontSize = (lines: readonly string[]): number => {
  for (const fontSize of [10, 9, 8, 7]) {
    const used = lines.reduce((sum, line) => sum + wrappedLineCount(line, RECIPIENT_WIDTH, { fontSize }), 0);
    if (used * fontSize <= RECIPIENT_MAX_LINES * 10) return fontSize;
  }
  return 7;
};

/** The first page's fixed parts: logo, sender row, address and info block, placed where DIN 5008 puts them. */
const letterhead = (print: TReceiptPrint): Content[] => {
  const logo: Content[] = print.logo
    ? [
        {
          image: print.logo,
          fit: [LOGO_BOX.width, LOGO_BOX.height],
          absolutePosition: { x: A4.width - PAGE_MARGINS.right - LOGO_BOX.width, y: LOGO_BOX.top },
        },
      ]
    : [];
  return [
    ...logo,
    {
      text: print.sender.senderRow,
      fontSize: 7,
      decoration: 'underline',
      absolutePosition: { x: ADDRESS_TEXT_LEFT, y: SENDER_ROW_TOP },
    },
    {
      // Within the window: a long name wraps there instead of running into the info block.
      columns: [{ width: RECIPIENT_WIDTH, stack: recipientLines(print) }],
      fontSize: recipientFontSize(recipientLines(print)),
      lineHeight: 1.1,
      absolutePosition: { x: ADDRESS_TEXT_LEFT, y: RECIPIENT_TOP },
    },
    infoBlock(print),
  ];
};

/** 'Rechnung RE-2026-0010 vom 17.11.2026': what a page of the receipt is part of. */
export const receiptName = (print: TReceiptPrint): string =>
  `${print.title} ${print.number ?? '(Entwurf)'} vom ${formatGermanDay(print.date)}`;

/**
 * The top margin: on every page after the first the receipt's name and the page, so a loose page can be
 * put back (the first page has the info block); on a preview of a numbered receipt, its note on every page.
 */
const header =
  (print: TReceiptPrint) =>
  (currentPage: number, pageCount: number): Content => {
    const note: Content[] = print.previewNote
      ? [{ text: print.previewNote, bold: true, color: '#b00020', fontSize: 8 }]
      : [];
    const followUp: Content[] =
      currentPage > 1 ? [{ text: `${receiptName(print)} · Seite ${currentPage} von ${pageCount}`, fontSize: 8 }] : [];
    return { stack: [...note, ...followUp], margin: [PAGE_MARGINS.left, FOLLOW_UP_HEADER_TOP, PAGE_MARGINS.right, 0] };
  };

/** The diagonal mark across every page: a draft, or a numbered receipt rendered again as a preview. */
const watermark = (print: TReceiptPrint) => {
  const text = print.number === null ? DRAFT_MARK : print.previewNote ? PREVIEW_MARK : undefined;
  return text ? { watermark: { text, color: '#888888', opacity: 0.15, bold: true, fontSize: 110 } } : {};
};

/** Fold marks and the punch mark at the left edge of every page. */
const marks = (): Content => ({
  canvas: [
    ...FOLD_MARKS.map((y) => ({ type: 'line' as const, x1: mm(4), y1: y, x2: mm(9), y2: y, lineWidth: 0.3 })),
    { type: 'line' as const, x1: mm(4), y1: PUNCH_MARK, x2: mm(12), y2: PUNCH_MARK, lineWidth: 0.3 },
  ],
});

/** A paragraph with its space above: a space below the last one would start an empty page when it is full. */
const paragraph = (text: string): Content[] => (text.trim() === '' ? [] : [{ text, margin: [0, 8, 0, 0] }]);

/** The title and, for a receipt that refers to another (a cancellation bill, a credit note), the reference. */
const title = (print: TReceiptPrint): Content[] => {
  const reference: Content[] = print.reference ? [{ text: print.reference, fontSize: 10, margin: [0, 1, 0, 2] }] : [];
  return [
    {
      text: print.title,
      fontSize: 14,
      bold: true,
      margin: [0, bodyTop(print) - PAGE_MARGINS.top, 0, print.reference ? 0 : 2],
    },
    ...reference,
  ];
};

/** The pdfmake document of a receipt: pure, so its layout decisions are testable without rendering. */
export const receiptDocument = (print: TReceiptPrint): TDocumentDefinitions => {
  const footerOfPrint = footerLayout(print);
  return {
    pageSize: 'A4',
    // The bottom margin holds the footer, as tall as the issuer's footer lines need.
    pageMargins: [PAGE_MARGINS.left, PAGE_MARGINS.top, PAGE_MARGINS.right, footerOfPrint.margin],
    info: {
      title: print.number ? `${print.title} ${print.number}` : `${print.title} (Entwurf)`,
      author: print.sender.name,
      creator: 'Lohnwerk',
    },
    defaultStyle: { font: RECEIPT_FONT, fontSize: TABLE_FONT_SIZE, lineHeight: 1.15 },
    ...watermark(print),
    background: marks,
    header: header(print),
    footer: footer(footerOfPrint),
    content: [
      ...letterhead(print),
      ...title(print),
      ...paragraph(print.introText),
      positionsTable(print),
      ...totalsBlock(print),
      ...paragraph(print.paymentText ?? ''),
      ...paragraph(print.closingText),
    ],
  };
};
