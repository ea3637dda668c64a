import { describe, expect, it } from 'vitest';
import { ZRefuelInput } from '../../../../schemas/api/refuels';
import { type TOrder, ZOrderInput } from '../../../../schemas/orders/order';
import { refusalOf } from '../../../../schemas/refusal-of.test-kit';
import { noUnitMembers } from '../../domain/operating-unit-membership';
import { newOrder } from '../../domain/order';
import { addRefuel, refuelsOfMachine, removeRefuel } from './refuels';

const NOW = new Date('2026-04-15T08:00:00.000Z');
const order: TOrder = {
  ...newOrder(
    {
      ...ZOrderInput.parse({ name: 'Gülle fahren', plannedStartDateTime: '2026-04-14T05:00:00Z' }),
      machineIds: ['tractor'],
      customerIds: ['farmer', 'neighbour'],
    },
    { enableMultiCustomerOrders: true },
    { id: 'o', companyId: 'c', now: NOW, snapshots: { service: null, machines: [] }, members: noUnitMembers },
  ),
  activeTime: [
    { id: 'run', start: '2026-04-14T06:00:00.000Z', end: null, customerId: 'neighbour', machineVariants: [] },
  ],
};
const input = (overrides: Record<string, unknown> = {}) =>
  ZRefuelInput.parse({
    version: 1,
    machineId: 'tractor',
    timestamp: '2026-04-14T09:00:00Z',
    liters: '80',
    ...overrides,
  });

describe('refuels on an order', () => {
  it('takes the customer and run of the moment, and is read per machine and period', () => {
    const changed = addRefuel(order, input(), 'r1', NOW);
    expect(changed.version).toBe(2);
    expect(changed.refuels).toEqual([
      expect.objectContaining({ id: 'r1', customerId: 'neighbour', orderRunId: 'run' }),
    ]);
    const april = { from: '2026-04-01T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' };
    expect(refuelsOfMachine([changed], 'tractor', april).map((refuel) => refuel.orderName)).toEqual(['Gülle fahren']);
    expect(refuelsOfMachine([changed], 'other', april)).toEqual([]);
    expect(removeRefuel(changed, 'r1', 2, NOW).refuels).toEqual([]);
  });

  it('refuses another machine, another customer, an old version and a billed order', () => {
    const code = (work: () => unknown) => refusalOf(work).code;
    expect(code(() => addRefuel(order, input({ machineId: 'other' }), 'r', NOW))).toBe('LW_400_01_0001');
    expect(code(() => addRefuel(order, input({ customerId: 'stranger' }), 'r', NOW))).toBe('LW_400_01_0001');
    expect(code(() => addRefuel(order, input({ version: 7 }), 'r', NOW))).toBe('LW_409_00_0001');
    expect(code(() => addRefuel({ ...order, status: 'BILLED' }, input(), 'r', NOW))).toBe('LW_400_01_0001');
    expect(code(() => removeRefuel(order, 'missing', 1, NOW))).toBe('LW_400_01_0001');
  });
});
