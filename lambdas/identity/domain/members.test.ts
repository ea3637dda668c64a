import { describe, expect, it } from 'vitest';
import { AppError } from '../../../schemas/errors';
import { applyMemberChange, checkMemberChange, type MemberFacts, sortMembers, toMember } from './members';

const member = (userId: string, role: MemberFacts['role'], active = true): MemberFacts => ({
  companyId: 'hansen',
  userId,
  role,
  customerIds: [],
  active,
});

const codeOf = (run: () => void): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('member changes', () => {
  const owner = { userId: 'owner', role: 'OWNER' as const };
  const admin = { userId: 'admin', role: 'ADMIN' as const };

  it('lets owners and admins change roles and access of staff', () => {
    expect(codeOf(() => checkMemberChange(admin, member('p', 'PLANNER'), { role: 'EMPLOYEE' }))).toBeUndefined();
    expect(codeOf(() => checkMemberChange(owner, member('p', 'PLANNER'), { active: false }))).toBeUndefined();
    expect(codeOf(() => checkMemberChange(owner, member('a', 'ADMIN'), { role: 'OWNER' }))).toBeUndefined();
  });

  it('refuses demoting or deactivating oneself', () => {
    expect(codeOf(() => checkMemberChange(owner, member('owner', 'OWNER'), { role: 'ADMIN' }))).toBe('LW_403_20_0001');
    expect(codeOf(() => checkMemberChange(admin, member('admin', 'ADMIN'), { active: false }))).toBe('LW_403_20_0002');
    // Saying what already holds changes nothing and is fine.
    expect(codeOf(() => checkMemberChange(owner, member('owner', 'OWNER'), { role: 'OWNER', active: true }))).toBe(
      undefined,
    );
  });

  it('protects owners from admins, and only owners make owners', () => {
    expect(codeOf(() => checkMemberChange(admin, member('o', 'OWNER'), { role: 'ADMIN' }))).toBe('LW_403_20_0003');
    expect(codeOf(() => checkMemberChange(admin, member('o', 'OWNER'), { active: false }))).toBe('LW_403_20_0003');
    expect(codeOf(() => checkMemberChange(admin, member('p', 'PLANNER'), { role: 'OWNER' }))).toBe('LW_403_20_0004');
    expect(codeOf(() => checkMemberChange(owner, member('o2', 'OWNER'), { role: 'ADMIN' }))).toBeUndefined();
  });

  it('does not turn customer logins into staff or back', () => {
    expect(codeOf(() => checkMemberChange(owner, member('k', 'CUSTOMER'), { role: 'EMPLOYEE' }))).toBe(
      'LW_400_20_0002',
    );
    expect(codeOf(() => checkMemberChange(owner, member('e', 'EMPLOYEE'), { role: 'CUSTOMER' }))).toBe(
      'LW_400_20_0002',
    );
  });

  it('applies only the given fields', () => {
    expect(applyMemberChange(member('p', 'PLANNER'), { active: false })).toMatchObject({
      role: 'PLANNER',
      active: false,
    });
    expect(applyMemberChange(member('p', 'PLANNER', false), { role: 'EMPLOYEE' })).toMatchObject({
      role: 'EMPLOYEE',
      active: false,
    });
  });

  it('lists owners first, customers last, then by name', () => {
    const users = new Map([
      ['b', { email: 'b@x.de', firstName: 'Tim', lastName: 'Brandt' }],
      ['a', { email: 'a@x.de', firstName: 'Ole', lastName: 'Albers' }],
    ]);
    const list = sortMembers(
      [member('k', 'CUSTOMER'), member('b', 'EMPLOYEE'), member('o', 'OWNER'), member('a', 'EMPLOYEE')].map((m) =>
        toMember(m, users.get(m.userId)),
      ),
    );
    expect(list.map((entry) => entry.userId)).toEqual(['o', 'a', 'b', 'k']);
    expect(list[1]).toMatchObject({ email: 'a@x.de', firstName: 'Ole', lastName: 'Albers', active: true });
    expect(list[0]).toMatchObject({ email: '', firstName: null, lastName: null });
  });
});
