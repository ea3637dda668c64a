import Big from 'big.js';
import { AppError } from '../../../../schemas/errors';
import { decimalText } from '../../../../schemas/kernel/money';
import type { TOrder } from '../../../../schemas/orders/order';
import { ORDER_PART_LIST_MAX, type TTollRecord } from '../../../../schemas/orders/order-parts';
import type { TTollImportCounts, TTollRowError, TTollTrip, TUnassignedTrip } from '../../../../schemas/planning/toll';
import type { TripAssignment } from './assign-trips';

/** Where an assigned trip goes on its order. */
export type AssignedTrip = { trip: TTollTrip; assignment: Extract<TripAssignment, { kind: 'assigned' }> };

/** The order part a trip becomes. */
export const tollRecordOf = ({ trip, assignment }: AssignedTrip, id: string): TTollRecord => ({
  id,
  tripId: trip.tripId,
  timestamp: trip.start,
  endTimestamp: trip.end,
  machineId: assignment.machineId,
  licensePlate: trip.licensePlate,
  amount: trip.amount,
  distanceKm: trip.distanceKm,
  route: trip.route,
  customerId: assignment.customerId,
  orderRunId: assignment.orderRunId,
});

/**
 * The order with the toll records it does not hold yet (by the operator's trip id: the same list imported
 * twice adds nothing), or undefined when it holds them all. An order holds at most ORDER_PART_LIST_MAX.
 */
export const withTollRecords = (order: TOrder, records: readonly TTollRecord[], now: Date): TOrder | undefined => {
  const held = new Set(order.tollRecords.map((record) => record.tripId));
  const added = records.filter((record) => !held.has(record.tripId) && held.add(record.tripId));
  if (added.length === 0) return undefined;
  const tollRecords = [...order.tollRecords, ...added].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  if (tollRecords.length > ORDER_PART_LIST_MAX) {
    throw new AppError('LW_409_37_0001', { detail: `order ${order.id} would hold ${tollRecords.length} toll records` });
  }
  return { ...order, tollRecords, version: order.version + 1, updatedAt: now.toISOString() };
};

/**
 * What became of a file's trips: a trip already on an order (an earlier import of the same list) or twice in
 * the file is a duplicate; the others are assigned or open. Pure: the caller reads the orders and writes.
 */
export const sortTrips = (
  trips: readonly TTollTrip[],
  tripIdsOnOrders: ReadonlySet<string>,
  assign: (trip: TTollTrip) => TripAssignment,
) => {
  const seen = new Set<string>();
  const assigned: AssignedTrip[] = [];
  const unassigned: TUnassignedTrip[] = [];
  let duplicates = 0;
  for (const trip of trips) {
    if (tripIdsOnOrders.has(trip.tripId) || seen.has(trip.tripId)) {
      duplicates++;
      continue;
    }
    seen.add(trip.tripId);
    const assignment = assign(trip);
    if (assignment.kind === 'assigned') assigned.push({ trip, assignment });
    else unassigned.push({ ...trip, reason: assignment.reason });
  }
  return { assigned, unassigned, duplicates };
};

/** The assigned trips per order id. */
export const byOrder = (assigned: readonly AssignedTrip[]): Map<string, AssignedTrip[]> => {
  const grouped = new Map<string, AssignedTrip[]>();
  for (const entry of assigned) {
    const trips = grouped.get(entry.assignment.orderId) ?? [];
    trips.push(entry);
    grouped.set(entry.assignment.orderId, trips);
  }
  return grouped;
};

/** The import's counts; the sum covers every readable trip of the file, duplicates included. */
export const importCounts = (
  trips: readonly TTollTrip[],
  rowErrors: readonly TTollRowError[],
  sorted: Pick<ReturnType<typeof sortTrips>, 'unassigned' | 'duplicates'> & { assigned: number },
): TTollImportCounts => ({
  rows: trips.length + rowErrors.length,
  assigned: sorted.assigned,
  unassigned: sorted.unassigned.length,
  duplicates: sorted.duplicates,
  unreadable: rowErrors.length,
  totalAmount: decimalText(trips.reduce((sum, trip) => sum.plus(trip.amount), new Big(0))),
});
