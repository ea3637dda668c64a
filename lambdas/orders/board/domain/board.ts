import { germanDay, germanDaysSpan, shiftDay } from '../../../../schemas/kernel/calendar';
import { type TPlannedSpan, workingTimeWarnings } from '../../../../schemas/kernel/working-time';
import {
  awayReasonLabels,
  boardMessages,
  daysBetween,
  type TAway,
  type TBoard,
  type TBoardCell,
  type TBoardConflict,
  type TBoardOrder,
  type TBoardRow,
} from '../../../../schemas/planning/board';
import type { RentalPeriod } from '../../../../schemas/planning/rental';

/**
 * The disposition board as a pure function of what it shows (issue 15 point 1): per machine and
 * employee row and German day the orders, absences, conflicts and, for people, planned hours and the
 * working-time warnings of the kernel (schemas/kernel/working-time.ts, computed nowhere else).
 */

/** A machine or employee as a row: archived ones are no rows. */
export type BoardResource = { id: string; name: string; archived: boolean };
export type BoardPeriod = { from: string; to: string };

const HOUR_MS = 3_600_000;

/** The German days of the period, both ends included. */
export const daysOf = ({ from, to }: BoardPeriod): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => shiftDay(from, index));

/** An order's moments; an order without end occupies its start. */
const spanOf = (order: TBoardOrder) => {
  const start = Date.parse(order.plannedStartDateTime);
  const end = order.plannedEndDateTime === null ? start : Date.parse(order.plannedEndDateTime);
  return { start, end: Math.max(start, end) };
};

/** Every German day from planned start to planned end; an end at midnight does not reach into that day. */
export const orderDays = (order: TBoardOrder): string[] => {
  const { start, end } = spanOf(order);
  const first = germanDay(new Date(start));
  const last = germanDay(new Date(end > start ? end - 1 : start));
  return daysOf({ from: first, to: last });
};

const overlaps = (a: TBoardOrder, b: TBoardOrder): boolean => {
  const [x, y] = [spanOf(a), spanOf(b)];
  return x.start === y.start || (x.start < y.end && y.start < x.end);
};

/** The orders of a cell that overlap another of its orders in time. */
const doubleBooked = (orders: readonly TBoardOrder[]): string[] =>
  orders
    .filter((order) => orders.some((other) => other.id !== order.id && overlaps(order, other)))
    .map((order) => order.id);

/** Hours of the orders within the German day (a night shift counts on both days), to a tenth. */
const plannedHoursOn = (day: string, orders: readonly TBoardOrder[]): number => {
  const bounds = germanDaysSpan(day, day);
  const [dayStart, dayEnd] = [Date.parse(bounds.start), Date.parse(bounds.end)];
  const ms = orders.reduce((sum, order) => {
    const { start, end } = spanOf(order);
    return sum + Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart));
  }, 0);
  return Math.round((ms / HOUR_MS) * 10) / 10;
};

const byPlannedStart = (a: TBoardOrder, b: TBoardOrder) =>
  a.plannedStartDateTime.localeCompare(b.plannedStartDateTime) || a.id.localeCompare(b.id);

const conflictsOf = (orders: readonly TBoardOrder[], absence: TAway | undefined): TBoardConflict[] => {
  const conflicts: TBoardConflict[] = [];
  const doubled = doubleBooked(orders);
  if (doubled.length > 0)
    conflicts.push({ kind: 'DOUBLE_BOOKED', orderIds: doubled, message: boardMessages.doubleBooked });
  if (absence && orders.length > 0) {
    conflicts.push({
      kind: 'AWAY',
      absenceId: absence.id,
      reason: absence.reason,
      orderIds: orders.map((order) => order.id),
      message: boardMessages.away(absence.reason),
    });
  }
  return conflicts;
};

