import { describe, expect, it } from 'vitest';
import type { TAbsence, TBoardOrder } from '../../../../schemas/planning/board';
import { awayOfRental, boardOf, daysOf, orderDays } from './board';

const order = (id: string, start: string, end: string | null, overrides: Partial<TBoardOrder> = {}): TBoardOrder => ({
  id,
  name: `Auftrag ${id}`,
  status: 'ASSIGNED',
  version: 1,
  plannedStartDateTime: start,
  plannedEndDateTime: end,
  employeeId: null,
  machineIds: [],
  customerNames: ['Thomsen'],
  serviceName: 'Grubbern',
  ...overrides,
});
const absence = (id: string, overrides: Partial<TAbsence>): TAbsence => ({
  id,
  companyId: 'c',
  employeeId: null,
  machineId: null,
  firstDay: '2026-11-24',
  lastDay: '2026-11-24',
  reason: 'URLAUB',
  note: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const FENDT = { id: 'fendt', name: 'Fendt 942', archived: false };
const CLAAS = { id: 'claas', name: 'Claas Jaguar', archived: false };
const OLD = { id: 'old', name: 'Alter Deutz', archived: true };
const TIM = { id: 'tim', name: 'Tim Brandt', archived: false };
const WEEK = { from: '2026-11-23', to: '2026-11-29' };
const cellOf = (board: ReturnType<typeof boardOf>, kind: 'machines' | 'employees', id: string, day: string) =>
  board[kind].find((row) => row.id === id)?.cells.find((cell) => cell.day === day);

describe('boardOf (the disposition board, issue 15 point 1)', () => {
  it('has the days of the period and a row per active machine and employee, by name', () => {
    const board = boardOf([], [], [FENDT, OLD, CLAAS], [TIM], WEEK);
    expect(board.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(board.machines.map((row) => row.id)).toEqual(['claas', 'fendt']);
    expect(board.employees.map((row) => row.name)).toEqual(['Tim Brandt']);
    expect(board.machines[0]?.cells).toHaveLength(7);
  });

  it('shows an order on every German day from planned start to end (Europe/Berlin, not UTC)', () => {
    // 23:30 UTC on the 23rd is already the 24th in Germany; it runs into the 26th.
    const night = order('n', '2026-11-23T23:30:00.000Z', '2026-11-26T10:00:00.000Z', { machineIds: ['fendt'] });
    expect(orderDays(night)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    const board = boardOf([night], [], [FENDT], [], WEEK);
    const days = board.machines[0]?.cells.filter((cell) => cell.orderIds.includes('n')).map((cell) => cell.day);
    expect(days).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    // An end at German midnight does not reach into the next day.
    expect(orderDays(order('m', '2026-11-24T17:00:00.000Z', '2026-11-24T23:00:00.000Z'))).toEqual(['2026-11-24']);
  });

  it('counts German days over the DST change (the last Sunday of October has 25 hours)', () => {
    const dst = { from: '2026-10-24', to: '2026-10-27' };
    expect(daysOf(dst)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    // German midnight to midnight of the 25th: 22:00Z (summer time) to 23:00Z (winter time) = 25 hours.
    const sunday = order('s', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', { employeeId: 'tim' });
    const board = boardOf([sunday], [], [], [TIM], dst);
    expect(orderDays(sunday)).toEqual(['2026-10-25']);
    expect(cellOf(board, 'employees', 'tim', '2026-10-25')).toMatchObject({ orderIds: ['s'], plannedHours: 25 });
    expect(cellOf(board, 'employees', 'tim', '2026-10-26')).toMatchObject({ orderIds: [], plannedHours: 0 });
  });

  it('marks two orders of a row that overlap in time as double booked, not those one after the other', () => {
    const a = order('a', '2026-11-24T06:00:00.000Z', '2026-11-24T10:00:00.000Z', { machineIds: ['fendt'] });
    const b = order('b', '2026-11-24T09:00:00.000Z', '2026-11-24T12:00:00.000Z', { machineIds: ['fendt', 'claas'] });
    const c = order('c', '2026-11-24T12:00:00.000Z', '2026-11-24T14:00:00.000Z', { machineIds: ['claas'] });
    const board = boardOf([a, b, c], [], [FENDT, CLAAS], [], WEEK);
    expect(cellOf(board, 'machines', 'fendt', '2026-11-24')?.conflicts).toEqual([
      { kind: 'DOUBLE_BOOKED', orderIds: ['a', 'b'], message: 'Doppelt belegt' },
    ]);
    expect(cellOf(board, 'machines', 'claas', '2026-11-24')?.conflicts).toEqual([]);
  });

  it('marks a row away on the days of its absence, and as a conflict where an order is planned', () => {
    const planned = order('p', '2026-11-25T07:00:00.000Z', '2026-11-25T15:00:00.000Z', { employeeId: 'tim' });
    const away = absence('u', { employeeId: 'tim', firstDay: '2026-11-24', lastDay: '2026-11-25' });
    const board = boardOf([planned], [away], [FENDT], [TIM], WEEK);
    expect(cellOf(board, 'employees', 'tim', '2026-11-24')).toMatchObject({
      absence: { id: 'u', reason: 'URLAUB', label: 'Urlaub' },
      conflicts: [],
    });
    expect(cellOf(board, 'employees', 'tim', '2026-11-25')?.conflicts).toEqual([
      { kind: 'AWAY', absenceId: 'u', reason: 'URLAUB', orderIds: ['p'], message: 'Abwesend: Urlaub' },
    ]);
    expect(cellOf(board, 'employees', 'tim', '2026-11-26')?.absence).toBeNull();
    // A machine's absence is the machine's, not the person's.
    expect(cellOf(board, 'machines', 'fendt', '2026-11-24')?.absence).toBeNull();
  });

  it('shows a rented machine away from the German day the rental starts to the day it ends', () => {
    // 24.11. 07:00 to 27.11. 00:00 German time: the machine is out on the 24th, 25th and 26th.
    const rental = awayOfRental({
      rentalId: 'r',
      number: 'MV-2026-0001',
      machineId: 'fendt',
      customerId: 'k',
      start: '2026-11-24T06:00:00.000Z',
      end: '2026-11-26T23:00:00.000Z',
      status: 'OUT',
    });
    expect(rental).toEqual({
      id: 'r',
      employeeId: null,
      machineId: 'fendt',
      firstDay: '2026-11-24',
      lastDay: '2026-11-26',
      reason: 'VERMIETET',
    });
    const planned = order('p', '2026-11-26T07:00:00.000Z', '2026-11-26T15:00:00.000Z', { machineIds: ['fendt'] });
    const board = boardOf([planned], [rental], [FENDT], [TIM], WEEK);
    expect(cellOf(board, 'machines', 'fendt', '2026-11-24')?.absence).toEqual({
      id: 'r',
      reason: 'VERMIETET',
      label: 'Vermietet',
    });
    expect(cellOf(board, 'machines', 'fendt', '2026-11-26')?.conflicts).toEqual([
      { kind: 'AWAY', absenceId: 'r', reason: 'VERMIETET', orderIds: ['p'], message: 'Vermietet' },
    ]);
    expect(cellOf(board, 'machines', 'fendt', '2026-11-27')?.absence).toBeNull();
  });

  it('puts the planned hours and the kernel working-time warnings on the employee day', () => {
    const long = order('l', '2026-11-24T05:00:00.000Z', '2026-11-24T17:00:00.000Z', { employeeId: 'tim' });
    const early = order('e', '2026-11-25T02:00:00.000Z', '2026-11-25T06:00:00.000Z', { employeeId: 'tim' });
    const board = boardOf([long, early], [], [], [TIM], WEEK);
    expect(cellOf(board, 'employees', 'tim', '2026-11-24')).toMatchObject({
      plannedHours: 12,
      warnings: [
        {
          kind: 'DAY_OVER_10_HOURS',
          day: '2026-11-24',
          message: '12 h Arbeit am 24.11.2026 geplant (höchstens 10 h).',
        },
      ],
    });
    expect(cellOf(board, 'employees', 'tim', '2026-11-25')?.warnings).toEqual([
      {
        kind: 'REST_UNDER_11_HOURS',
        day: '2026-11-25',
        message: 'Nur 9 h Ruhezeit vor dem 25.11.2026 (mindestens 11 h).',
      },
    ]);
    expect(board.machines).toEqual([]);
  });

  it('lists drafts without employee and machine as unplanned, any date, earliest first', () => {
    const later = order('later', '2027-03-01T07:00:00.000Z', null, { status: 'DRAFT' });
    const earlier = order('earlier', '2026-01-10T07:00:00.000Z', null, { status: 'DRAFT' });
    const onMachine = order('m', '2026-11-24T07:00:00.000Z', null, { status: 'DRAFT', machineIds: ['fendt'] });
    const assigned = order('a', '2026-11-24T08:00:00.000Z', null, { employeeId: 'tim' });
    const inWeek = order('w', '2026-11-25T07:00:00.000Z', null, { status: 'DRAFT' });
    const board = boardOf([later, onMachine, assigned, earlier, inWeek], [], [FENDT], [TIM], WEEK);
    expect(board.unplanned.map((card) => card.id)).toEqual(['earlier', 'w', 'later']);
    // Only orders on a row in the period are the board's orders.
    expect(board.orders.map((card) => card.id)).toEqual(['m', 'a']);
  });
});
