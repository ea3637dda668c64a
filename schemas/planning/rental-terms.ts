import Big from 'big.js';
import { germanDay } from '../kernel/calendar';
import { CENT_DECIMALS, decimalText, roundHalfUp } from '../kernel/money';
import type { TRentalPriceBasis } from './rental';

/**
 * What a rental charges, and when two rentals collide: pure, shared by the server (which stores the
 * quantity and amount) and the create page (which shows them while the user types).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** A German day 'YYYY-MM-DD' as a count of days: a date only, so summer time does not move it. */
const dayIndex = (day: string): number => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
};

/**
 * Every German calendar day the rental has started on: from the day of the start to the day of its last
 * moment. An end at midnight starts no new day, so Monday 08:00 to Tuesday 00:00 is one day, to
 * Tuesday 08:00 two. Counted in Europe/Berlin days, so the days of 23 and 25 hours count once each.
 */
export const rentalDays = (start: string, end: string): number => {
  const lastMoment = new Date(Date.parse(end) - 1);
  return dayIndex(germanDay(lastMoment)) - dayIndex(germanDay(start)) + 1;
};

/**
 * The hours charged: the time that really passed (a night over the October change has an hour more),
 * in started quarter hours, i.e. rounded UP to the next 0.25 h: 1 h 01 min is 1.25 h.
 */
export const rentalHours = (start: string, end: string): string => {
  const quarters = Math.ceil((Date.parse(end) - Date.parse(start)) / QUARTER_HOUR_MS);
  return decimalText(new Big(quarters).div(4));
};

/** The quantity charged for the period: started days or started quarter hours (as a decimal string). */
export const rentalQuantity = (basis: TRentalPriceBasis, start: string, end: string): string =>
  basis === 'DAY' ? String(rentalDays(start, end)) : rentalHours(start, end);

/** The net amount in euros: quantity times price per unit, rounded commercially to the cent. */
export const rentalNetAmount = (quantity: string, pricePerUnit: string): string =>
  decimalText(roundHalfUp(new Big(quantity).times(pricePerUnit), CENT_DECIMALS));

/** Quantity and net amount of a rental's terms. */
export const rentalCharge = (terms: {
  priceBasis: TRentalPriceBasis;
  start: string;
  end: string;
  pricePerUnit: string;
}): { quantity: string; netAmount: string } => {
  const quantity = rentalQuantity(terms.priceBasis, terms.start, terms.end);
  return { quantity, netAmount: rentalNetAmount(quantity, terms.pricePerUnit) };
};

type Period = { start: string; end: string };

/** Two periods share a moment; one ending when the other starts does not (the machine comes back, goes out). */
export const periodsOverlap = (a: Period, b: Period): boolean =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

type RentalOnMachine = Period & { rentalId: string; status: string };

/** The first other rental of the machine that holds part of the period; cancelled ones hold nothing. */
export const overlappingRental = <R extends RentalOnMachine>(
  period: Period & { rentalId: string },
  others: readonly R[],
): R | undefined =>
  others.find(
    (other) => other.rentalId !== period.rentalId && other.status !== 'CANCELLED' && periodsOverlap(period, other),
  );
