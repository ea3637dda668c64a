import { AppError } from '../../../../schemas/errors';
import { formatGermanTime, germanWallClock } from '../../../../schemas/kernel/calendar';
import type { TOrder } from '../../../../schemas/orders/order';
import type { TMachineSnapshot } from '../../../../schemas/orders/order-parts';
import { isAssignable, isChangeable } from '../../../../schemas/orders/order-rules';
import type { TBoardMove, TBoardOrder } from '../../../../schemas/planning/board';
import { type OrderRuleSettings, orderIssues, type UnitCheck } from '../../domain/order';

/**
 * A card dragged on the disposition board (issue 15 point 1): to another day keeping its German time of
 * day and its duration, and onto a machine, a person or back to the unplanned orders.
 */

/** The start and end on `day` at the order's German time of day, the duration kept (DST-safe). */
export const shiftedToDay = (order: Pick<TOrder, 'plannedStartDateTime' | 'plannedEndDateTime'>, day: string) => {
  const start = germanWallClock(day, formatGermanTime(order.plannedStartDateTime));
  // The wall clock has minutes; seconds of the old start are kept so the duration stays exact.
  const seconds = Date.parse(order.plannedStartDateTime) % 60_000;
  const startMs = Date.parse(start) + seconds;
  const end =
    order.plannedEndDateTime === null
      ? null
      : new Date(startMs + Date.parse(order.plannedEndDateTime) - Date.parse(order.plannedStartDateTime)).toISOString();
  return { plannedStartDateTime: new Date(startMs).toISOString(), plannedEndDateTime: end };
};

/** Who and what the order names after the move (read before the rules: the records of these are checked). */
export const movedAssignment = (order: TOrder, target: TBoardMove['target']) => {
  switch (target.kind) {
    case 'machine': {
      const kept = order.machineIds.filter((id) => id !== target.fromMachineId && id !== target.machineId);
      const at = target.fromMachineId === null ? -1 : order.machineIds.indexOf(target.fromMachineId);
      const machineIds =
        at < 0 ? [...kept, target.machineId] : [...kept.slice(0, at), target.machineId, ...kept.slice(at)];
      return { employeeId: order.employeeId, machineIds };
    }
    case 'employee':
      return { employeeId: target.employeeId, machineIds: order.machineIds };
    case 'unplanned':
      return { employeeId: null, machineIds: [] };
  }
};

const refused = (code: 'LW_409_34_0001' | 'LW_409_34_0002' | 'LW_409_34_0003', order: TOrder) =>
  new AppError(code, { detail: `order ${order.id} is ${order.status}` });

/** Whether the order may go where the move takes it; the refusal names the order's own message. */
const requireMovable = (order: TOrder, target: TBoardMove['target']) => {
  if (!isChangeable(order)) throw refused('LW_409_34_0003', order);
  if (target.kind === 'employee' && !isAssignable(order)) throw refused('LW_409_34_0001', order);
  if (target.kind === 'unplanned' && order.status !== 'DRAFT' && order.status !== 'ASSIGNED')
    throw refused('LW_409_34_0002', order);
};

export type MoveContext = UnitCheck & {
  now: Date;
  /** The snapshots of the machines the order names after the move, retaken as the order service does. */
  machineSnapshots: TMachineSnapshot[];
};

/** The order after the move: version-checked, status rules of assign and unplan, order rules §5. */
export const moveOrder = (
  existing: TOrder,
  move: Pick<TBoardMove, 'version' | 'day' | 'target'>,
  settings: OrderRuleSettings,
  context: MoveContext,
): TOrder => {
  if (existing.version !== move.version) {
    throw new AppError('LW_409_00_0001', { detail: `order ${existing.id} is at ${existing.version}` });
  }
  requireMovable(existing, move.target);
  const assignment = movedAssignment(existing, move.target);
  const status =
    move.target.kind === 'employee' ? 'ASSIGNED' : move.target.kind === 'unplanned' ? 'DRAFT' : existing.status;
  const moved: TOrder = {
    ...existing,
    ...shiftedToDay(existing, move.day),
    ...assignment,
    machineSnapshots: context.machineSnapshots,
    status,
    version: existing.version + 1,
    updatedAt: context.now.toISOString(),
  };
  const issues = orderIssues(moved, settings, context);
  if (issues.length > 0) throw new AppError('LW_400_01_0001', { issues, detail: `move of ${existing.id}` });
  return moved;
};

/** The order as a board card. */
export const boardOrderOf = (order: TOrder, customerNames: ReadonlyMap<string, string>): TBoardOrder => ({
  id: order.id,
  name: order.name,
  status: order.status,
  version: order.version,
  plannedStartDateTime: order.plannedStartDateTime,
  plannedEndDateTime: order.plannedEndDateTime,
  employeeId: order.employeeId,
  machineIds: order.machineIds,
  customerNames: order.customerIds.flatMap((id) => {
    const name = customerNames.get(id);
    return name === undefined ? [] : [name];
  }),
  serviceName: order.serviceSnapshot?.name ?? null,
});
