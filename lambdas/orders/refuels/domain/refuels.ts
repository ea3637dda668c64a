import { refuelMessages, type TMachineRefuel, type TRefuelInput } from '../../../../schemas/api/refuels';
import { AppError, type TFieldIssue } from '../../../../schemas/errors';
import type { TOrder } from '../../../../schemas/orders/order';
import { orderMessages } from '../../../../schemas/orders/order';
import { ORDER_PART_LIST_MAX } from '../../../../schemas/orders/order-parts';
import { isChangeable } from '../../../../schemas/orders/order-rules';

/**
 * Refuels on an order (issue 15): fuel put into one of its machines, for one of its customers; kept with the
 * order like the driver's other records, so a billed order keeps its refuels as they were.
 */
const invalid = (issues: TFieldIssue[], detail: string) => new AppError('LW_400_01_0001', { issues, detail });

const requireChangeable = (order: TOrder, version: number) => {
  if (order.version !== version)
    throw new AppError('LW_409_00_0001', { detail: `order ${order.id} is at ${order.version}` });
  if (!isChangeable(order)) throw invalid([{ path: 'version', message: orderMessages.notChangeable }], 'billed');
};

const touched = (order: TOrder, refuels: TOrder['refuels'], now: Date): TOrder => ({
  ...order,
  refuels,
  version: order.version + 1,
  updatedAt: now.toISOString(),
});

export const addRefuel = (order: TOrder, input: TRefuelInput, id: string, now: Date): TOrder => {
  requireChangeable(order, input.version);
  const issues: TFieldIssue[] = [];
  if (!order.machineIds.includes(input.machineId)) issues.push({ path: 'machineId', message: refuelMessages.machine });
  if (input.customerId !== null && !order.customerIds.includes(input.customerId)) {
    issues.push({ path: 'customerId', message: refuelMessages.customer });
  }
  if (issues.length > 0) throw invalid(issues, `refuel outside order ${order.id}`);
  if (order.refuels.length >= ORDER_PART_LIST_MAX) {
    throw new AppError('LW_409_37_0002', { detail: `order ${order.id} holds ${order.refuels.length} refuels` });
  }
  // The run of the moment, so a multi-customer order's refuel follows the customer worked for then.
  const run = order.activeTime.find(
    (span) => span.start <= input.timestamp && (span.end === null || input.timestamp <= span.end),
  );
  const single = order.customerIds.length === 1 ? (order.customerIds[0] ?? null) : null;
  const refuel = {
    id,
    timestamp: new Date(input.timestamp).toISOString(),
    machineId: input.machineId,
    liters: input.liters,
    pricePerLiter: input.pricePerLiter,
    gasStationId: input.gasStationId,
    customerId: input.customerId ?? run?.customerId ?? single,
    orderRunId: run?.id ?? null,
  };
  const refuels = [...order.refuels, refuel].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return touched(order, refuels, now);
};

export const removeRefuel = (order: TOrder, refuelId: string, version: number, now: Date): TOrder => {
  requireChangeable(order, version);
  if (!order.refuels.some((refuel) => refuel.id === refuelId)) {
    throw invalid([{ path: 'refuelId', message: refuelMessages.unknown }], `refuel ${refuelId}`);
  }
  return touched(
    order,
    order.refuels.filter((refuel) => refuel.id !== refuelId),
    now,
  );
};

/** The machine's refuels on these orders within [from, to) (UTC moments), earliest first. */
export const refuelsOfMachine = (
  orders: readonly TOrder[],
  machineId: string,
  period: { from: string; to: string },
): TMachineRefuel[] =>
  orders
    .flatMap((order) =>
      order.refuels
        .filter((refuel) => refuel.machineId === machineId)
        .filter((refuel) => period.from <= refuel.timestamp && refuel.timestamp < period.to)
        .map((refuel) => ({ ...refuel, orderId: order.id, orderName: order.name })),
    )
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
