import { describe, expect, it } from 'vitest';
import { ORDER_ID_PARAM, orderLink, orderLinkFor } from './order-link';
import { pathFor } from './pages';

describe('orderLink', () => {
  it('opens Meine Aufträge with the order id as parameter, encoded', () => {
    const url = new URL(orderLink('order 1&2'), 'https://app.example');
    expect(url.pathname).toBe(pathFor('myOrders'));
    expect(url.searchParams.get(ORDER_ID_PARAM)).toBe('order 1&2');
  });

  it('leads the roles with Meine Aufträge to the order; subcontractors nowhere (§6)', () => {
    for (const role of ['OWNER', 'EMPLOYEE', 'TEMPORARY_WORKER'] as const) {
      expect(orderLinkFor(role, 'order-1')).toBe(orderLink('order-1'));
    }
    expect(orderLinkFor('SUBCONTRACTOR', 'order-1')).toBeNull();
  });
});