type RowInput = {
  kind: TBoardRow['kind'];
  resource: BoardResource;
  orders: readonly TBoardOrder[];
  absences: readonly TAway[];
  days: readonly string[];
  /** The German days of each order, computed once per board (calendar arithmetic is the costly part). */
  daysOfOrder: (order: TBoardOrder) => readonly string[];
};

const rowOf = ({ kind, resource, orders, absences, days, daysOfOrder }: RowInput): TBoardRow => {
  const isPerson = kind === 'employee';
  const warnings = isPerson
    ? workingTimeWarnings(
        orders.flatMap((order): TPlannedSpan[] =>
          order.plannedEndDateTime === null
            ? []
            : [{ start: order.plannedStartDateTime, end: order.plannedEndDateTime }],
        ),
      )
    : [];
  const cells = days.map((day): TBoardCell => {
    const onDay = orders.filter((order) => daysOfOrder(order).includes(day));
    const absence = absences.find((candidate) => candidate.firstDay <= day && day <= candidate.lastDay);
    return {
      day,
      orderIds: onDay.map((order) => order.id),
      absence: absence ? { id: absence.id, reason: absence.reason, label: awayReasonLabels[absence.reason] } : null,
      conflicts: conflictsOf(onDay, absence),
      plannedHours: isPerson ? plannedHoursOn(day, onDay) : null,
      warnings: warnings
        .filter((warning) => warning.day === day)
        .map(({ kind: warningKind, message }) => ({ kind: warningKind, day, message })),
    };
  });
  return { kind, id: resource.id, name: resource.name, cells };
};

const sortedRows = (resources: readonly BoardResource[]) =>
  resources.filter((resource) => !resource.archived).sort((a, b) => a.name.localeCompare(b.name, 'de'));

/** The board of a period: rows of active machines and employees, their orders per day, and the unplanned drafts. */
export const boardOf = (
  orders: readonly TBoardOrder[],
  away: readonly TAway[],
  machines: readonly BoardResource[],
  employees: readonly BoardResource[],
  period: BoardPeriod,
): TBoard => {
  const days = daysOf(period);
  const onRows = orders.filter((order) => order.employeeId !== null || order.machineIds.length > 0);
  const dayLists = new Map(onRows.map((order) => [order.id, orderDays(order)]));
  const daysOfOrder = (order: TBoardOrder) => dayLists.get(order.id) ?? [];
  const inPeriod = onRows
    .filter((order) => daysOfOrder(order).some((day) => period.from <= day && day <= period.to))
    .sort(byPlannedStart);
  const machineRows = sortedRows(machines).map((resource) =>
    rowOf({
      kind: 'machine',
      resource,
      orders: inPeriod.filter((order) => order.machineIds.includes(resource.id)),
      absences: away.filter((absence) => absence.machineId === resource.id),
      days,
      daysOfOrder,
    }),
  );
  const employeeRows = sortedRows(employees).map((resource) =>
    rowOf({
      kind: 'employee',
      resource,
      orders: inPeriod.filter((order) => order.employeeId === resource.id),
      absences: away.filter((absence) => absence.employeeId === resource.id),
      days,
      daysOfOrder,
    }),
  );
  const unplanned = orders
    .filter((order) => order.status === 'DRAFT' && order.employeeId === null && order.machineIds.length === 0)
    .sort(byPlannedStart);
  return { days, orders: inPeriod, machines: machineRows, employees: employeeRows, unplanned };
};

/**
 * A rental as the board's away stretch of its machine: from the German day it starts to the day it ends (an
 * end at midnight ends the day before). Cancelled rentals are not read at all.
 */
export const awayOfRental = (rental: RentalPeriod): TAway => ({
  id: rental.rentalId,
  employeeId: null,
  machineId: rental.machineId,
  firstDay: germanDay(rental.start),
  lastDay: germanDay(new Date(Math.max(Date.parse(rental.start), Date.parse(rental.end) - 1))),
  reason: 'VERMIETET',
});
