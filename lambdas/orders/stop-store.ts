import type { TTimeTracking } from '../../schemas/api/work';
import type { TOrder } from '../../schemas/orders/order';
import { orderWrites } from '../platform/aggregates/order';
import { type TransactionPart, transactWrite } from '../platform/db/write';
import { type RecordChange, recordWritesAtVersion } from '../platform/records/record-store';
import { timeTrackingWrite } from '../platform/time-trackings';

/** Everything one stop changes (application.md §4: 'one batched write'). */
export type StopWrites = {
  order: TOrder;
  /** The order as it was read: the write holds only if it is still at that version. */
  previous: TOrder;
  /** The employee with the activity ended, when the caller was running this order. */
  employee: RecordChange | null;
  /** The time tracking of that activity, ended. */
  tracking: TTimeTracking | null;
  /** Machines whose hour meter the stop read: currentOperatingHours set to the end value. */
  machines: readonly RecordChange[];
};

/** How the parts reach the table: one transaction. A port, so a test can inject a fault inside it. */
export type TransactionWriter = (...parts: TransactionPart[]) => Promise<void>;

export type StopStore = {
  /** Writes the stop all or nothing; a record moved meanwhile fails it as a whole (409 LW_409_00_0001). */
  commit: (writes: StopWrites) => Promise<void>;
};

export const dynamoStopStore = (write: TransactionWriter = transactWrite): StopStore => ({
  commit: ({ order, previous, employee, tracking, machines }) =>
    write(
      orderWrites(order, previous),
      recordWritesAtVersion('employee', employee ? [employee] : []),
      ...(tracking ? [timeTrackingWrite(order.companyId, tracking)] : []),
      recordWritesAtVersion('machine', machines),
    ),
});
