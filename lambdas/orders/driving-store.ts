import type { TTimeTracking } from '../../schemas/api/work';
import { AppError } from '../../schemas/errors';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import type { TCurrentActivity } from '../../schemas/masterdata/people-and-machines';
import type { TOrder } from '../../schemas/orders/order';
import { orderWrites } from '../platform/aggregates/order';
import {
  type CustomerName,
  type CustomerTagLookup,
  customerNames,
  dynamoCustomerTags,
} from '../platform/customer-lookups';
import { isConflict, transactWrite } from '../platform/db/write';
import { changeRecord } from '../platform/records/record-domain';
import type { RecordStore } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import { readTimeTracking, timeTrackingWrite } from '../platform/time-trackings';

/** One step of the driver's day as it is written: the order (null: unchanged), the employee's activity, trackings. */
export type DrivingWrite = {
  order: TOrder | null;
  previous: TOrder;
  employee: RecordOf<'employee'>;
  activity: TCurrentActivity;
  trackings: readonly TTimeTracking[];
  now: Date;
};

/** What the driver's day reads and writes besides orders; the only place that knows how it is stored. */
export type DrivingStore = {
  /** The employee record linked to the login (archived ones do not count). */
  employeeOfUser: (companyId: string, userId: string) => Promise<RecordOf<'employee'> | undefined>;
  tracking: typeof readTimeTracking;
  customerNames: (companyId: string, ids: readonly string[]) => Promise<Map<string, CustomerName>>;
  customerTags: CustomerTagLookup;
  /**
   * Writes the step in ONE transaction: the order at the version it was read, the employee's current
   * activity at the employee's version, the time trackings. Something written in between (another device)
   * refuses all of it: 'Der Auftrag wurde inzwischen auf einem anderen Gerät geändert.'
   */
  save: (write: DrivingWrite) => Promise<void>;
  /** Writes the order alone (an amount), at the version it was read, with the same refusal. */
  saveOrder: (order: TOrder, previous: TOrder) => Promise<void>;
};

/** A failed write condition of a driver's step: someone changed the order or the employee in between. */
const changedElsewhere = async (write: () => Promise<void>) => {
  try {
    await write();
  } catch (error) {
    if (isConflict(error)) throw new AppError('LW_409_32_0004', { cause: error });
    throw error;
  }
};

export const dynamoDrivingStore = (records: RecordStore): DrivingStore => {
  return {
    employeeOfUser: (companyId, userId) => findEmployeeOfUser(records, companyId, userId),
    tracking: readTimeTracking,
    customerNames,
    customerTags: dynamoCustomerTags,
    save: async ({ order, previous, employee, activity, trackings, now }) => {
      const changed = changeRecord(employee, { currentActivity: activity }, employee.version, {
        now,
        newId: () => employee.id,
      });
      const parts = [
        ...(order ? [orderWrites(order, previous)] : []),
        ...trackings.map((tracking) => timeTrackingWrite(employee.companyId, tracking)),
      ];
      await changedElsewhere(() => records.put('employee', changed, employee.version, undefined, parts));
    },
    saveOrder: (order, previous) => changedElsewhere(() => transactWrite(orderWrites(order, previous))),
  };
};
