import { describe, expect, it } from 'vitest';
import { type TOrder, ZOrderInput } from '../../../../schemas/orders/order';
import { ORDER_PART_LIST_MAX } from '../../../../schemas/orders/order-parts';
import type { TTollTrip } from '../../../../schemas/planning/toll';
import { noUnitMembers } from '../../domain/operating-unit-membership';
import { newOrder } from '../../domain/order';
import type { TripAssignment } from './assign-trips';
import { importCounts, sortTrips, tollRecordOf, withTollRecords } from './toll-records';

const trip = (tripId: string, amount = '1.5'): TTollTrip => ({
  tripId,
  licensePlate: 'MS-LU 1',
  start: `2026-11-24T07:0${tripId.length % 10}:00.000Z`,
  end: null,
  amount,
  distanceKm: null,
  route: '',
  line: 2,
});
const onOrder = { kind: 'assigned', orderId: 'o', machineId: 'm', customerId: 'c', orderRunId: null } as const;
const record = (tripId: string) => tollRecordOf({ trip: trip(tripId), assignment: onOrder }, `id-${tripId}`);
const plan = ZOrderInput.parse({ name: 'Gülle fahren', plannedStartDateTime: '2026-11-24T06:00:00Z' });
const order = (tollRecords: TOrder['tollRecords']): TOrder => ({
  ...newOrder(
    plan,
    { enableMultiCustomerOrders: false },
    {
      id: 'o',
      companyId: 'c',
      now: new Date('2026-11-01T00:00:00.000Z'),
      snapshots: { service: null, machines: [] },
      members: noUnitMembers,
    },
  ),
  version: 3,
  tollRecords,
});
const NOW = new Date('2026-11-25T08:00:00.000Z');

describe('toll records on orders', () => {
  it('adds the trips an order lacks, once, and bumps its version; none new: no write', () => {
    const changed = withTollRecords(order([record('a')]), [record('a'), record('b'), record('b')], NOW);
    expect(changed?.tollRecords.map((held) => held.tripId)).toEqual(['a', 'b']);
    expect(changed).toMatchObject({ version: 4, updatedAt: NOW.toISOString() });
    expect(withTollRecords(order([record('a')]), [record('a')], NOW)).toBeUndefined();
  });

  it('refuses more toll records than an order holds', () => {
    const full = Array.from({ length: ORDER_PART_LIST_MAX }, (_, index) => record(`t${index}`));
    expect(() => withTollRecords(order(full), [record('one-more')], NOW)).toThrow(
      expect.objectContaining({ code: 'LW_409_37_0001' }),
    );
  });

  it('counts trips already on orders and repeated in the file as duplicates, and sums every readable trip', () => {
    const assign = (candidate: TTollTrip): TripAssignment =>
      candidate.tripId === 'open' ? { kind: 'unassigned', reason: 'NO_ORDER' } : onOrder;
    const trips = [trip('held', '2.10'), trip('new', '3.20'), trip('new', '3.20'), trip('open', '0.05')];
    const sorted = sortTrips(trips, new Set(['held']), assign);
    expect(sorted.assigned.map((entry) => entry.trip.tripId)).toEqual(['new']);
    expect(sorted.unassigned).toEqual([{ ...trip('open', '0.05'), reason: 'NO_ORDER' }]);
    expect(importCounts(trips, [{ line: 9, reason: 'x' }], { ...sorted, assigned: 1 })).toEqual({
      rows: 5,
      assigned: 1,
      unassigned: 1,
      duplicates: 2,
      unreadable: 1,
      totalAmount: '8.55',
    });
  });
});
