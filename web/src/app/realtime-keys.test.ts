import { describe, expect, it } from 'vitest';
import { liveEntityNames, ZChangeEvent } from '../../../schemas/api/realtime';
import { boardKeys } from '../api/board';
import { companyKeys } from '../api/company';
import { notificationKeys } from '../api/notifications';
import { orderKeys } from '../api/orders';
import { recordKeys } from '../api/records';
import { workKeys } from '../api/work';
import { queryKeysFor } from './realtime-keys';

describe('queryKeysFor (live updates)', () => {
  it('refreshes something for every entity the server sends', () => {
    for (const entity of liveEntityNames) expect(queryKeysFor(entity).length).toBeGreaterThan(0);
  });

  it("refreshes the company for its units and counters, own work for orders and employees, and the office's orders", () => {
    expect(queryKeysFor('operatingUnit')).toEqual([companyKeys.all]);
    expect(queryKeysFor('companyCounter')).toEqual([companyKeys.all]);
    expect(queryKeysFor('order')).toEqual([workKeys.orders(), orderKeys.all]);
    expect(queryKeysFor('employee')).toEqual([recordKeys.kind('employee'), workKeys.current()]);
    expect(queryKeysFor('machine')).toEqual([recordKeys.kind('machine')]);
  });

  it('refreshes an open disposition board on an order or absence change (its key is under the orders)', () => {
    expect(queryKeysFor('absence')).toEqual([orderKeys.all]);
    const board = boardKeys.period('2026-11-23', '2026-11-29');
    for (const entity of ['order', 'absence'] as const) {
      expect(queryKeysFor(entity).some((key) => key.every((part, index) => board[index] === part))).toBe(true);
    }
  });

  it('reloads the new-order notifications when one is stored for someone in the company', () => {
    expect(queryKeysFor('notification')).toEqual([notificationKeys.all]);
  });

  it('knows no company event: the server never sends one (application.md §4 streams the company lists)', () => {
    const event = { type: 'changed', entity: 'company', id: 'c', op: 'MODIFY' };
    expect(ZChangeEvent.safeParse(event).success).toBe(false);
  });
});
