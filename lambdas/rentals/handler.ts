import { randomIds, systemClock } from '../platform/clock';
import { requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { dynamoNumberCounter } from '../platform/numbering/counter';
import { dynamoRecordStore } from '../platform/records/record-store';
import { dynamoExistingIds } from '../platform/references/dynamo-existing-ids';
import { rentalSequence } from './domain/rental';
import { rentalRoutes } from './rental-routes';
import { dynamoRentalStore } from './rental-store';

requireAtColdStart({ table: true, tokens: true });

/**
 * The rentals service (issue 26: split from orders, whose code it never shared): machines rented out to
 * customers, numbered per year, handed out and taken back. The disposition board reads the rented
 * periods through the rental aggregate (lambdas/platform/aggregates/rental.ts).
 */
export const handler = createHttpHandler(
  'rentals',
  rentalRoutes({
    rentals: dynamoRentalStore(),
    records: dynamoRecordStore(),
    existingIds: dynamoExistingIds,
    issueNumber: (companyId, year) => dynamoNumberCounter.issue(companyId, rentalSequence(year), 1),
    clock: systemClock,
    ids: randomIds,
  }),
);
