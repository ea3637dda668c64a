import { describe, expect, it } from 'vitest';
import { countOverdue } from '../../../schemas/work/own-orders';
import { type StoredOrder, toOwnOrders } from './own-orders';

const order = (orderId: string, plannedStartDateTime: string, extra: Partial<StoredOrder> = {}): StoredOrder => ({
  orderId,
  name: `Auftrag ${orderId}`,
  status: 'ASSIGNED',
  employeeId: 'e1',
  plannedStartDateTime,
  ...extra,
});

describe('own orders (Meine Aufträge)', () => {
  const customers = new Map([['c1', { id: 'c1', name: 'Hof Thomsen', city: 'Husum' }]]);

  it('lists assigned, unstarted orders by planned start with names resolved', () => {
    const items = toOwnOrders(
      [
        order('b', '2026-11-22T06:00:00.000Z', {
          customerIds: ['c1', 'weg'],
          serviceSnapshot: { name: 'Mähen' },
          machineSnapshots: [{ id: 'm1', name: 'Fendt 942' }],
        }),
        order('a', '2026-11-20T06:00:00.000Z'),
        order('c', '2026-11-19T06:00:00.000Z', { status: 'DONE' }),
      ],
      customers,
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(items[1]).toMatchObject({
      serviceName: 'Mähen',
      machineNames: ['Fendt 942'],
      customers: [
        { id: 'c1', name: 'Hof Thomsen', city: 'Husum' },
        { id: 'weg', name: 'Unbekannter Kunde', city: null },
      ],
    });
  });

  it('also lists the orders in progress, so a driver resumes an interrupted one', () => {
    const items = toOwnOrders(
      [
        order('running', '2026-11-21T06:00:00.000Z', { status: 'IN_PROGRESS' }),
        order('next', '2026-11-22T06:00:00.000Z'),
        order('billed', '2026-11-18T06:00:00.000Z', { status: 'BILLED' }),
        order('draft', '2026-11-19T06:00:00.000Z', { status: 'DRAFT' }),
      ],
      customers,
    );
    expect(items.map((item) => [item.id, item.status])).toEqual([
      ['running', 'IN_PROGRESS'],
      ['next', 'ASSIGNED'],
    ]);
  });

  it('counts the orders whose planned start is already past (the menu badge)', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const items = [
      { plannedStartDateTime: '2026-11-21T09:59:00.000Z' },
      { plannedStartDateTime: '2026-11-21T10:00:00.000Z' },
      { plannedStartDateTime: '2026-11-22T06:00:00.000Z' },
      { plannedStartDateTime: null },
    ];
    expect(countOverdue(items, now)).toBe(1);
  });
});
