import type { Content } from 'pdfmake/interfaces';
import { formatGermanDecimal, formatGermanMoney, formatGermanPercent } from '../../../schemas/kernel/german-format';
import type { TVatGroup } from '../../../schemas/kernel/vat';
import type { TPrintVatInEur, TReceiptPrint } from '../../../schemas/receipts/print';
import { TABLE_FONT_SIZE } from './positions';
import { textWidth } from './text-width';

/**
 * The totals of a receipt: net, the VAT groups and gross, kept together on one page with the
 * reverse-charge note and both VAT ids when a group is reverse charge (§14a UStG), and the VAT in EUR when
 * the receipt is in another currency (§16 Abs. 6 UStG).
 */

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

/** 'Umsatzsteuer in EUR: 123,45 € (Kurs 1 CHF = 1,0512 EUR)', with the rates when there are several. */
export const vatInEurText = (vatInEur: TPrintVatInEur, currency: TReceiptPrint['currency']): string => {
  const rate = `Kurs 1 ${currency} = ${formatGermanDecimal(vatInEur.rate, 2, 8)} EUR`;
  const groups =
    vatInEur.groups.length > 1
      ? `${vatInEur.groups
          .map((group) => `${formatGermanPercent(group.vatPercentPoints)}: ${formatGermanMoney(group.tax, 'EUR')}`)
          .join(', ')}; `
      : '';
  return `Umsatzsteuer in EUR: ${formatGermanMoney(vatInEur.tax, 'EUR')} (${groups}${rate})`;
};

export const totalsBlock = (print: TReceiptPrint): Content[] => {
  const { totals, currency } = print;
  if (!totals) return [];
  const amounts = [
    ['Nettobetrag', totals.net],
    ...totals.vatGroups.map((group) => [vatGroupLabel(group, print), group.tax]),
  ] as const;
  const gross = formatGermanMoney(totals.gross, currency);
  // The amount column as wide as the gross in bold (the widest amount): a seven-digit sum stays on its line.
  const amountWidth = Math.ceil(textWidth(gross, { fontSize: TABLE_FONT_SIZE, bold: true })) + 1;
  const body = [
    ...amounts.map(([label, amount]) => [
      { text: label },
      { text: formatGermanMoney(amount, currency), alignment: 'right' as const, noWrap: true },
    ]),
    [
      { text: 'Gesamtbetrag', bold: true },
      { text: gross, alignment: 'right' as const, bold: true, noWrap: true },
    ],
  ];
  const reverseCharge = totals.vatGroups.some((group) => group.vatCategory === 'AE');
  const vatNote: Content[] = print.vatInEur
    ? [{ text: vatInEurText(print.vatInEur, currency), alignment: 'right', margin: [0, 4, 0, 0] }]
    : [];
  const reverseChargeNote: Content[] = reverseCharge
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
              table: { widths: ['auto', Math.max(90, amountWidth)], body },
              layout: {
                hLineWidth: (index: number, node) => (index === node.table.body.length - 1 ? 0.8 : 0),
                vLineWidth: () => 0,
              },
            },
          ],
        },
        ...vatNote,
        ...reverseChargeNote,
      ],
      margin: [0, 4, 0, 0],
    },
  ];
};
