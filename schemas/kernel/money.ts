import Big from 'big.js';

/**
 * Money and other decimal amounts (DESIGN §2 rule 6): they travel and are stored as decimal strings
 * ("12.5"), and every calculation on them is big.js, never binary floats. Rounding is commercial:
 * half-up, ties away from zero.
 */

/** application.md §9 'Price decimals': a surcharged unit price is shown with 3 decimals. */
export const SURCHARGED_PRICE_DECIMALS = 3;
/** application.md §9: a fixed price derived from a surcharge keeps 5 decimals. */
export const DERIVED_PRICE_DECIMALS = 5;
/** application.md §9: a surcharge percent has 2 decimals. */
export const PERCENT_DECIMALS = 2;
/** A line total is charged in cents. */
export const CENT_DECIMALS = 2;
/** The average unit price of a tiered line (total / amount) keeps the precision of a derived price. */
export const AVERAGE_PRICE_DECIMALS = DERIVED_PRICE_DECIMALS;

/** "012.500" -> "12.5", "-0" -> "0". Only for plain decimal notation ("-?digits(.digits)?"). */
export const normaliseDecimal = (value: string): string => {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const wholeTrimmed = whole.replace(/^0+(?=\d)/, '');
  const fractionTrimmed = fraction.replace(/0+$/, '');
  const text = fractionTrimmed ? `${wholeTrimmed}.${fractionTrimmed}` : wholeTrimmed;
  return negative && text !== '0' ? `-${text}` : text;
};

/** A calculated amount as it is stored: normal notation (never "1e-7"), no trailing zeros, no "-0". */
export const decimalText = (value: Big): string => normaliseDecimal(value.toFixed());

/** `value` rounded commercially to `decimals` places. */
export const roundHalfUp = (value: Big, decimals: number): Big => value.round(decimals, Big.roundHalfUp);

/**
 * A Big constructor whose division rounds commercially to `decimals` places. big.js rounds a division
 * in the constructor's DP, so one constructor per precision keeps the global Big untouched.
 */
export const dividingTo = (decimals: number) => {
  const Rounded = Big();
  Rounded.DP = decimals;
  Rounded.RM = Big.roundHalfUp;
  return Rounded;
};
