import Big from 'big.js';
import { CENT_DECIMALS } from './money';

/**
 * German number texts for printed receipts (issue 14): '1.234,56 €', '12,5 ha', '19 %', and the IBAN in
 * groups of four. Decimal strings in, text out; rounding is big.js half-up like every amount (money.ts),
 * so a server and a page print the same digits for the same figure.
 */

/** The currencies a receipt is written in, with the sign printed after the amount. */
export const receiptCurrencies = ['EUR', 'CHF'] as const;
export type TReceiptCurrency = (typeof receiptCurrencies)[number];
const currencySigns: Record<TReceiptCurrency, string> = { EUR: '€', CHF: 'CHF' };

/**
 * A decimal string the German way: '1234.5' -> '1.234,5'. At least `minDecimals` and at most
 * `maxDecimals` decimals (rounded half-up when there are more; trailing zeros beyond the minimum dropped).
 */
export const formatGermanDecimal = (value: string, minDecimals = 0, maxDecimals = Math.max(minDecimals, 5)): string => {
  const rounded = new Big(value).round(maxDecimals, Big.roundHalfUp);
  const [whole = '0', fraction = ''] = rounded.abs().toFixed(maxDecimals).split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded.lt(0) ? '-' : ''}${grouped}${kept ? `,${kept}` : ''}`;
};

/** An amount in cents with its currency: '1234.5' -> '1.234,50 €'. */
export const formatGermanMoney = (value: string, currency: TReceiptCurrency): string =>
  `${formatGermanDecimal(value, CENT_DECIMALS, CENT_DECIMALS)} ${currencySigns[currency]}`;

/** A unit price keeps its own precision (up to 5 decimals, application.md §9), at least cents. */
export const formatGermanUnitPrice = (value: string, currency: TReceiptCurrency): string =>
  `${formatGermanDecimal(value, CENT_DECIMALS)} ${currencySigns[currency]}`;

/** A percentage: '19' -> '19 %', '2.5' -> '2,5 %'. */
export const formatGermanPercent = (value: string | number): string => `${formatGermanDecimal(String(value))} %`;

/** An IBAN as it is printed: 'DE89370400440532013000' -> 'DE89 3704 0044 0532 0130 00'. */
export const formatIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
