import { type TTimeTracking, ZTimeTracking } from '../../schemas/api/work';
import { db, type StoredItem } from './db/entities';
import { parseStored } from './db/read';
import { type TransactionPart, withoutNulls } from './db/write';

/**
 * Time trackings as stored: the work service writes them for internal work, the orders service when a
 * driver starts and stops an order, and both end the one of the running activity.
 */

export const trackingFromItem = (item: StoredItem<'timeTracking'>): TTimeTracking =>
  parseStored(ZTimeTracking, { ...item, id: item.timeTrackingId });

const trackingToItem = (companyId: string, { id, ...tracking }: TTimeTracking) =>
  withoutNulls({ ...tracking, companyId, timeTrackingId: id });

/** The put of a time tracking, as a part of a transaction (an activity's start or end, an order's stop). */
export const timeTrackingWrite =
  (companyId: string, tracking: TTimeTracking): TransactionPart =>
  ({ timeTracking }) => [timeTracking.put(trackingToItem(companyId, tracking)).commit()];

/** One tracking by its key (the running activity names it by its start and id). */
export const readTimeTracking = async (
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
