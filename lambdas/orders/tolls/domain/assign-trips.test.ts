import { describe, expect, it } from 'vitest';
import { unassignedReasons } from '../../../../schemas/planning/toll';
import { type AssignableOrder, assignTrip, machinesByPlate, ordersByMachine } from './assign-trips';

const plates = machinesByPlate([
  { id: 'tractor', licensePlate: 'MS-LU 123' },
  { id: 'chopper', licensePlate: 'MS-LU 7' },
  { id: 'trailer', licensePlate: null },
]);

const order = (id: string, overrides: Partial<AssignableOrder>): AssignableOrder => ({
  id,
  machineIds: ['tractor'],
  customerIds: ['farmer'],
  activeTime: [],
  plannedStartDateTime: '2026-11-24T06:00:00.000Z',
  plannedEndDateTime: '2026-11-24T16:00:00.000Z',
  ...overrides,
});

const run = (id: string, start: string, end: string | null, customerId: string | null = null) => ({
  id,
  start,
  end,
  customerId,
  machineVariants: [],
});

const assign = (orders: AssignableOrder[], start: string, licensePlate = 'ms lu123') =>
  assignTrip({ licensePlate, start }, plates, ordersByMachine(orders));

describe('assigning a toll trip to an order', () => {
  it('puts the trip onto the order of the plate’s machine planned at its start, with the order’s customer', () => {
    expect(assign([order('a', {})], '2026-11-24T07:00:00.000Z')).toEqual({
      kind: 'assigned',
      orderId: 'a',
      machineId: 'tractor',
      customerId: 'farmer',
      orderRunId: null,
    });
  });

  it('reads an order without planned end as planned for its start’s German day', () => {
    const open = order('a', { plannedEndDateTime: null });
    expect(assign([open], '2026-11-24T22:59:00.000Z').kind).toBe('assigned');
    expect(assign([open], '2026-11-24T23:00:00.000Z')).toEqual({ kind: 'unassigned', reason: 'NO_ORDER' });
  });

  it('uses the runs of an order that ran, and takes the run’s customer of a multi-customer order', () => {
    const ran = order('a', {
      customerIds: ['farmer', 'neighbour'],
      activeTime: [
        run('r1', '2026-11-24T06:00:00.000Z', '2026-11-24T08:00:00.000Z', 'farmer'),
        run('r2', '2026-11-24T09:00:00.000Z', null, 'neighbour'),
      ],
    });
    expect(assign([ran], '2026-11-24T08:30:00.000Z')).toEqual({ kind: 'unassigned', reason: 'NO_ORDER' });
    expect(assign([ran], '2026-11-25T10:00:00.000Z')).toMatchObject({ customerId: 'neighbour', orderRunId: 'r2' });
    expect(assign([ran], '2026-11-24T07:00:00.000Z')).toMatchObject({ customerId: 'farmer', orderRunId: 'r1' });
  });

  it('prefers the order a run proves over one only planned; two of a kind are for the office', () => {
    const planned = order('planned', {});
    const ran = order('ran', { activeTime: [run('r', '2026-11-24T06:30:00.000Z', '2026-11-24T09:00:00.000Z')] });
    expect(assign([planned, ran], '2026-11-24T07:00:00.000Z')).toMatchObject({ orderId: 'ran', orderRunId: 'r' });
    expect(assign([planned, order('also', {})], '2026-11-24T07:00:00.000Z')).toEqual({
      kind: 'unassigned',
      reason: 'AMBIGUOUS',
    });
  });

  it('leaves trips of unknown plates and of other machines’ orders unassigned, with the German reasons', () => {
    expect(assign([order('a', {})], '2026-11-24T07:00:00.000Z', 'HH-X 1')).toEqual({
      kind: 'unassigned',
      reason: 'PLATE_UNKNOWN',
    });
    expect(assign([order('a', {})], '2026-11-24T07:00:00.000Z', 'MS-LU 7').kind).toBe('unassigned');
    expect(Object.values(unassignedReasons)).toEqual([
      'Kennzeichen keiner Maschine zugeordnet',
      'Kein Auftrag zu dieser Zeit',
      'Mehrere Aufträge möglich',
    ]);
  });
});
