import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { requireBillable } from '../../../../lambdas/receipts/domain/bills-from-orders';
import { positionTotals } from '../../../../schemas/receipts/position-totals';
import { billCustomersOf, positionsFromOrder } from '../../../../schemas/receipts/positions-from-order';
import { DEMO_COMPANY } from '../demo-data';
import { demoOrders } from './demo-orders';

const NOW = new Date('2026-11-24T07:00:00.000Z');
const orders = demoOrders(DEMO_COMPANY.companyId, NOW).map(({ order }) => order);

describe('demo orders to bill (issue 14)', () => {
  it('leave at least 3 DONE orders in the lists that can be billed, each with a positive net', () => {
    const billable = orders.filter((order) => order.status === 'DONE' && order.shelf === 'ACTIVE');
    expect(requireBillable(billable)).toHaveLength(billable.length);
    const priced = billable.filter((order) => {
      const positions = billCustomersOf(order).flatMap((customerId) =>
        positionsFromOrder(order, customerId, { vatPercentPoints: 19, pauses: [], fieldAreasHa: {} }),
      );
      return new Big(positionTotals(positions).net).gt(0);
    });
    expect(priced.length).toBeGreaterThanOrEqual(3);
  });
});
