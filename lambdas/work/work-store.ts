import type { TTimeTracking } from '../../schemas/api/work';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import type { TCurrentActivity } from '../../schemas/masterdata/people-and-machines';
import type { TOrder } from '../../schemas/orders/order';
import { taskStatuses } from '../../schemas/work/tasks';
import { orderFromItem, readOrder } from '../platform/aggregates/order';
import { dynamoCompanyStore, dynamoOperatingUnitStore } from '../platform/company-store';
import { customerNames } from '../platform/customer-lookups';
import { db } from '../platform/db/entities';
import { changeRecord } from '../platform/records/record-domain';
import type { RecordStore } from '../platform/records/record-store';
import { findEmployeeOfUser } from '../platform/records/viewer';
import { readTimeTracking, timeTrackingWrite, trackingFromItem } from '../platform/time-trackings';
import { type CustomerAddress, ownOrderStatuses, type StoredOrder } from './domain/own-orders';

/** Access patterns of the Fahrerbereich; the only place that knows how they are stored. */
export type WorkStore = {
  /** The employee record linked to the login (archived ones do not count). */
  employeeOfUser: (companyId: string, userId: string) => Promise<RecordOf<'employee'> | undefined>;
  company: (companyId: string) => ReturnType<ReturnType<typeof dynamoCompanyStore>['get']>;
  /** The company's operating units that are not archived, oldest first. */
  activeUnitIds: (companyId: string) => Promise<string[]>;
  /**
   * Sets the employee's current activity (only if the employee is still at the version read: two devices
   * starting at once cannot both win) and writes the time tracking, in one transaction.
   */
  saveActivity: (
    employee: RecordOf<'employee'>,
    activity: TCurrentActivity,
    tracking: TTimeTracking,
    now: Date,
  ) => Promise<void>;
  tracking: (companyId: string, employeeId: string, start: string, id: string) => Promise<TTimeTracking | undefined>;
  /** Trackings of an employee that started between two moments (ISO, inclusive). */
  trackingsBetween: (companyId: string, employeeId: string, from: string, to: string) => Promise<TTimeTracking[]>;
  /** Every employee of the company, archived ones too: their past work still counts. */
  employeeIds: (companyId: string) => Promise<string[]>;
  /** The employee's orders of 'Meine Aufträge': assigned ones and those in progress (to resume). */
  assignedOrders: (companyId: string, employeeId: string) => Promise<StoredOrder[]>;
  /** The employee's orders in the task statuses whose planned start lies in [from, to) (ISO moments). */
  tasksBetween: (companyId: string, employeeId: string, from: string, to: string) => Promise<StoredOrder[]>;
  order: (companyId: string, orderId: string) => Promise<TOrder | undefined>;
  /** Names and addresses of the customers (drivers may not read the customer list itself). */
  customerNames: (companyId: string, ids: readonly string[]) => Promise<Map<string, CustomerAddress>>;
};

/** What the Fahrerbereich reads of an order, decoded as the order aggregate stores it. */
const ownOrderOf = (order: TOrder): StoredOrder => ({
  orderId: order.id,
  name: order.name,
  status: order.status,
  employeeId: order.employeeId ?? '',
  ...(order.operatingUnitId === null ? {} : { operatingUnitId: order.operatingUnitId }),
  serviceSnapshot: order.serviceSnapshot,
  customerIds: order.customerIds,
  machineSnapshots: order.machineSnapshots,
  plannedStartDateTime: order.plannedStartDateTime,
  ...(order.plannedEndDateTime === null ? {} : { plannedEndDateTime: order.plannedEndDateTime }),
  ...(order.other ? { other: order.other } : {}),
});

export const dynamoWorkStore = (records: RecordStore): WorkStore => {
  const companies = dynamoCompanyStore();
  const units = dynamoOperatingUnitStore();
  return {
    employeeOfUser: (companyId, userId) => findEmployeeOfUser(records, companyId, userId),
    company: (companyId) => companies.get(companyId),
    activeUnitIds: async (companyId) => {
      const active = (await units.list(companyId)).filter((unit) => !unit.archived);
      active.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
      return active.map((unit) => unit.id);
    },
    saveActivity: async (employee, activity, tracking, now) => {
      const changed = changeRecord(employee, { currentActivity: activity }, employee.version, {
        now,
        newId: () => tracking.id,
      });
      await records.put('employee', changed, employee.version, undefined, [
        timeTrackingWrite(employee.companyId, tracking),
      ]);
    },
    tracking: readTimeTracking,
    trackingsBetween: async (companyId, employeeId, from, to) => {
      const { data } = await db()
        .timeTracking.query.byEmployee({ companyId, employeeId })
        .between({ start: from }, { start: to })
        .go({ pages: 'all', consistent: true });
      return data.map(trackingFromItem);
    },
    employeeIds: async (companyId) => (await records.list(companyId, 'employee')).map((employee) => employee.id),
    assignedOrders: async (companyId, employeeId) => {
      const lists = await Promise.all(
        ownOrderStatuses.map((status) =>
          db().order.query.byEmployee({ companyId, assignee: employeeId, status }).go({ pages: 'all' }),
        ),
      );
      return lists.flatMap(({ data }) => data.map((item) => ownOrderOf(orderFromItem(item))));
    },
    tasksBetween: async (companyId, employeeId, from, to) => {
      // One range query per status on the employee index; the sort key's order id makes the upper bound
      // exclusive ('ASSIGNED#<to>#id' sorts after 'ASSIGNED#<to>').
      const lists = await Promise.all(
        taskStatuses.map((status) =>
          db()
            .order.query.byEmployee({ companyId, assignee: employeeId, status })
            .between({ plannedStartDateTime: from }, { plannedStartDateTime: to })
            .go({ pages: 'all' }),
        ),
      );
      return lists.flatMap(({ data }) => data.map((item) => ownOrderOf(orderFromItem(item))));
    },
    order: readOrder,
    customerNames,
  };
};
