import { describe, expect, it } from 'vitest';
import type { BillableOrder, BillingFacts } from '../receipts/positions-from-order';
import { customerShareProgress, orderProgress, sumProgress } from './order-progress';

const order = (parts: Partial<BillableOrder> = {}): BillableOrder => ({
  id: 'o1',
  name: 'Gülle fahren Hofstelle',
  customerIds: ['c1'],
  fieldIds: [],
  serviceSnapshot: {
    id: 's1',
    name: 'Gülle fahren',
    queryNote: false,
    driverQueries: [],
    priceBlocks: [{ id: 'b1', name: 'Stunden', basis: 'HOUR', price: '80' }],
  },
  activeTime: [],
  taskRecords: [],
  counterTrackings: [],
  resourceUsages: [],
  fieldOverrides: [],
  plannedStartDateTime: '2026-09-01T05:00:00.000Z',
  ...parts,
});
const facts: BillingFacts = { vatPercentPoints: 19, pauses: [], fieldAreasHa: {} };
const run = (id: string, start: string, end: string | null, customerId: string | null = null) => ({
  id,
  start,
  end,
  customerId,
  machineVariants: [],
});
const usage = (id: string, amount: string, price: string, customerId: string | null) => ({
  id,
  resourceId: 'r1',
  resourceVariantId: null,
  resourceName: 'Diesel',
  resourcePricePerUnit: price,
  resourceCostsPerUnit: null,
  resourceUnit: 'l' as const,
  vatPercentPoints: 19,
  amount,
  source: 'OFFICE' as const,
  customerId,
  timestamp: '2026-09-01T09:00:00.000Z',
  priceBasedOnPriceAgreement: false,
});
const now = new Date('2026-09-01T12:00:00.000Z');

describe('order progress: what an order is worth so far', () => {
  it('counts ended runs, takes pauses out and prices the hour block', () => {
    const progress = customerShareProgress(
      order({ activeTime: [run('r1', '2026-09-01T06:00:00.000Z', '2026-09-01T09:00:00.000Z')] }),
      'c1',
      { ...facts, pauses: [{ start: '2026-09-01T07:00:00.000Z', end: '2026-09-01T07:30:00.000Z' }] },
      now,
    );
    expect(progress).toEqual({ hours: '2.5', net: '200' });
  });

  it('counts a run still going up to now', () => {
    const progress = orderProgress(order({ activeTime: [run('r1', '2026-09-01T10:45:00.000Z', null)] }), facts, now);
    expect(progress).toEqual({ hours: '1.25', net: '100' });
  });

  it('gives a customer of a multi-customer order only his own runs and articles', () => {
    const shared = order({
      customerIds: ['c1', 'c2'],
      activeTime: [
        run('r1', '2026-09-01T06:00:00.000Z', '2026-09-01T07:00:00.000Z', 'c1'),
        run('r2', '2026-09-01T07:00:00.000Z', '2026-09-01T10:00:00.000Z', 'c2'),
      ],
      resourceUsages: [usage('u1', '10', '1.5', 'c1'), usage('u2', '100', '1.5', 'c2')],
    });
    expect(customerShareProgress(shared, 'c1', facts, now)).toEqual({ hours: '1', net: '95' });
    expect(customerShareProgress(shared, 'c2', facts, now)).toEqual({ hours: '3', net: '390' });
    expect(orderProgress(shared, facts, now)).toEqual({ hours: '4', net: '485' });
  });

  it('is nothing for an order not begun, and sums parts exactly', () => {
    expect(orderProgress(order(), facts, now)).toEqual({ hours: '0', net: '0' });
    expect(
      sumProgress([
        { hours: '0.1', net: '0.1' },
        { hours: '0.2', net: '0.2' },
      ]),
    ).toEqual({ hours: '0.3', net: '0.3' });
  });
});
