import type { TOwnOrder, TTaskDetails } from '../../../schemas/api/work';
import { driverAmountsOf } from '../../../schemas/orders/driving-rules';
import type { TOrder } from '../../../schemas/orders/order';
import { newestPlannedFirst, taskStatuses } from '../../../schemas/work/tasks';
import { type CustomerAddress, type CustomerName, type StoredOrder, toOwnOrder, unknownCustomer } from './own-orders';

/**
 * Aufgaben (application.md §2 'tasks list and task details'): the employee's orders in every status but
 * DRAFT, newest planned start first, and one of them with what was recorded on it. Drivers see no prices.
 */

const isTaskStatus = (status: TOrder['status']) => (taskStatuses as readonly string[]).includes(status);

/** The tasks list: the employee's orders of the period (the store reads them per status), newest first. */
export const toTasks = (orders: readonly StoredOrder[], customers: ReadonlyMap<string, CustomerName>): TOwnOrder[] =>
  orders
    .filter((order) => isTaskStatus(order.status))
    .map((order) => toOwnOrder(order, customers))
    .sort(newestPlannedFirst);

/**
 * Whether the order is a task of this employee: assigned to them, past DRAFT, and not in the trash (an
 * archived order is still the work they did).
 */
export const isTaskOf = (order: TOrder, employeeId: string): boolean =>
  order.employeeId === employeeId && isTaskStatus(order.status) && order.shelf !== 'TRASHED';

/** The order in the shape the driver's lists read (own-orders.ts). */
const listedView = (order: TOrder): StoredOrder => ({
  orderId: order.id,
  name: order.name,
  status: order.status,
  employeeId: order.employeeId ?? '',
  operatingUnitId: order.operatingUnitId ?? undefined,
  serviceSnapshot: order.serviceSnapshot,
  customerIds: order.customerIds,
  machineSnapshots: order.machineSnapshots,
  plannedStartDateTime: order.plannedStartDateTime,
  plannedEndDateTime: order.plannedEndDateTime ?? undefined,
  other: order.other,
});

/** A counter's name: the machine's for its hour meter, the price block's for a counted price block. */
const counterLabel = (order: TOrder, source: TOrder['counterTrackings'][number]['source']): string => {
  if (source.type === 'MACHINE') {
    return order.machineSnapshots.find((machine) => machine.id === source.machineId)?.name ?? source.machineId;
  }
  const block = order.serviceSnapshot?.priceBlocks.find((priceBlock) => priceBlock.id === source.priceBlockId);
  return block?.name ?? source.priceBlockId;
};

/**
 * A task's details for its employee. Runs, amounts and task records are all theirs: an order cannot be
 * reassigned once started (orders service), so only its employee recorded on it. Counters name who
 * read them; another employee's reading is left out.
 */
export const toTaskDetails = (
  order: TOrder,
  employeeId: string,
  customers: ReadonlyMap<string, CustomerAddress>,
): TTaskDetails => ({
  ...toOwnOrder(listedView(order), customers),
  customers: order.customerIds.map((id) => {
    const { name, street, zip, city } = customers.get(id) ?? unknownCustomer(id);
    return { id, name, street, zip, city };
  }),
  runs: order.activeTime.map(({ id, start, end, customerId }) => ({ id, start, end, customerId })),
  amounts: driverAmountsOf(order.resourceUsages),
  taskRecords: order.taskRecords.map(({ id, type, record, unit, customerId, timeStamp }) => ({
    id,
    type,
    record,
    unit,
    customerId,
    timeStamp,
  })),
  counters: order.counterTrackings
    .filter((counter) => counter.employeeId === null || counter.employeeId === employeeId)
    .map((counter) => ({
      id: counter.id,
      label: counterLabel(order, counter.source),
      type: counter.type,
      startValue: counter.startValue,
      endValue: counter.endValue,
      startDate: counter.startDate,
      endDate: counter.endDate,
    })),
});
