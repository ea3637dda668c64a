import { germanDay, germanDaysSpan } from '../../../../schemas/kernel/calendar';
import type { TOrder } from '../../../../schemas/orders/order';
import { normaliseLicensePlate, type TTollTrip, type TUnassignedReason } from '../../../../schemas/planning/toll';

/**
 * Which order a toll trip belongs to (issue 15): the order whose machines include the machine with the trip's
 * plate and whose active time contains the trip's start. Active time is the order's runs; an order not yet
 * run counts with its planned start to end. When several orders fit, the one a run proves wins over those
 * only planned; else the office decides.
 */
export type AssignableOrder = Pick<
  TOrder,
  'id' | 'machineIds' | 'customerIds' | 'activeTime' | 'plannedStartDateTime' | 'plannedEndDateTime'
>;
export type PlatedMachine = { id: string; licensePlate?: string | null | undefined };

export type TripAssignment =
  | { kind: 'assigned'; orderId: string; machineId: string; customerId: string | null; orderRunId: string | null }
  | { kind: 'unassigned'; reason: TUnassignedReason };

/** The machines per compared plate (two machines may share one: a tractor's plate moved to its successor). */
export const machinesByPlate = (machines: readonly PlatedMachine[]): Map<string, string[]> => {
  const byPlate = new Map<string, string[]>();
  for (const machine of machines) {
    const plate = normaliseLicensePlate(machine.licensePlate ?? '');
    if (plate.length === 0) continue;
    const machineIds = byPlate.get(plate) ?? [];
    machineIds.push(machine.id);
    byPlate.set(plate, machineIds);
  }
  return byPlate;
};

/**
 * The planned time of an order without runs; without a planned end it is planned for its start's German day
 * (as the disposition board shows it).
 */
const plannedEndOf = (order: AssignableOrder): string =>
  order.plannedEndDateTime ??
  germanDaysSpan(germanDay(order.plannedStartDateTime), germanDay(order.plannedStartDateTime)).end;

type Fit = { order: AssignableOrder; machineId: string; run: TOrder['activeTime'][number] | undefined };

/** How the order holds the moment: by a run (an open run lasts until now), by its plan, or not at all. */
const fitOf = (order: AssignableOrder, machineId: string, moment: string): Fit | undefined => {
  if (order.activeTime.length > 0) {
    const run = order.activeTime.find((span) => span.start <= moment && (span.end === null || moment <= span.end));
    return run ? { order, machineId, run } : undefined;
  }
  // The plan's end is exclusive: the day's end is the next midnight.
  return order.plannedStartDateTime <= moment && moment < plannedEndOf(order)
    ? { order, machineId, run: undefined }
    : undefined;
};

/** The customer the toll is billed to: the run's, else the order's only one. */
const customerOf = ({ order, run }: Fit): string | null =>
  run?.customerId ?? (order.customerIds.length === 1 ? (order.customerIds[0] ?? null) : null);

/**
 * Assigns trips to orders. `ordersOfMachine` gives the orders naming a machine (the caller reads those of the
 * file's period); the function itself reads nothing.
 */
export const assignTrip = (
  trip: Pick<TTollTrip, 'licensePlate' | 'start'>,
  plates: ReadonlyMap<string, readonly string[]>,
  ordersOfMachine: (machineId: string) => readonly AssignableOrder[],
): TripAssignment => {
  const machineIds = plates.get(normaliseLicensePlate(trip.licensePlate));
  if (!machineIds) return { kind: 'unassigned', reason: 'PLATE_UNKNOWN' };
  const fits = machineIds.flatMap((machineId) =>
    ordersOfMachine(machineId).flatMap((order) => fitOf(order, machineId, trip.start) ?? []),
  );
  const byRun = fits.filter((fit) => fit.run !== undefined);
  const chosen = fits.length === 1 ? fits[0] : byRun.length === 1 ? byRun[0] : undefined;
  if (!chosen) return { kind: 'unassigned', reason: fits.length === 0 ? 'NO_ORDER' : 'AMBIGUOUS' };
  return {
    kind: 'assigned',
    orderId: chosen.order.id,
    machineId: chosen.machineId,
    customerId: customerOf(chosen),
    orderRunId: chosen.run?.id ?? null,
  };
};

/** The orders per machine they name: the lookup assignTrip asks. */
export const ordersByMachine = (orders: readonly AssignableOrder[]): ((machineId: string) => AssignableOrder[]) => {
  const byMachine = new Map<string, AssignableOrder[]>();
  for (const order of orders) {
    for (const machineId of new Set(order.machineIds)) {
      const orders = byMachine.get(machineId) ?? [];
      orders.push(order);
      byMachine.set(machineId, orders);
    }
  }
  return (machineId) => byMachine.get(machineId) ?? [];
};
