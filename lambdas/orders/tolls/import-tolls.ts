import { ROW_ERRORS_KEPT } from '../../../schemas/api/tolls';
import { AppError } from '../../../schemas/errors';
import { germanDay, germanDaysSpan, shiftDay } from '../../../schemas/kernel/calendar';
import type { TOrder } from '../../../schemas/orders/order';
import type { TTollImport, TTollTrip } from '../../../schemas/planning/toll';
import type { Clock, IdGenerator } from '../../platform/clock';
import { isConflict } from '../../platform/db/write';
import type { ObjectStorage } from '../../platform/storage';
import { clientKeyPrefix, requireClientKey } from '../../platform/storage-keys';
import type { OrderStore } from '../order-store';
import { assignTrip, machinesByPlate, ordersByMachine, type PlatedMachine } from './domain/assign-trips';
import { parseTollCsv } from './domain/toll-csv';
import {
  type AssignedTrip,
  byOrder,
  importCounts,
  sortTrips,
  tollRecordOf,
  withTollRecords,
} from './domain/toll-records';
import type { TollStore } from './toll-store';

export type TollImportDeps = {
  orders: OrderStore;
  /** The company's machines with their plates (archived ones too: they ran trips before). */
  machines: (companyId: string) => Promise<readonly PlatedMachine[]>;
  tolls: TollStore;
  storage: ObjectStorage;
  clock: Clock;
  ids: IdGenerator;
};

/** Where the browser uploads a trip list: under the company, so a key names its owner. */
export const tollUploadPrefix = (companyId: string) => clientKeyPrefix('tollImport', companyId);

/**
 * How far before a trip an order may have been planned and still run at it: a long order (a harvest
 * campaign's chopper order) is planned on its first day. Orders are read by planned start, so the window
 * bounds the Query.
 */
const PLANNED_BEFORE_DAYS = 31;

/** Orders written at the same time by one import. */
const PARALLEL_ORDER_WRITES = 16;

/** The plated machines and the active orders naming them in the trips' period (orderLink items: no Scan). */
export const ordersOfTrips = async (
  deps: Pick<TollImportDeps, 'orders' | 'machines'>,
  companyId: string,
  trips: readonly TTollTrip[],
) => {
  const plates = machinesByPlate(await deps.machines(companyId));
  const starts = trips.map((trip) => trip.start).sort();
  const [first, last] = [starts[0], starts.at(-1)];
  if (first === undefined || last === undefined) return { plates, orders: [] };
  const from = germanDaysSpan(shiftDay(germanDay(first), -PLANNED_BEFORE_DAYS), germanDay(first)).start;
  const to = germanDaysSpan(germanDay(last), germanDay(last)).end;
  const machineIds = [...new Set([...plates.values()].flat())];
  const lists = await Promise.all(
    machineIds.map((machineId) => deps.orders.list(companyId, { shelf: 'ACTIVE', machineId, from, to })),
  );
  const byId = new Map(lists.flat().map((order) => [order.id, order]));
  return { plates, orders: [...byId.values()] };
};

/**
 * Puts the trips onto one order in one versioned write. A driver's write in between (a conflict) is met by
 * reading the order again and adding what it still lacks; twice more, then the conflict stands.
 */
const addToOrder = async (deps: TollImportDeps, order: TOrder, trips: readonly AssignedTrip[]) => {
  const records = trips.map((trip) => tollRecordOf(trip, deps.ids.newId()));
  let current: TOrder | undefined = order;
  for (let attempt = 0; current; attempt++) {
    const changed = withTollRecords(current, records, deps.clock.now());
    if (!changed) return;
    try {
      await deps.orders.save(changed, current);
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 2) throw error;
      current = await deps.orders.get(order.companyId, order.id);
    }
  }
};

/** The whole import of an uploaded trip list: read, assign, write onto the orders, keep the import. */
export const importTollList = async (
  deps: TollImportDeps,
  companyId: string,
  userId: string,
  file: { key: string; fileName: string },
) => {
  // Before the bucket is asked: a key climbing into another company's folder once read its list and deleted it.
  requireClientKey('tollImport', companyId, file.key);
  const bytes = await deps.storage.get(file.key);
  if (!bytes) throw new AppError('LW_404_37_0002', { detail: `toll upload ${file.key}` });
  const csv = parseTollCsv(bytes);
  if (!csv.ok) throw new AppError('LW_400_37_0001', { detail: `toll upload ${file.key} has no header` });

  const { plates, orders } = await ordersOfTrips(deps, companyId, csv.trips);
  const onOrders = new Set(orders.flatMap((order) => order.tollRecords.map((record) => record.tripId)));
  const ordersOf = ordersByMachine(orders);
  const sorted = sortTrips(csv.trips, onOrders, (trip) => assignTrip(trip, plates, ordersOf));
  const orderById = new Map(orders.map((order) => [order.id, order]));
  // A season's list touches thousands of orders, one write each: a few at a time keep the import within the
  // API's 29 s without flooding the table's capacity.
  const writes = [...byOrder(sorted.assigned)];
  const writeNext = async (): Promise<void> => {
    const next = writes.pop();
    if (!next) return;
    const order = orderById.get(next[0]);
    if (order) await addToOrder(deps, order, next[1]);
    return writeNext();
  };
  await Promise.all(Array.from({ length: PARALLEL_ORDER_WRITES }, writeNext));

  const tollImport: TTollImport = {
    id: deps.ids.newId(),
    fileName: file.fileName,
    importedAt: deps.clock.now().toISOString(),
    importedBy: userId,
    counts: importCounts(csv.trips, csv.rowErrors, { ...sorted, assigned: sorted.assigned.length }),
  };
  // The first unreadable lines are kept: a wholly broken file repeats its reason on every line.
  const rowErrors = csv.rowErrors.slice(0, ROW_ERRORS_KEPT);
  await deps.tolls.create(companyId, tollImport, rowErrors, sorted.unassigned);
  // The list is read; what counts is on the orders and the import. A file left behind breaks nothing.
  await deps.storage.delete(file.key).catch(() => undefined);
  return { tollImport, rowErrors, unassigned: sorted.unassigned };
};
