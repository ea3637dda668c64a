import { describe, expect, it } from 'vitest';
import { ORDER_ID_PARAM, orderLink } from './order-link';
import { pathFor } from './pages';

describe('orderLink', () => {
  it('opens Meine Aufträge with the order id as parameter, encoded', () => {
    const url = new URL(orderLink('order 1&2'), 'https://app.example');
    expect(url.pathname).toBe(pathFor('myOrders'));
    expect(url.searchParams.get(ORDER_ID_PARAM)).toBe('order 1&2');
  });
});
