import { describe, expect, it } from 'vitest';
import { companiesWithMembershipChanges, mayKeepListening, type StoredMembership, sortListeners } from './listeners';

describe('who may keep listening', () => {
  it('an active member whose stored role is still the one the socket was opened with', () => {
    expect(mayKeepListening('PLANNER', { role: 'PLANNER', active: true })).toBe(true);
    expect(mayKeepListening('SUBCONTRACTOR', { role: 'SUBCONTRACTOR', active: true })).toBe(true);
  });

  it('nobody removed, deactivated, with another role, without the permission, or of an unknown role', () => {
    expect(mayKeepListening('PLANNER', undefined)).toBe(false);
    expect(mayKeepListening('PLANNER', { role: 'PLANNER', active: false })).toBe(false);
    expect(mayKeepListening('ADMIN', { role: 'EMPLOYEE', active: true })).toBe(false);
    expect(mayKeepListening('EMPLOYEE', { role: 'ADMIN', active: true })).toBe(false);
    expect(mayKeepListening('CUSTOMER', { role: 'CUSTOMER', active: true })).toBe(false);
    expect(mayKeepListening(undefined, { role: 'PLANNER', active: true })).toBe(false);
  });
});

describe('which sockets of a company receive an event', () => {
  it('splits the open sockets by the stored membership of their member', () => {
    const memberships = new Map<string, StoredMembership>([
      ['active', { role: 'PLANNER', active: true }],
      ['deactivated', { role: 'PLANNER', active: false }],
      ['demoted', { role: 'TEMPORARY_WORKER', active: true }],
    ]);
    const open = [
      { id: 1, userId: 'active', role: 'PLANNER' as const },
      { id: 2, userId: 'deactivated', role: 'PLANNER' as const },
      { id: 3, userId: 'demoted', role: 'ADMIN' as const },
      { id: 4, userId: 'removed', role: 'EMPLOYEE' as const },
      { id: 5, userId: 'active', role: 'PLANNER' as const },
    ];
    const { receivers, stale } = sortListeners(open, (userId) => memberships.get(userId));
    expect(receivers.map((connection) => connection.id)).toEqual([1, 5]);
    expect(stale.map((connection) => connection.id)).toEqual([2, 3, 4]);
  });
});

describe('membership changes in the stream', () => {
  it('name the companies whose sockets to re-check, from the new or the old image', () => {
    const companies = companiesWithMembershipChanges([
      { op: 'MODIFY', image: { __edb_e__: 'membership', companyId: 'hansen', userId: 'u1', role: 'EMPLOYEE' } },
      { op: 'REMOVE', image: { __edb_e__: 'membership', companyId: 'nord', userId: 'u2' } },
      { op: 'MODIFY', image: { __edb_e__: 'customer', companyId: 'sued', customerId: 'k1' } },
      { op: 'REMOVE', image: undefined },
    ]);
    expect([...companies]).toEqual(['hansen', 'nord']);
  });
});
