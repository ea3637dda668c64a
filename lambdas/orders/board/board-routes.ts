import { getBoard, moveOnBoard } from '../../../schemas/api/board';
import { AppError } from '../../../schemas/errors';
import { germanDaysSpan, shiftDay } from '../../../schemas/kernel/calendar';
import type { TOrderStatus } from '../../../schemas/order-enums';
import type { TOrder } from '../../../schemas/orders/order';
import { BOARD_MAX_DAYS, boardMoveReferences, type TBoardMoveResult } from '../../../schemas/planning/board';
import type { RentalPeriod } from '../../../schemas/planning/rental';
import type { Clock } from '../../platform/clock';
import type { CompanyStore, OperatingUnitStore } from '../../platform/company-store';
import { type Route, route } from '../../platform/http';
import type { RecordStore } from '../../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../../platform/references/references';
import type { CustomerUnits } from '../customer-units';
import { machineSnapshotOf } from '../domain/order';
import { orderSettingsOf, readNamedRecords } from '../order-routes';
import type { OrderStore } from '../order-store';
import type { AbsenceStore } from './absence-store';
import { awayOfRental, type BoardPeriod, boardOf, orderDays } from './domain/board';
import { boardOrderOf, movedAssignment, moveOrder } from './domain/move';

export type BoardDeps = {
  orders: OrderStore;
  absences: AbsenceStore;
  companies: CompanyStore;
  records: RecordStore;
  units: Pick<OperatingUnitStore, 'get'>;
  customerUnits: CustomerUnits;
  /** Customer names for the cards (lambdas/platform/customer-lookups.ts). */
  customerNames: (companyId: string, ids: readonly string[]) => Promise<ReadonlyMap<string, { name: string }>>;
  existingIds: ExistingIds;
  /** The machines' rentals reaching into a period of German days (lambdas/rentals, read through lambdas/platform/aggregates/rental.ts): a rented machine is away. */
  rentals: (companyId: string, fromDay: string, toDay: string) => Promise<readonly RentalPeriod[]>;
  clock: Clock;
};

/**
 * How far before the period the board looks for orders that reach into it: an order planned over more
 * days than this shows from its start only.
 */
export const BOARD_LOOKBACK_DAYS = 7;
/** The statuses a row shows; drafts also fill the unplanned list. */
const rowStatuses: readonly TOrderStatus[] = ['ASSIGNED', 'IN_PROGRESS', 'DONE'];

/** The disposition board: its data per period and the moves of orders on it (issue 15 point 1). */
export const boardRoutes = (deps: BoardDeps): Route[] => {
  const { orders, absences, records, clock } = deps;

  /** The period's orders by the shelf-and-status index (one range query per status), and every draft. */
  const ordersOf = async (companyId: string, period: BoardPeriod): Promise<TOrder[]> => {
    const { start, end } = germanDaysSpan(shiftDay(period.from, -BOARD_LOOKBACK_DAYS), period.to);
    const lists = await Promise.all([
      orders.list(companyId, { shelf: 'ACTIVE', status: 'DRAFT' }),
      ...rowStatuses.map((status) => orders.list(companyId, { shelf: 'ACTIVE', status, from: start, to: end })),
    ]);
    return lists.flat();
  };

  const boardData = async (companyId: string, period: BoardPeriod) => {
    const [found, absent, rented, machines, employees] = await Promise.all([
      ordersOf(companyId, period),
      absences.list(companyId, period.from, period.to),
      deps.rentals(companyId, period.from, period.to),
      records.list(companyId, 'machine'),
      records.list(companyId, 'employee'),
    ]);
    const names = await deps.customerNames(
      companyId,
      found.flatMap((order) => order.customerIds),
    );
    const nameOf = new Map([...names].map(([id, customer]) => [id, customer.name]));
    return boardOf(
      found.map((order) => boardOrderOf(order, nameOf)),
      [...absent, ...rented.map(awayOfRental)],
      machines.map(({ id, name, archived }) => ({ id, name, archived })),
      employees.map(({ id, firstName, lastName, archived }) => ({ id, name: `${firstName} ${lastName}`, archived })),
      period,
    );
  };

  return [
    route(getBoard, async ({ query }, { company }) => boardData(company.companyId, query)),

    route(moveOnBoard, async ({ body }, { company }): Promise<TBoardMoveResult> => {
      const { companyId } = company;
      const existing = await orders.get(companyId, body.orderId);
      if (existing?.shelf !== 'ACTIVE') {
        throw new AppError('LW_404_02_0004', { detail: `order ${body.orderId}` });
      }
      await requireKnownReferences(deps.existingIds, companyId, body, boardMoveReferences, 'move');
      const assignment = movedAssignment(existing, body.target);
      const { members, machines } = await readNamedRecords(deps, companyId, { ...existing, ...assignment });
      const moved = moveOrder(existing, body, await orderSettingsOf(deps.companies, companyId), {
        now: clock.now(),
        members,
        snapshot: 'kept',
        machineSnapshots: machines.map(machineSnapshotOf),
      });
      await orders.save(moved, existing);
      // The rows the order is on now, over its days (at most a board's length): their conflicts at once.
      const days = orderDays(boardOrderOf(moved, new Map()));
      const period = { from: days[0] ?? body.day, to: days[Math.min(days.length, BOARD_MAX_DAYS) - 1] ?? body.day };
      const board = await boardData(companyId, period);
      const rows = [
        ...board.machines.filter((row) => moved.machineIds.includes(row.id)),
        ...board.employees.filter((row) => row.id === moved.employeeId),
      ];
      const order = board.orders.find((candidate) => candidate.id === moved.id) ?? boardOrderOf(moved, new Map());
      return { order, rows };
    }),
  ];
};
