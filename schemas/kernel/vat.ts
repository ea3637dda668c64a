import Big from 'big.js';
import { CENT_DECIMALS, decimalText, roundHalfUp } from './money';

/**
 * THE arithmetic of a receipt's amounts (issue 14): line totals, the VAT breakdown and the document
 * totals. The receipt pages, the PDF and the e-invoice all take their figures from here, so what the
 * customer reads on paper is what the XML says, and both meet EN 16931's sum rules (BR-CO-10 .. BR-CO-17):
 * a line's net is charged in cents, a group's VAT is its taxable amount times the rate, rounded once per
 * group (not per line), and the totals are the sums of those rounded figures.
 */

/**
 * EN 16931 VAT category codes (UNTDID 5305) a contractor's receipts use: S standard rate (19 %, 7 %, and
 * the flat rates of farmers under §24 UStG), Z zero rated, E exempt, AE reverse charge (Steuerschuldnerschaft
 * des Leistungsempfängers), K intra-community supply, G export outside the EU, O outside the scope of VAT.
 */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type TVatCategory = (typeof vatCategories)[number];

/** A priced line: quantity times net unit price, less a discount in percent. Decimal strings. */
export type TPricedLine = {
  quantity: string;
  unitPrice: string;
  /** Line discount in percent ("0" when none). */
  discountPercent?: string;
};

/** The net of a line in cents: quantity × unit price × (1 − discount %), rounded half-up. */
export const lineNet = ({ quantity, unitPrice, discountPercent = '0' }: TPricedLine): string => {
  const gross = new Big(quantity).times(unitPrice);
  const discount = gross.times(discountPercent).div(100);
  return decimalText(roundHalfUp(gross.minus(discount), CENT_DECIMALS));
};

/** A line as the VAT breakdown sees it: its net (in cents) and how it is taxed. */
export type TTaxedLine = { net: string; vatPercentPoints: number; vatCategory: TVatCategory };

/** One group of the VAT breakdown (EN 16931 BG-23): all lines of one category and rate. */
export type TVatGroup = { vatCategory: TVatCategory; vatPercentPoints: number; taxable: string; tax: string };

/** Only the standard category carries tax; the others are 0 % by definition. */
const rateOf = (line: Pick<TTaxedLine, 'vatPercentPoints' | 'vatCategory'>) =>
  line.vatCategory === 'S' ? line.vatPercentPoints : 0;

/** The VAT breakdown: one group per category and rate, the highest rate first, tax rounded per group. */
export const vatBreakdown = (lines: readonly TTaxedLine[]): TVatGroup[] => {
  const groups = new Map<string, { vatCategory: TVatCategory; vatPercentPoints: number; taxable: Big }>();
  for (const line of lines) {
    const rate = rateOf(line);
    const key = `${line.vatCategory}|${rate}`;
    const group = groups.get(key) ?? { vatCategory: line.vatCategory, vatPercentPoints: rate, taxable: new Big(0) };
    group.taxable = group.taxable.plus(line.net);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.vatPercentPoints - a.vatPercentPoints || a.vatCategory.localeCompare(b.vatCategory))
    .map(({ vatCategory, vatPercentPoints, taxable }) => ({
      vatCategory,
      vatPercentPoints,
      taxable: decimalText(taxable),
      tax: decimalText(roundHalfUp(taxable.times(vatPercentPoints).div(100), CENT_DECIMALS)),
    }));
};

/** The document totals (EN 16931 BG-22): net (BT-109), VAT (BT-110) and gross (BT-112). */
export type TDocumentTotals = { net: string; tax: string; gross: string; vatGroups: TVatGroup[] };

export const documentTotals = (lines: readonly TTaxedLine[]): TDocumentTotals => {
  const vatGroups = vatBreakdown(lines);
  const net = vatGroups.reduce((sum, group) => sum.plus(group.taxable), new Big(0));
  const tax = vatGroups.reduce((sum, group) => sum.plus(group.tax), new Big(0));
  return { net: decimalText(net), tax: decimalText(tax), gross: decimalText(net.plus(tax)), vatGroups };
};

/** The Skonto amount of a gross total: percent of it, in cents. */
export const skontoAmount = (gross: string, percent: string): string =>
  decimalText(roundHalfUp(new Big(gross).times(percent).div(100), CENT_DECIMALS));
