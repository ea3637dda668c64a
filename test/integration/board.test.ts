import { describe, expect, it } from 'vitest';
import { dynamoOrderStore } from '../../lambdas/orders/order-store';
import type { TOrder } from '../../schemas/orders/order';
import type { TAbsence, TBoard, TBoardMoveResult } from '../../schemas/planning/board';
import { api } from '../support/api-client';
import { withTable } from '../support/running-order';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ demo: true });
/** Another company, for the tenancy checks. */
const otherTenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };

const HANSEN_ID = tenant.login('OWNER').companyId;
const HAUKE = 'demo-employee-hauke-feddersen';
const NILS = 'demo-employee-nils-christiansen';
const THOMSEN = 'demo-customer-10001';
const FENDT = 'demo-machine-fendt-942';
const JAGUAR = 'demo-machine-jaguar-960';
/** Days of their own far ahead (others each run), so the board holds only this run's orders. */
const dayAhead = (days: number) => new Date(Date.UTC(2033, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const offset = Math.floor(Math.random() * 3000) * 3;
const DAY = dayAhead(offset);
const NEXT_DAY = dayAhead(offset + 1);
const plan = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  serviceId: 'demo-service-grubbern',
  plannedStartDateTime: `${DAY}T06:00:00Z`,
  plannedEndDateTime: `${DAY}T10:00:00Z`,
  customerIds: [THOMSEN],
  machineIds: [FENDT],
  ...overrides,
});
const cellOf = (board: TBoard, rows: 'machines' | 'employees', id: string, day: string) =>
  board[rows].find((row) => row.id === id)?.cells.find((cell) => cell.day === day);

