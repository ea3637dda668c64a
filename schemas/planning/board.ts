import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZDay } from '../masterdata/price-agreement';
import { ZOrderStatus } from '../order-enums';
import { absenceReasons } from '../stored-enums';
import { optionalText } from '../validation';

export { absenceReasons };

/**
 * The disposition board (issue 15 point 1): absences that make a person or machine 'away', the board's
 * rows of machines and employees per German day, and the moves a dispatcher drags on it.
 */

export const ZAbsenceReason = z.enum(absenceReasons);
export type TAbsenceReason = z.infer<typeof ZAbsenceReason>;

export const absenceReasonLabels: Record<TAbsenceReason, string> = {
  URLAUB: 'Urlaub',
  KRANK: 'Krank',
  SCHULE: 'Schule',
  WERKSTATT: 'Werkstatt',
  SONSTIGES: 'Sonstiges',
};

/**
 * What makes a row away on the board: an absence, or for a machine a rental to a customer (issue 15
 * point 4: the rentals are read beside the absences, so a rented machine is never planned by mistake).
 */
export const awayReasons = [...absenceReasons, 'VERMIETET'] as const;
export const ZAwayReason = z.enum(awayReasons);
export type TAwayReason = z.infer<typeof ZAwayReason>;
export const awayReasonLabels: Record<TAwayReason, string> = { ...absenceReasonLabels, VERMIETET: 'Vermietet' };

/** The longest absence: the list of a period reads absences starting at most this many days before it. */
export const ABSENCE_MAX_DAYS = 366;
/** The longest period the board shows at once. */
export const BOARD_MAX_DAYS = 31;

export const boardMessages = {
  absenceWho: 'Bitte wähle einen Mitarbeiter oder eine Maschine aus.',
  absenceLastDay: 'Der letzte Tag darf nicht vor dem ersten liegen.',
  absenceTooLong: `Eine Abwesenheit dauert höchstens ${ABSENCE_MAX_DAYS} Tage.`,
  periodOrder: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  periodTooLong: `Bitte wähle höchstens ${BOARD_MAX_DAYS} Tage.`,
  doubleBooked: 'Doppelt belegt',
  away: (reason: TAwayReason) => (reason === 'VERMIETET' ? 'Vermietet' : `Abwesend: ${awayReasonLabels[reason]}`),
} as const;

/** Whole days from `from` to `to` (both included) in the proleptic calendar of ISO days. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Who is away: exactly one of employee and machine. */
export const ZAbsenceInput = z
  .object({
    employeeId: idField().nullable().default(null),
    machineId: idField().nullable().default(null),
    firstDay: ZDay,
    lastDay: ZDay,
    reason: ZAbsenceReason,
    note: optionalText(500),
  })
  .refine((absence) => (absence.employeeId === null) !== (absence.machineId === null), {
    path: ['employeeId'],
    message: boardMessages.absenceWho,
  })
  .refine((absence) => absence.firstDay <= absence.lastDay, {
    path: ['lastDay'],
    message: boardMessages.absenceLastDay,
  })
  .refine((absence) => daysBetween(absence.firstDay, absence.lastDay) <= ABSENCE_MAX_DAYS, {
    path: ['lastDay'],
    message: boardMessages.absenceTooLong,
  });
export type TAbsenceInput = z.input<typeof ZAbsenceInput>;

export const absenceReferences = { employeeId: 'employee', machineId: 'machine' } as const;

export const ZAbsence = z.object({
  id: z.string(),
  companyId: z.string(),
  employeeId: z.string().nullable(),
  machineId: z.string().nullable(),
  firstDay: z.string(),
  lastDay: z.string(),
  reason: ZAbsenceReason,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TAbsence = z.infer<typeof ZAbsence>;

/** A stretch a row is away on the board: an absence, or a machine's rental (id: the rental's). */
export type TAway = Pick<TAbsence, 'id' | 'employeeId' | 'machineId' | 'firstDay' | 'lastDay'> & {
  reason: TAwayReason;
};

/** A period of German days, both included, at most BOARD_MAX_DAYS long. */
export const boardPeriodShape = { from: ZDay, to: ZDay };
export const isBoardPeriod = ({ from, to }: { from: string; to: string }) =>
  from <= to && daysBetween(from, to) <= BOARD_MAX_DAYS;

/** An order as the board shows it on a card. */
export const ZBoardOrder = z.object({
  id: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  version: z.number().int(),
  plannedStartDateTime: z.string(),
  plannedEndDateTime: z.string().nullable(),
  employeeId: z.string().nullable(),
  machineIds: z.array(z.string()),
  customerNames: z.array(z.string()),
  serviceName: z.string().nullable(),
});
export type TBoardOrder = z.infer<typeof ZBoardOrder>;

export const ZBoardConflict = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DOUBLE_BOOKED'), orderIds: z.array(z.string()), message: z.string() }),
  z.object({
    kind: z.literal('AWAY'),
    absenceId: z.string(),
    reason: ZAwayReason,
    orderIds: z.array(z.string()),
    message: z.string(),
  }),
]);
export type TBoardConflict = z.infer<typeof ZBoardConflict>;

export const ZWorkingTimeWarning = z.object({ kind: z.string(), day: z.string(), message: z.string() });

/** One row's day: its orders, whether it is away, its conflicts; an employee's also hours and warnings. */
export const ZBoardCell = z.object({
  day: z.string(),
  orderIds: z.array(z.string()),
  absence: z.object({ id: z.string(), reason: ZAwayReason, label: z.string() }).nullable(),
  conflicts: z.array(ZBoardConflict),
  plannedHours: z.number().nullable(),
  warnings: z.array(ZWorkingTimeWarning),
});
export type TBoardCell = z.infer<typeof ZBoardCell>;

export const ZBoardRow = z.object({
  kind: z.enum(['machine', 'employee']),
  id: z.string(),
  name: z.string(),
  cells: z.array(ZBoardCell),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;

export const ZBoard = z.object({
  days: z.array(z.string()),
  /** Every order on a row of the period, by id; the cells name them. */
  orders: z.array(ZBoardOrder),
  machines: z.array(ZBoardRow),
  employees: z.array(ZBoardRow),
  /** Drafts with neither employee nor machine, any date, earliest first. */
  unplanned: z.array(ZBoardOrder),
});
export type TBoard = z.infer<typeof ZBoard>;

export const ZMoveTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('machine'), machineId: idField(), fromMachineId: idField().nullable() }),
  z.object({ kind: z.literal('employee'), employeeId: idField() }),
  z.object({ kind: z.literal('unplanned') }),
]);
export type TMoveTarget = z.infer<typeof ZMoveTarget>;

export const ZBoardMove = z.object({
  orderId: idField(),
  version: z.number().int().positive(),
  day: ZDay,
  target: ZMoveTarget,
});
export type TBoardMove = z.infer<typeof ZBoardMove>;

export const ZBoardMoveResult = z.object({
  order: ZBoardOrder,
  /** The rows the order is on now, over its days: their conflicts and warnings at once. */
  rows: z.array(ZBoardRow),
});
export type TBoardMoveResult = z.infer<typeof ZBoardMoveResult>;

/** The records a move names (schemas/references.ts); the order itself is read in the company, else 404. */
export const boardMoveReferences = { 'target.machineId': 'machine', 'target.employeeId': 'employee' } as const;
