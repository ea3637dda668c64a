import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  formatGermanDecimal,
  formatGermanMoney,
  formatGermanPercent,
  formatGermanUnitPrice,
} from '../../../schemas/kernel/german-format';
import type { TVatGroup } from '../../../schemas/kernel/vat';
import type { TPrintLine, TReceiptPrint } from '../../../schemas/receipts/print';

/**
 * The positions table and the totals of a receipt. Which price columns appear follows the lines: a
 * delivery note (no prices) prints none, a discount column only when a line has a discount. Figures are
 * printed as given: they come from the receipt arithmetic (schemas/kernel/vat.ts), never computed here.
 */

type Column = {
  header: string;
  width: number | '*' | 'auto';
  alignment: 'left' | 'right';
  cell: (line: TPrintLine) => TableCell;
};

const hasDiscount = (line: TPrintLine) => line.discountPercent !== undefined && Number(line.discountPercent) !== 0;

const positionColumns = (print: TReceiptPrint): Column[] => {
  const { lines, currency } = print;
  const priced = lines.some((line) => line.unitPrice !== undefined || line.lineNet !== undefined);
  const columns: Column[] = [
    { header: 'Pos.', width: 24, alignment: 'left', cell: (line) => line.position },
    {
      header: 'Bezeichnung',
      width: '*',
      alignment: 'left',
      cell: (line) => ({
        stack: [
          { text: line.name, bold: true },
          ...(line.description ? [{ text: line.description, fontSize: 8, color: '#444444' }] : []),
        ],
      }),
    },
    {
      header: 'Menge',
      width: 'auto',
      alignment: 'right',
      cell: (line) => `${formatGermanDecimal(line.quantity)} ${line.unitLabel}`,
    },
  ];
  if (!priced) return columns;
  const money = (value: string | undefined) => (value === undefined ? '' : formatGermanUnitPrice(value, currency));
  columns.push({ header: 'Einzelpreis', width: 'auto', alignment: 'right', cell: (line) => money(line.unitPrice) });
  if (lines.some(hasDiscount)) {
    columns.push({
      header: 'Rabatt',
      width: 'auto',
      alignment: 'right',
      cell: (line) => (hasDiscount(line) && line.discountPercent ? formatGermanPercent(line.discountPercent) : ''),
    });
  }
  if (lines.some((line) => line.vatPercentPoints !== undefined)) {
    columns.push({
      header: 'USt.',
      width: 'auto',
      alignment: 'right',
      cell: (line) => (line.vatPercentPoints === undefined ? '' : formatGermanPercent(line.vatPercentPoints)),
    });
  }
  columns.push({
    header: 'Betrag',
    width: 'auto',
    alignment: 'right',
    cell: (line) => (line.lineNet === undefined ? '' : formatGermanMoney(line.lineNet, currency)),
  });
  return columns;
};

/** The positions: a header row repeated on every page, no row split across pages. */
export const positionsTable = (print: TReceiptPrint): Content => {
  const columns = positionColumns(print);
  const header = columns.map((column) => ({ text: column.header, bold: true, alignment: column.alignment }));
  const rows = print.lines.map((line) =>
    columns.map((column): TableCell => {
      const cell = column.cell(line);
      return typeof cell === 'string' ? { text: cell, alignment: column.alignment } : cell;
    }),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [header, ...rows],
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

/** The German wording of a VAT group that carries no tax, by its EN 16931 category. */
const exemptionLabels: Record<Exclude<TVatGroup['vatCategory'], 'S'>, string> = {
  AE: 'Steuerschuldnerschaft des Leistungsempfängers',
  K: 'Steuerfreie innergemeinschaftliche Lieferung',
  G: 'Steuerfreie Ausfuhrlieferung',
  E: 'Steuerfrei',
  Z: 'Umsatzsteuer 0 %',
  O: 'Nicht steuerbar',
};

const vatGroupLabel = (group: TVatGroup, print: TReceiptPrint): string => {
  const taxable = formatGermanMoney(group.taxable, print.currency);
  if (group.vatCategory === 'S') return `zzgl. ${formatGermanPercent(group.vatPercentPoints)} USt. auf ${taxable}`;
  return `${exemptionLabels[group.vatCategory]} (${taxable})`;
};

/**
 * Net, the VAT groups and gross, kept together on one page with the reverse-charge note and both VAT ids
 * when a group is reverse charge (§14a UStG).
 */
export const totalsBlock = (print: TReceiptPrint): Content[] => {
  const { totals, currency } = print;
  if (!totals) return [];
  const row = (label: string, amount: string, bold = false) => [
    { text: label, bold },
    { text: formatGermanMoney(amount, currency), alignment: 'right' as const, bold },
  ];
  const body = [
    row('Nettobetrag', totals.net),
    ...totals.vatGroups.map((group) => row(vatGroupLabel(group, print), group.tax)),
    row('Gesamtbetrag', totals.gross, true),
  ];
  const reverseCharge = totals.vatGroups.some((group) => group.vatCategory === 'AE');
  const notes: Content[] = reverseCharge
    ? [
        { text: exemptionLabels.AE, bold: true, margin: [0, 6, 0, 0] },
        {
          text: `USt-IdNr. des Leistenden: ${print.footer.tax.vatId ?? ''} · USt-IdNr. des Leistungsempfängers: ${print.recipient.vatId ?? ''}`,
        },
      ]
    : [];
  return [
    {
      unbreakable: true,
      stack: [
        {
          columns: [
            { width: '*', text: '' },
            {
              width: 'auto',
              table: { widths: ['auto', 90], body },
              layout: {
                hLineWidth: (index: number, node) => (index === node.table.body.length - 1 ? 0.8 : 0),
                vLineWidth: () => 0,
              },
            },
          ],
        },
        ...notes,
      ],
      margin: [0, 4, 0, 0],
    },
  ];
};
