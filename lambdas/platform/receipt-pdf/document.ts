import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { countryName } from '../../../schemas/countries';
import { formatGermanDay } from '../../../schemas/kernel/calendar';
import { formatIban } from '../../../schemas/kernel/german-format';
import type { TReceiptPrint } from '../../../schemas/receipts/print';
import {
  A4,
  ADDRESS_TEXT_LEFT,
  BODY_TOP,
  FOLD_MARKS,
  INFO_BLOCK,
  INFO_TEXT,
  LOGO_BOX,
  mm,
  PAGE_MARGINS,
  PUNCH_MARK,
  RECIPIENT_TOP,
  SENDER_ROW_TOP,
} from './din5008';
import { positionsTable, totalsBlock } from './positions';

/** The font family the renderer registers (render.ts). */
export const RECEIPT_FONT = 'DejaVuSans';
export const DRAFT_MARK = 'ENTWURF';

/** The lines of the address window: name, addition, street, zip and city, the country in capitals abroad. */
export const recipientLines = ({ recipient }: TReceiptPrint): string[] => [
  recipient.name,
  ...(recipient.addition ? [recipient.addition] : []),
  recipient.street,
  `${recipient.zip} ${recipient.city}`,
  ...(recipient.country === 'DE' ? [] : [countryName(recipient.country).toLocaleUpperCase('de-DE')]),
];

type TFact = { label: string; value: string };

/** The info block: the number (or 'Entwurf'), the date, then the print's own facts. */
const infoFacts = (print: TReceiptPrint): TFact[] => [
  { label: 'Belegnummer', value: print.number ?? 'Entwurf' },
  { label: 'Datum', value: formatGermanDay(print.date) },
  ...print.facts,
];

const linesOf = (text: string, chars: number) =>
  text.split('\n').reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / chars)), 0);

/** Where the first page's text begins: DIN 5008's 98.46 mm, or below an info block that reaches further. */
export const bodyTop = (print: TReceiptPrint): number => {
  const { lineHeight, rowPadding, labelChars, valueChars } = INFO_TEXT;
  const height = infoFacts(print).reduce(
    (sum, { label, value }) =>
      sum + rowPadding + lineHeight * Math.max(linesOf(label, labelChars), linesOf(value, valueChars)),
    0,
  );
  return Math.max(BODY_TOP, INFO_BLOCK.top + height + mm(5));
};

/** The first page's fixed parts: logo, sender row, address and info block, placed where DIN 5008 puts them. */
const letterhead = (print: TReceiptPrint): Content[] => {
  const facts = infoFacts(print);
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
      stack: recipientLines(print),
      fontSize: 10,
      lineHeight: 1.1,
      absolutePosition: { x: ADDRESS_TEXT_LEFT, y: RECIPIENT_TOP },
    },
    {
      table: {
        widths: [INFO_BLOCK.labelWidth, INFO_BLOCK.width - INFO_BLOCK.labelWidth],
        body: facts.map(({ label, value }) => [{ text: label, color: '#444444' }, { text: value }]),
      },
      layout: 'noBorders',
      fontSize: INFO_TEXT.fontSize,
      absolutePosition: { x: INFO_BLOCK.left, y: INFO_BLOCK.top },
    },
  ];
};

const FOOTER_WIDTHS: (number | '*')[] = ['*', '*', mm(47), mm(46)];

/** The footer columns: company, contact, bank, tax ids; and the page count on every page. */
const footer = (print: TReceiptPrint) => {
  const { companyLines, contact, bank, tax } = print.footer;
  const lines = (entries: (string | false | undefined)[]) =>
    entries.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
  const columns = [
    companyLines,
    lines([contact.phone && `Tel. ${contact.phone}`, contact.mail, contact.web]),
    bank ? lines([bank.bankName, `IBAN ${formatIban(bank.iban)}`, bank.bic && `BIC ${bank.bic}`]) : [],
    lines([
      tax.vatId && `USt-IdNr. ${tax.vatId}`,
      tax.taxNumber && `Steuernummer ${tax.taxNumber}`,
      tax.creditorId && `Gläubiger-ID ${tax.creditorId}`,
    ]),
  ];
  return (currentPage: number, pageCount: number): Content => ({
    margin: [PAGE_MARGINS.left, mm(6), PAGE_MARGINS.right, 0],
    stack: [
      { text: `Seite ${currentPage} von ${pageCount}`, alignment: 'right', fontSize: 8, margin: [0, 0, 0, 4] },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: A4.width - PAGE_MARGINS.left - PAGE_MARGINS.right, y2: 0, lineWidth: 0.3 },
        ],
      },
      {
        // Bank and tax columns wide enough that an IBAN or a creditor id never breaks.
        columns: columns.map((stack, index) => ({ width: FOOTER_WIDTHS[index] ?? '*', stack })),
        columnGap: mm(3),
        fontSize: 7,
        color: '#333333',
        margin: [0, 3, 0, 0],
      },
    ],
  });
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

/** The pdfmake document of a receipt: pure, so its layout decisions are testable without rendering. */
export const receiptDocument = (print: TReceiptPrint): TDocumentDefinitions => ({
  pageSize: 'A4',
  pageMargins: [PAGE_MARGINS.left, PAGE_MARGINS.top, PAGE_MARGINS.right, PAGE_MARGINS.bottom],
  info: {
    title: print.number ? `${print.title} ${print.number}` : `${print.title} (Entwurf)`,
    author: print.sender.name,
    creator: 'Lohnwerk',
  },
  defaultStyle: { font: RECEIPT_FONT, fontSize: 9, lineHeight: 1.15 },
  ...(print.number === null
    ? { watermark: { text: DRAFT_MARK, color: '#888888', opacity: 0.15, bold: true, fontSize: 110 } }
    : {}),
  background: marks,
  footer: footer(print),
  content: [
    ...letterhead(print),
    { text: print.title, fontSize: 14, bold: true, margin: [0, bodyTop(print) - PAGE_MARGINS.top, 0, 2] },
    ...paragraph(print.introText),
    positionsTable(print),
    ...totalsBlock(print),
    ...paragraph(print.paymentText ?? ''),
    ...paragraph(print.closingText),
  ],
});
