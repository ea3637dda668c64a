import { germanDaysSpan } from '../../../schemas/kernel/calendar';
import { periodOfRental, type RentalPeriod, type TRental, ZRental } from '../../../schemas/planning/rental';
import { db, type StoredItem } from '../db/entities';
import { parseStored } from '../db/read';
import { withoutNulls } from '../db/write';

/**
 * The rental aggregate's item codec and the one read another service makes of it (issue 26): the rentals
 * service owns rentals (lib/services.ts) and writes them in lambdas/rentals/rental-store.ts; the
 * disposition board of the orders service reads the rented periods to show a machine as away.
 */

export const rentalFromItem = ({ rentalId, ...item }: StoredItem<'rental'>): TRental =>
  parseStored(ZRental, { ...item, id: rentalId });

export const rentalToItem = ({ id, ...fields }: TRental) => withoutNulls({ ...fields, rentalId: id });

/** Sort-key bounds around every moment: '0' sorts before and '~' after every ISO timestamp. */
export const FIRST_MOMENT = '0';
export const LAST_MOMENT = '~';

/** The company's rentals ending after `from` (gsi1), starting before `to`. */
export const rentalsEndingAfter = async (companyId: string, from: string | undefined, to: string | undefined) => {
  const { data } = await db()
    .rental.query.byEnd({ companyId })
    .between({ end: from ?? FIRST_MOMENT }, { end: LAST_MOMENT })
    .go({ pages: 'all' });
  return data.map(rentalFromItem).filter((rental) => to === undefined || rental.start < to);
};

/** The rented periods (not cancelled) sharing a moment with the German days `fromDay` to `toDay`. */
export const rentalsOverlapping = async (
  companyId: string,
  fromDay: string,
  toDay: string,
): Promise<RentalPeriod[]> => {
  const { start, end } = germanDaysSpan(fromDay, toDay);
  const rentals = await rentalsEndingAfter(companyId, start, end);
  return rentals.filter((rental) => rental.status !== 'CANCELLED').map(periodOfRental);
};
