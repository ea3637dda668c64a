import { describe, expect, it } from 'vitest';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { requirePermission, resolveCompany } from './tenancy';

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
