import { type TTimeTracking, ZTimeTracking } from '../../schemas/api/work';
import { db, type StoredItem } from './db/entities';
import { parseStored } from './db/read';
import { type TransactionPart, withoutNulls } from './db/write';

/**
 * An employee's time trackings as stored: written by the Fahrerbereich (internal work) and by the orders
 * service (a driver's runs), in the transaction that changes the employee's current activity.
 */

export const trackingFromItem = (item: StoredItem<'timeTracking'>): TTimeTracking =>
  parseStored(ZTimeTracking, { ...item, id: item.timeTrackingId });

const trackingToItem = (companyId: string, { id, ...tracking }: TTimeTracking) =>
  withoutNulls({ ...tracking, companyId, timeTrackingId: id });

/** The write of an employee's time tracking in a transaction (a new one, or its end). */
export const trackingPut =
  (companyId: string, tracking: TTimeTracking): TransactionPart =>
  ({ timeTracking }) => [timeTracking.put(trackingToItem(companyId, tracking)).commit()];

/** One tracking by its key (consistent: the activity that names it may have been written just now). */
export const readTracking = async (
  companyId: string,
  employeeId: string,
  start: string,
  id: string,
): Promise<TTimeTracking | undefined> => {
  const { data } = await db()
    .timeTracking.get({ companyId, employeeId, start, timeTrackingId: id })
    .go({ consistent: true });
  return data ? trackingFromItem(data) : undefined;
};
