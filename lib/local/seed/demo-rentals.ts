import { dynamoNumberCounter } from '../../../lambdas/platform/numbering/counter';
import { handOutRental, newRental, rentalNumber, rentalSequence } from '../../../lambdas/rentals/domain/rental';
import { dynamoRentalStore } from '../../../lambdas/rentals/rental-store';
import { germanDay, germanDayFrom, germanWallClock } from '../../../schemas/kernel/calendar';
import { ZRentalInput } from '../../../schemas/planning/rental';

/**
 * Demo rental orders (issue 15 point 4): the Holmer rented to the farmer Thomsen and out since yesterday,
 * and the Zunhammer reserved for him next week. The generated access tests name the reserved one.
 */
export const DEMO_RENTAL_IDS = {
  reserved: 'demo-rental-zunhammer-thomsen',
  out: 'demo-rental-holmer-thomsen',
} as const;

export const seedDemoRentals = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoRentalStore();
  const at = (days: number, time: string) => germanWallClock(germanDayFrom(now, days), time);
  const year = germanDay(now).slice(0, 4);
  const rows = [
    {
      id: DEMO_RENTAL_IDS.out,
      number: rentalNumber(year, 1),
      machineId: 'demo-machine-holmer-terra-variant',
      start: at(-1, '07:00'),
      end: at(2, '18:00'),
      out: true,
    },
    {
      id: DEMO_RENTAL_IDS.reserved,
      number: rentalNumber(year, 2),
      machineId: 'demo-machine-zunhammer-ske',
      start: at(7, '07:00'),
      end: at(9, '18:00'),
      out: false,
    },
  ];
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    const terms = ZRentalInput.parse({
      machineId: row.machineId,
      customerId: 'demo-customer-10001',
      start: row.start,
      end: row.end,
      priceBasis: 'DAY',
      pricePerUnit: '480',
    });
    const reserved = newRental(terms, { id: row.id, companyId, number: row.number, now });
    const rental = row.out
      ? handOutRental(reserved, { version: 1, at: row.start, operatingHours: '2140' }, now)
      : reserved;
    const ledger = await store.machineRentals(companyId, row.machineId, row.start);
    await store.save(rental, null, [ledger]);
  }
  // The numbers above are taken: the counter gives out the next ones (the routes' sequence name).
  await dynamoNumberCounter.raiseTo(companyId, rentalSequence(year), rows.length);
};
