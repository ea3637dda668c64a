import type { Invoice } from '@e-invoice-eu/core';
import Big from 'big.js';
import type { TEInvoiceCurrency, TEInvoiceLine } from '../../../schemas/einvoice/document';
import { isRec20UnitCode, type TRec20UnitCode } from '../../../schemas/einvoice/unit-codes';
import { formatGermanDecimal } from '../../../schemas/kernel/german-format';
import { decimalText, roundHalfUp } from '../../../schemas/kernel/money';
import type { TVatCategory } from '../../../schemas/kernel/vat';

/**
 * The invoice lines (BG-25) of `@e-invoice-eu/core`'s UBL-shaped input: quantity, price and net of each
 * line as the receipt arithmetic (schemas/kernel/vat.ts) has them.
 */

type TLibraryLine = Invoice['ubl:Invoice']['cac:InvoiceLine'][number];

const unitOf = (code: string): TRec20UnitCode => {
  if (isRec20UnitCode(code)) return code;
  throw new Error(`E-invoice document not checked: unit ${code}`);
};

export const VAT_SCHEME = { 'cbc:ID': 'VAT' };

/** Category O (outside the scope of VAT) carries no rate at all (BR-O-5, BR-O-9). */
export const rateOf = (vatCategory: TVatCategory, percentPoints: number) =>
  vatCategory === 'O' ? {} : { 'cbc:Percent': String(percentPoints) };

const decimalsOf = (value: string): number => value.split('.')[1]?.length ?? 0;

const isDiscounted = ({ discountPercent = '0' }: TEInvoiceLine) => !new Big(discountPercent).eq(0);

/**
 * The item net price (BT-146). EN 16931 does not limit its decimals, so a price typed with 3 or 4 (diesel
 * at 1.629 €/l) goes out as typed. A discounted line is priced at its net price, the unit price less the
 * discount: the shortest rounding of it, at no fewer decimals than the unit price has, for which quantity ×
 * price still rounds to the line's net (PEPPOL-EN16931-R120); the exact value at the latest (at most 4 + 2
 * decimals of price and percent). A gross price with a price discount (BT-148, BT-147) would say it more
 * plainly, but the library insists on a currency for those amounts and copies it into CII, which CII
 * refuses (CII-DT-031): a line note names the discount instead.
 */
export const netPriceOf = (line: TEInvoiceLine, net: string): string => {
  if (!isDiscounted(line)) return line.unitPrice;
  const exact = new Big(line.unitPrice).times(new Big(100).minus(line.discountPercent ?? '0')).div(100);
  const exactDecimals = decimalsOf(decimalText(exact));
  for (let places = Math.max(2, decimalsOf(line.unitPrice)); places < exactDecimals; places++) {
    const candidate = roundHalfUp(exact, places);
    if (roundHalfUp(new Big(line.quantity).times(candidate), 2).eq(net)) return decimalText(candidate);
  }
  return decimalText(exact);
};

/** The line's service day as its period (BG-26), which §14 (4) Nr. 6 UStG asks for when lines differ. */
const linePeriod = ({ serviceDate }: TEInvoiceLine) =>
  serviceDate ? { 'cac:InvoicePeriod': { 'cbc:StartDate': serviceDate, 'cbc:EndDate': serviceDate } } : {};

export const invoiceLine = (line: TEInvoiceLine, net: string, currency: TEInvoiceCurrency): TLibraryLine => ({
  'cbc:ID': line.id,
  ...(isDiscounted(line)
    ? {
        // Read by people: German numbers, as the PDF prints them.
        'cbc:Note': `Rabatt ${formatGermanDecimal(line.discountPercent ?? '0')} % auf den Einzelpreis ${formatGermanDecimal(line.unitPrice, 2)}`,
      }
    : {}),
  'cbc:InvoicedQuantity': line.quantity,
  'cbc:InvoicedQuantity@unitCode': unitOf(line.unitCode),
  'cbc:LineExtensionAmount': net,
  'cbc:LineExtensionAmount@currencyID': currency,
  ...linePeriod(line),
  'cac:Item': {
    ...(line.description ? { 'cbc:Description': line.description } : {}),
    'cbc:Name': line.name,
    'cac:ClassifiedTaxCategory': {
      'cbc:ID': line.vatCategory,
      ...rateOf(line.vatCategory, line.vatCategory === 'S' ? line.vatPercentPoints : 0),
      'cac:TaxScheme': VAT_SCHEME,
    },
  },
  'cac:Price': { 'cbc:PriceAmount': netPriceOf(line, net), 'cbc:PriceAmount@currencyID': currency },
});
