import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../schemas/errors';
import { type TOrder, ZOrderInput } from '../../../../schemas/orders/order';
import type { TBoardMove } from '../../../../schemas/planning/board';
import { noUnitMembers } from '../../domain/operating-unit-membership';
import { newOrder } from '../../domain/order';
import { boardOrderOf, movedAssignment, moveOrder, shiftedToDay } from './move';

const now = new Date('2026-11-24T06:00:00.000Z');
const single = { enableMultiCustomerOrders: false };
const fendtSnapshot = { id: 'fendt', name: 'Fendt 942', variants: [], hasOperatingHours: true, workingWidthM: null };
const claasSnapshot = {
  id: 'claas',
  name: 'Claas Jaguar',
  variants: [],
  hasOperatingHours: false,
  workingWidthM: null,
};
const draft = (overrides: Partial<TOrder> = {}): TOrder => ({
  ...newOrder(
    ZOrderInput.parse({
      name: 'Grubbern Osterfeld',
      serviceId: 'grubbern',
      machineIds: ['fendt'],
      customerIds: ['thomsen'],
      // 07:30 to 16:15 German time (winter).
      plannedStartDateTime: '2026-11-24T06:30:00Z',
      plannedEndDateTime: '2026-11-24T15:15:00Z',
    }),
    single,
    {
      id: 'o1',
      companyId: 'c1',
      now,
      snapshots: { service: null, machines: [fendtSnapshot] },
      members: noUnitMembers,
    },
  ),
  ...overrides,
});
const move = (order: TOrder, target: TBoardMove['target'], day = '2026-11-26', machines = [fendtSnapshot]) =>
  moveOrder(order, { version: order.version, day, target }, single, {
    now,
    members: noUnitMembers,
    snapshot: 'kept',
    machineSnapshots: machines,
  });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
};

describe('moves on the disposition board (issue 15 point 1)', () => {
  it('moves to another day keeping the German time of day and the duration, over the DST change', () => {
    // Friday 23 Oct 2026 07:30–16:15 summer time (05:30Z) to Monday 26 Oct, winter time (06:30Z).
    const summer = { plannedStartDateTime: '2026-10-23T05:30:00.000Z', plannedEndDateTime: '2026-10-23T14:15:00.000Z' };
    expect(shiftedToDay(summer, '2026-10-26')).toEqual({
      plannedStartDateTime: '2026-10-26T06:30:00.000Z',
      plannedEndDateTime: '2026-10-26T15:15:00.000Z',
    });
    expect(shiftedToDay({ ...summer, plannedEndDateTime: null }, '2026-10-26').plannedEndDateTime).toBeNull();
  });

  it('swaps the machine it came from for the target machine, or adds it, and retakes the snapshots', () => {
    const order = draft({ machineIds: ['fendt', 'deutz'] });
    expect(movedAssignment(order, { kind: 'machine', machineId: 'claas', fromMachineId: 'fendt' }).machineIds).toEqual([
      'claas',
      'deutz',
    ]);
    expect(movedAssignment(order, { kind: 'machine', machineId: 'claas', fromMachineId: null }).machineIds).toEqual([
      'fendt',
      'deutz',
      'claas',
    ]);
    // The same machine twice stays once.
    expect(movedAssignment(order, { kind: 'machine', machineId: 'deutz', fromMachineId: 'fendt' }).machineIds).toEqual([
      'deutz',
    ]);
    const moved = move(draft(), { kind: 'machine', machineId: 'claas', fromMachineId: 'fendt' }, '2026-11-26', [
      claasSnapshot,
    ]);
    expect(moved).toMatchObject({
      machineIds: ['claas'],
      machineSnapshots: [claasSnapshot],
      status: 'DRAFT',
      version: 2,
      plannedStartDateTime: '2026-11-26T06:30:00.000Z',
      plannedEndDateTime: '2026-11-26T15:15:00.000Z',
      updatedAt: now.toISOString(),
    });
  });

  it('assigns on an employee target like the assign endpoint, and refuses a started order with 409', () => {
    expect(move(draft(), { kind: 'employee', employeeId: 'tim' })).toMatchObject({
      employeeId: 'tim',
      status: 'ASSIGNED',
      machineIds: ['fendt'],
    });
    const started = draft({ status: 'IN_PROGRESS', employeeId: 'tim' });
    expect(codeOf(() => move(started, { kind: 'employee', employeeId: 'hauke' }))).toBe('LW_409_34_0001');
    // A started order may still move on its machine row (the plan is changeable until billed).
    expect(codeOf(() => move(started, { kind: 'machine', machineId: 'fendt', fromMachineId: 'fendt' }))).toBe('none');
    expect(
      codeOf(() => move(draft({ status: 'BILLED' }), { kind: 'machine', machineId: 'fendt', fromMachineId: null })),
    ).toBe('LW_409_34_0003');
  });

  it('takes employee and machines off for the unplanned list, only of planned orders', () => {
    const assigned = draft({ status: 'ASSIGNED', employeeId: 'tim' });
    expect(move(assigned, { kind: 'unplanned' }, '2026-11-26', [])).toMatchObject({
      status: 'DRAFT',
      employeeId: null,
      machineIds: [],
      machineSnapshots: [],
    });
    expect(codeOf(() => move(draft({ status: 'DONE', employeeId: 'tim' }), { kind: 'unplanned' }))).toBe(
      'LW_409_34_0002',
    );
  });

  it('refuses a stale version with 409 and a move that breaks the order rules at the field', () => {
    const order = draft();
    expect(
      codeOf(() =>
        moveOrder(order, { version: 7, day: '2026-11-26', target: { kind: 'unplanned' } }, single, {
          now,
          members: noUnitMembers,
          snapshot: 'kept',
          machineSnapshots: [],
        }),
      ),
    ).toBe('LW_409_00_0001');
    // An assigned order without a service breaks §5: the issue names the field.
    expect(codeOf(() => move(draft({ serviceId: null }), { kind: 'employee', employeeId: 'tim' }))).toBe(
      'LW_400_01_0001',
    );
  });

  it('makes a card of the order with its customer names and service', () => {
    const card = boardOrderOf(draft({ customerIds: ['thomsen', 'gone'] }), new Map([['thomsen', 'Hof Thomsen']]));
    expect(card).toMatchObject({ id: 'o1', customerNames: ['Hof Thomsen'], serviceName: null, machineIds: ['fendt'] });
  });
});
