import { vatRates } from '../../../../schemas/masterdata/common';
import type { TRentalPriceBasis } from '../../../../schemas/planning/rental';
import { rentalTexts as texts } from '../../i18n/de/rentals';
import { formatDecimal } from '../format';

/** '3 Tage' or '2,25 Std.': the quantity in its unit. */
export const quantityText = (basis: TRentalPriceBasis, quantity: string): string =>
  basis === 'DAY' ? texts.days(quantity) : texts.hours(formatDecimal(quantity));

/** The VAT rates to choose, as the form holds them (decimal text) and shows them. */
export const vatRatesOf = () =>
  vatRates.map((rate) => ({ value: String(rate), label: `${formatDecimal(String(rate))} %` }));
