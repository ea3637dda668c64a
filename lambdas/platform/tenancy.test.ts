import { describe, expect, it } from 'vitest';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { type MembershipLookup, requirePermission, resolveCompany, resolveCurrentAccess } from './tenancy';

const claims: TClaims = {
  sub: 'u',
  iat: 1,
  defaultCompanyId: 'home',
  roles: { home: 'EMPLOYEE', other: 'OWNER', off: 'ADMIN' },
  customerIds: {},
  adminLevel: 'NONE',
  inactiveCompanyIds: ['off'],
};

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'no error';
};

describe('tenancy', () => {
  it('uses the default company unless another own company is asked for', () => {
    expect(resolveCompany(claims, undefined)).toEqual({ companyId: 'home', role: 'EMPLOYEE' });
    expect(resolveCompany(claims, 'other')).toEqual({ companyId: 'other', role: 'OWNER' });
  });

  it('refuses a company the caller does not belong to, and inactive memberships', () => {
    expect(codeOf(() => resolveCompany(claims, 'foreign'))).toBe('LW_403_01_0001');
    expect(codeOf(() => resolveCompany(claims, 'off'))).toBe('LW_403_01_0002');
    expect(codeOf(() => resolveCompany({ ...claims, defaultCompanyId: null }, undefined))).toBe('LW_403_01_0001');
  });

  it('checks the role against the permission table', () => {
    expect(() => requirePermission({ companyId: 'home', role: 'EMPLOYEE' }, 'customers:read')).not.toThrow();
    expect(codeOf(() => requirePermission({ companyId: 'home', role: 'EMPLOYEE' }, 'customers:write'))).toBe(
      'LW_403_10_0001',
    );
    expect(() => requirePermission({ companyId: 'home', role: 'SUBCONTRACTOR' }, 'customers:read')).toThrow(AppError);
  });
});

describe('current access', () => {
  const stored =
    (role: 'OWNER' | 'EMPLOYEE' | 'CUSTOMER', active = true): MembershipLookup =>
    async () => ({ role, active });
  const codeOfAsync = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error) => (error as AppError).code,
    );

  it('takes the role from the stored membership, not from the (older) token', async () => {
    expect(await resolveCurrentAccess(claims, 'other', stored('EMPLOYEE'))).toEqual({
      companyId: 'other',
      role: 'EMPLOYEE',
    });
  });

  it('refuses a deactivated or removed membership although the token still names the company', async () => {
    expect(await codeOfAsync(resolveCurrentAccess(claims, 'other', stored('OWNER', false)))).toBe('LW_403_01_0002');
    expect(await codeOfAsync(resolveCurrentAccess(claims, 'other', async () => undefined))).toBe('LW_403_01_0001');
    expect(await codeOfAsync(resolveCurrentAccess(claims, 'other', stored('CUSTOMER')))).toBe('LW_403_01_0001');
  });

  it('still refuses companies the token does not name, without asking the store', async () => {
    let asked = false;
    const lookup: MembershipLookup = async () => {
      asked = true;
      return { role: 'OWNER', active: true };
    };
    expect(await codeOfAsync(resolveCurrentAccess(claims, 'foreign', lookup))).toBe('LW_403_01_0001');
    expect(asked).toBe(false);
  });
});
