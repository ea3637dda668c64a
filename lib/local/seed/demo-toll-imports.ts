import { dynamoTollStore } from '../../../lambdas/orders/tolls/toll-store';
import { germanDayFrom, germanWallClock } from '../../../schemas/kernel/calendar';

/**
 * A demo import of the toll operator's trip list, a week ago, with one trip of a plate no machine has: the
 * Maut page shows it as open, and the generated access tests name the import.
 */
export const DEMO_TOLL_IMPORT_ID = 'demo-toll-import-vorwoche';
export const DEMO_TOLL_TRIP_ID = 'demo-trip-100000001';

export const seedDemoTollImports = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoTollStore();
  if (await store.get(companyId, DEMO_TOLL_IMPORT_ID)) return;
  const start = germanWallClock(germanDayFrom(now, -8), '07:15');
  const end = germanWallClock(germanDayFrom(now, -8), '07:52');
  await store.create(
    companyId,
    {
      id: DEMO_TOLL_IMPORT_ID,
      fileName: 'Fahrtenliste Vorwoche.csv',
      importedAt: germanWallClock(germanDayFrom(now, -7), '09:30'),
      importedBy: 'demo-seed',
      counts: { rows: 1, assigned: 0, unassigned: 1, duplicates: 0, unreadable: 0, totalAmount: '5.87' },
    },
    [],
    [
      {
        tripId: DEMO_TOLL_TRIP_ID,
        licensePlate: 'HH-LU 4711',
        start,
        end,
        amount: '5.87',
        distanceKm: '31.4',
        route: 'Husum → Bredstedt',
        line: 7,
        reason: 'PLATE_UNKNOWN',
      },
    ],
  );
};
