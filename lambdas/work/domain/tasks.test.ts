import { describe, expect, it } from 'vitest';
import { ZTaskDetails } from '../../../schemas/api/work';
import { ZOrder } from '../../../schemas/orders/order';
import type { StoredOrder } from './own-orders';
import { isTaskOf, toTaskDetails, toTasks } from './tasks';

const listed = (orderId: string, plannedStartDateTime: string, status: StoredOrder['status']): StoredOrder => ({
  orderId,
  name: `Auftrag ${orderId}`,
  status,
  employeeId: 'tim',
  plannedStartDateTime,
});

const at = (time: string) => `2026-11-20T${time}:00.000Z`;

/** A started and stopped order of Tim's: one run, an amount with prices, a task record, two counters. */
const order = (extra: Record<string, unknown> = {}) =>
  ZOrder.parse({
    id: 'o1',
    companyId: 'c',
    name: 'Gülle Thomsen',
    status: 'DONE',
    shelf: 'ACTIVE',
    employeeId: 'tim',
    serviceId: 's1',
    serviceSnapshot: {
      id: 's1',
      name: 'Gülle ausbringen',
      priceBlocks: [{ id: 'pb1', name: 'Fuhren', basis: 'LOADS', price: '12.50' }],
    },
    customerIds: ['k1', 'gone'],
    machineIds: ['m1'],
    machineSnapshots: [{ id: 'm1', name: 'Holmer Terra Variant', hasOperatingHours: true }],
    plannedStartDateTime: at('06:00'),
    other: 'Zufahrt über den Deichweg.',
    activeTime: [{ id: 'r1', start: at('06:05'), end: at('10:30'), customerId: 'k1' }],
    resourceUsages: [
      {
        id: 'u1',
        resourceId: 'diesel',
        resourceName: 'Diesel',
        resourcePricePerUnit: '1.45',
        resourceCostsPerUnit: '1.10',
        resourceUnit: 'l',
        vatPercentPoints: 19,
        amount: '120',
        source: 'DRIVER',
        customerId: 'k1',
        timestamp: at('10:00'),
      },
    ],
    taskRecords: [{ id: 't1', record: 4.2, timeStamp: at('10:30'), unit: 'ha', type: 'AREA', orderRunId: 'r1' }],
    counterTrackings: [
      {
        id: 'z1',
        source: { type: 'MACHINE', machineId: 'm1' },
        type: 'OPERATING_HOURS',
        startValue: '1200',
        endValue: '1204.5',
        startDate: at('06:05'),
        endDate: at('10:30'),
        employeeId: 'tim',
      },
      { id: 'z2', source: { type: 'PRICE_BLOCK', priceBlockId: 'pb1' }, type: 'LOADS', startValue: '0' },
      { id: 'z3', source: { type: 'MACHINE', machineId: 'm1' }, type: 'OPERATING_HOURS', employeeId: 'jonas' },
    ],
    version: 3,
    createdAt: at('05:00'),
    updatedAt: at('10:30'),
    ...extra,
  });

describe('tasks (Aufgaben)', () => {
  it('lists every status but DRAFT, newest planned first', () => {
    const items = toTasks(
      [
        listed('a', at('06:00'), 'ASSIGNED'),
        listed('b', at('08:00'), 'DONE'),
        listed('c', at('07:00'), 'BILLED'),
        listed('d', at('09:00'), 'IN_PROGRESS'),
        listed('e', at('10:00'), 'DRAFT'),
      ],
      new Map(),
    );
    expect(items.map((item) => [item.id, item.status])).toEqual([
      ['d', 'IN_PROGRESS'],
      ['b', 'DONE'],
      ['c', 'BILLED'],
      ['a', 'ASSIGNED'],
    ]);
  });

  it('is a task of its employee only, not as a draft and not in the trash', () => {
    expect(isTaskOf(order(), 'tim')).toBe(true);
    expect(isTaskOf(order({ shelf: 'ARCHIVED' }), 'tim')).toBe(true);
    expect(isTaskOf(order(), 'jonas')).toBe(false);
    expect(isTaskOf(order({ status: 'DRAFT' }), 'tim')).toBe(false);
    expect(isTaskOf(order({ shelf: 'TRASHED' }), 'tim')).toBe(false);
  });

  it('shows what was recorded, with addresses and names, and no prices', () => {
    const customers = new Map([
      ['k1', { id: 'k1', name: 'Hof Thomsen', street: 'Deichweg 3', zip: '25813', city: 'Husum' }],
    ]);
    const details = toTaskDetails(order(), 'tim', customers);
    expect(ZTaskDetails.parse(details)).toEqual(details);
    expect(details).toMatchObject({
      id: 'o1',
      status: 'DONE',
      serviceName: 'Gülle ausbringen',
      machineNames: ['Holmer Terra Variant'],
      note: 'Zufahrt über den Deichweg.',
      customers: [
        { id: 'k1', name: 'Hof Thomsen', street: 'Deichweg 3', zip: '25813', city: 'Husum' },
        { id: 'gone', name: 'Unbekannter Kunde', street: null, zip: null, city: null },
      ],
      runs: [{ id: 'r1', start: at('06:05'), end: at('10:30'), customerId: 'k1' }],
      amounts: [{ id: 'u1', resourceName: 'Diesel', amount: '120', unit: 'l', customerId: 'k1' }],
      taskRecords: [{ id: 't1', type: 'AREA', record: 4.2, unit: 'ha' }],
    });
    // The hour meter under the machine's name, the counted price block under its own; another's reading not.
    expect(
      details.counters.map((counter) => [counter.id, counter.label, counter.startValue, counter.endValue]),
    ).toEqual([
      ['z1', 'Holmer Terra Variant', '1200', '1204.5'],
      ['z2', 'Fuhren', '0', null],
    ]);
    expect(JSON.stringify(details)).not.toMatch(/1\.45|1\.10|12\.50|Price|Costs/);
  });
});