describe('the disposition board over HTTP (issue 15 point 1)', () => {
  it('shows the orders per machine and employee row and day, with double bookings, absences and unplanned drafts', async () => {
    const planner = await tenant.token('PLANNER');
    const create = async (body: Record<string, unknown>) => {
      const created = await api<TOrder>('POST', '/orders/orders', { token: planner, body });
      expect(created.status).toBe(201);
      return created.body;
    };
    const first = await create(plan('Grubbern Osterfeld', { employeeId: HAUKE }));
    const second = await create(plan('Pflügen Koppel', { plannedStartDateTime: `${DAY}T09:00:00Z` }));
    const unplanned = await create(plan('Kalk streuen', { machineIds: [] }));
    const away = await api<TAbsence>('POST', '/orders/absences', {
      token: planner,
      body: { employeeId: HAUKE, firstDay: DAY, lastDay: DAY, reason: 'KRANK' },
    });
    expect(away.status).toBe(201);

    const answer = await api<TBoard>('GET', `/orders/board?from=${DAY}&to=${NEXT_DAY}`, { token: planner });
    expect(answer.status).toBe(200);
    const board = answer.body;
    expect(board.days).toEqual([DAY, NEXT_DAY]);
    expect(board.orders.map((order) => order.id).sort()).toEqual([first.id, second.id].sort());
    expect(board.orders.find((order) => order.id === first.id)).toMatchObject({
      name: 'Grubbern Osterfeld',
      customerNames: [expect.any(String)],
      serviceName: 'Grubbern',
      machineIds: [FENDT],
      employeeId: HAUKE,
    });
    expect(cellOf(board, 'machines', FENDT, DAY)).toMatchObject({
      orderIds: [first.id, second.id],
      conflicts: [{ kind: 'DOUBLE_BOOKED', orderIds: [first.id, second.id], message: 'Doppelt belegt' }],
    });
    expect(cellOf(board, 'machines', FENDT, NEXT_DAY)).toMatchObject({ orderIds: [], conflicts: [] });
    expect(cellOf(board, 'employees', HAUKE, DAY)).toMatchObject({
      orderIds: [first.id],
      plannedHours: 4,
      absence: { id: away.body.id, reason: 'KRANK', label: 'Krank' },
      conflicts: [{ kind: 'AWAY', orderIds: [first.id], message: 'Abwesend: Krank' }],
    });
    expect(board.unplanned.map((order) => order.id)).toContain(unplanned.id);
    expect(board.unplanned.map((order) => order.id)).not.toContain(second.id);

    // A period longer than 31 days, or backwards, is refused at the field.
    const tooLong = await api<ApiError>('GET', `/orders/board?from=${DAY}&to=${dayAhead(offset + 31)}`, {
      token: planner,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: 'to', message: 'Bitte wähle höchstens 31 Tage.' }]);
  });

  it('moves an unplanned draft onto a machine and day, keeping its time; a stale version is 409 and changes nothing', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan('Mist fahren', {
        machineIds: [],
        plannedStartDateTime: `${DAY}T13:15:00Z`,
        plannedEndDateTime: `${DAY}T15:45:00Z`,
      }),
    });
    const move = (version: number, day: string) =>
      api<TBoardMoveResult & ApiError>('POST', '/orders/board/moves', {
        token: planner,
        body: {
          orderId: created.body.id,
          version,
          day,
          target: { kind: 'machine', machineId: JAGUAR, fromMachineId: null },
        },
      });
    const moved = await move(1, NEXT_DAY);
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({
      id: created.body.id,
      version: 2,
      machineIds: [JAGUAR],
      plannedStartDateTime: `${NEXT_DAY}T13:15:00.000Z`,
      plannedEndDateTime: `${NEXT_DAY}T15:45:00.000Z`,
    });
    expect(moved.body.rows).toEqual([
      expect.objectContaining({ kind: 'machine', id: JAGUAR, cells: [expect.objectContaining({ day: NEXT_DAY })] }),
    ]);
    const stored = await api<TOrder>('GET', `/orders/orders/${created.body.id}`, { token: planner });
    expect(stored.body.machineSnapshots.map((snapshot) => snapshot.id)).toEqual([JAGUAR]);

    const stale = await move(1, DAY);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LW_409_00_0001');
    expect((await api<TOrder>('GET', `/orders/orders/${created.body.id}`, { token: planner })).body).toEqual(
      stored.body,
    );
  });

  it('assigns on an employee row, and refuses a started order there with the order message', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TOrder>('POST', '/orders/orders', { token: planner, body: plan('Grubbern Nord') });
    const toEmployee = (version: number, employeeId: string) =>
      api<TBoardMoveResult & ApiError>('POST', '/orders/board/moves', {
        token: planner,
        body: { orderId: created.body.id, version, day: DAY, target: { kind: 'employee', employeeId } },
      });
    const assigned = await toEmployee(1, NILS);
    expect(assigned.status).toBe(200);
    expect(assigned.body.order).toMatchObject({ status: 'ASSIGNED', employeeId: NILS, version: 2 });
    expect(assigned.body.rows.map((row) => row.id)).toEqual([FENDT, NILS]);

    // The driver started it (as the start leaves the order): no other person takes it over from the board.
    const started = await withTable(async () => {
      const orders = dynamoOrderStore();
      const existing = await orders.get(HANSEN_ID, created.body.id);
      if (!existing) throw new Error('order not stored');
      const running: TOrder = { ...existing, status: 'IN_PROGRESS', version: existing.version + 1 };
      await orders.save(running, existing);
      return running;
    });
    const refused = await toEmployee(started.version, HAUKE);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'LW_409_34_0001',
      message: 'Dieser Auftrag ist schon begonnen und kann nicht mehr zugewiesen werden.',
    });
    const unchanged = await api<TOrder>('GET', `/orders/orders/${created.body.id}`, { token: planner });
    expect(unchanged.body).toMatchObject({ status: 'IN_PROGRESS', employeeId: NILS, version: started.version });
  });

  it('shows a machine rented to a customer as away (Vermietet) on the days of its rental', async () => {
    const planner = await tenant.token('PLANNER');
    // A machine of this run only: its rentals are this test's alone.
    const machine = await api<{ id: string }>('POST', '/masterdata/machines', {
      token: planner,
      body: { name: `Mietschlepper ${offset}` },
    });
    expect(machine.status).toBe(201);
    const rented = await api<{ id: string }>('POST', '/orders/rentals', {
      token: planner,
      body: {
        machineId: machine.body.id,
        customerId: THOMSEN,
        start: `${DAY}T05:00:00.000Z`,
        end: `${DAY}T17:00:00.000Z`,
        priceBasis: 'DAY',
        pricePerUnit: '250',
      },
    });
    expect(rented.status).toBe(201);
    const planned = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: plan('Mais legen', { machineIds: [machine.body.id] }),
    });
    expect(planned.status).toBe(201);

    const answer = await api<TBoard>('GET', `/orders/board?from=${DAY}&to=${NEXT_DAY}`, { token: planner });
    expect(answer.status).toBe(200);
    expect(cellOf(answer.body, 'machines', machine.body.id, DAY)).toMatchObject({
      absence: { id: rented.body.id, reason: 'VERMIETET', label: 'Vermietet' },
      conflicts: [{ kind: 'AWAY', reason: 'VERMIETET', orderIds: [planned.body.id], message: 'Vermietet' }],
    });
    expect(cellOf(answer.body, 'machines', machine.body.id, NEXT_DAY)?.absence).toBeNull();
  });

  it('creates, lists by period and removes absences; the form is checked at its fields', async () => {
    const planner = await tenant.token('PLANNER');
    const created = await api<TAbsence>('POST', '/orders/absences', {
      token: planner,
      body: { machineId: JAGUAR, firstDay: DAY, lastDay: dayAhead(offset + 2), reason: 'WERKSTATT', note: 'Kupplung' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ machineId: JAGUAR, employeeId: null, reason: 'WERKSTATT', note: 'Kupplung' });
    const list = async (from: string, to: string) =>
      (await api<{ items: TAbsence[] }>('GET', `/orders/absences?from=${from}&to=${to}`, { token: planner })).body.items
        .map((absence) => absence.id)
        .includes(created.body.id);
    // Overlapping the period: it began before it, or begins in it.
    expect(await list(NEXT_DAY, NEXT_DAY)).toBe(true);
    expect(await list(dayAhead(offset - 3), dayAhead(offset - 1))).toBe(false);
    expect(await list(dayAhead(offset + 3), dayAhead(offset + 5))).toBe(false);

    const invalid = await api<ApiError>('POST', '/orders/absences', {
      token: planner,
      body: { employeeId: HAUKE, machineId: JAGUAR, firstDay: NEXT_DAY, lastDay: DAY, reason: 'URLAUB' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([
      { path: 'employeeId', message: 'Bitte wähle einen Mitarbeiter oder eine Maschine aus.' },
      { path: 'lastDay', message: 'Der letzte Tag darf nicht vor dem ersten liegen.' },
    ]);
    const unknown = await api<ApiError>('POST', '/orders/absences', {
      token: planner,
      body: { employeeId: 'no-such-employee', firstDay: DAY, lastDay: DAY, reason: 'URLAUB' },
    });
    expect(unknown.status).toBe(400);

    expect((await api('DELETE', `/orders/absences/${created.body.id}`, { token: planner })).status).toBe(200);
    expect(await list(NEXT_DAY, NEXT_DAY)).toBe(false);
    const again = await api<ApiError>('DELETE', `/orders/absences/${created.body.id}`, { token: planner });
    expect(again.status).toBe(404);
  });

  it('shows another company nothing of this one: its board is its own, our records are refused', async () => {
    const planner = await tenant.token('PLANNER');
    const neighbour = await otherTenant.token('OWNER');
    const order = await api<TOrder>('POST', '/orders/orders', { token: planner, body: plan('Grubbern Süd') });
    const absence = await api<TAbsence>('POST', '/orders/absences', {
      token: planner,
      body: { employeeId: HAUKE, firstDay: DAY, lastDay: DAY, reason: 'SCHULE' },
    });
    const own = await api<TBoard>('GET', `/orders/board?from=${DAY}&to=${DAY}`, { token: neighbour });
    expect(own.status).toBe(200);
    expect(own.body.orders).toEqual([]);
    expect(own.body.machines.map((row) => row.id)).not.toContain(FENDT);
    expect(own.body.unplanned.map((card) => card.id)).not.toContain(order.body.id);
    const named = await api('GET', `/orders/board?companyId=${HANSEN_ID}&from=${DAY}&to=${DAY}`, { token: neighbour });
    expect(named.status).toBe(403);
    const move = await api('POST', '/orders/board/moves', {
      token: neighbour,
      body: { orderId: order.body.id, version: 1, day: DAY, target: { kind: 'unplanned' } },
    });
    expect(move.status).toBe(404);
    expect((await api('DELETE', `/orders/absences/${absence.body.id}`, { token: neighbour })).status).toBe(404);
    const absences = await api<{ items: TAbsence[] }>('GET', `/orders/absences?from=${DAY}&to=${DAY}`, {
      token: neighbour,
    });
    expect(absences.body.items).toEqual([]);
    // Nothing of ours changed.
    expect((await api<TOrder>('GET', `/orders/orders/${order.body.id}`, { token: planner })).body.version).toBe(1);
  });
});
