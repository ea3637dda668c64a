import { describe, expect, it } from 'vitest';
import type { TMe } from '../../../schemas/api/identity';
import type { TClaims } from '../../../schemas/claims';
import type { AuthState } from './auth-state';
import { afterClaimsRefresh, checkClaims, isSupportEmployee } from './claims-check';

const claims = (extra: Partial<TClaims> = {}): TClaims => ({
  sub: 'u1',
  iat: 1000,
  defaultCompanyId: 'c1',
  roles: { c1: 'EMPLOYEE' },
  customerIds: {},
  adminLevel: 'NONE',
  inactiveCompanyIds: [],
  ...extra,
});

const company = (extra: Partial<NonNullable<TMe['company']>> = {}): NonNullable<TMe['company']> => ({
  id: 'c1',
  name: 'Lohnbetrieb Hansen',
  role: 'EMPLOYEE',
  variant: 'AGRICULTURAL_CONTRACTOR',
  isSuspended: false,
  supportEmployeeId: null,
  ...extra,
});

const me = (extra: Partial<Pick<TMe, 'tokenLastChanged' | 'company'>> = {}) => ({
  tokenLastChanged: null,
  company: company(),
  ...extra,
});

const signedIn = (role: AuthState extends infer S ? (S extends { role: infer R } ? R : never) : never): AuthState => ({
  status: 'signedIn',
  claims: claims(),
  role,
});

describe('checkClaims (application.md §4 Authentication)', () => {
  it('does nothing while the token is newer than the last change', () => {
    expect(checkClaims(me(), claims())).toEqual({ kind: 'none' });
    expect(checkClaims(me({ tokenLastChanged: 999 }), claims())).toEqual({ kind: 'none' });
  });

  it('reloads the claims when tokenLastChanged is at or after the token issue time', () => {
    expect(checkClaims(me({ tokenLastChanged: 1000 }), claims())).toEqual({ kind: 'refresh' });
    expect(checkClaims(me({ tokenLastChanged: 1001 }), claims())).toEqual({ kind: 'refresh' });
  });

  it('ends the session of a suspended company first', () => {
    expect(checkClaims(me({ tokenLastChanged: 2000, company: company({ isSuspended: true }) }), claims())).toEqual({
      kind: 'suspended',
    });
  });

  it('ends the session when the default company is inactive', () => {
    expect(checkClaims(me(), claims({ inactiveCompanyIds: ['c1'] }))).toEqual({ kind: 'inactive' });
    expect(checkClaims(me(), claims({ inactiveCompanyIds: ['c2'] }))).toEqual({ kind: 'none' });
  });

  it('works without a company', () => {
    expect(checkClaims(me({ company: null }), claims({ defaultCompanyId: null }))).toEqual({ kind: 'none' });
  });
});

describe('afterClaimsRefresh (application.md §4 Role of the user)', () => {
  it('takes the new claims when the role stayed', () => {
    expect(afterClaimsRefresh('EMPLOYEE', signedIn('EMPLOYEE'))).toEqual({ kind: 'sameRole' });
  });

  it('asks for a restart when the role changed', () => {
    expect(afterClaimsRefresh('EMPLOYEE', signedIn('ADMIN'))).toEqual({
      kind: 'roleChanged',
      from: 'EMPLOYEE',
      to: 'ADMIN',
    });
    expect(afterClaimsRefresh('NOTHING', signedIn('CUSTOMER'))).toMatchObject({ kind: 'roleChanged' });
  });

  it('signs out an inactive company with its notice, and a lost session plainly', () => {
    expect(afterClaimsRefresh('EMPLOYEE', { status: 'signedOut', notice: 'inactiveCompany' })).toEqual({
      kind: 'inactive',
    });
    expect(afterClaimsRefresh('EMPLOYEE', { status: 'signedOut' })).toEqual({ kind: 'signedOut' });
    expect(afterClaimsRefresh('EMPLOYEE', { status: 'unknown' })).toEqual({ kind: 'signedOut' });
  });
});

describe('isSupportEmployee (application.md §2 support banner)', () => {
  it('is true only when the employee is the company support employee', () => {
    expect(isSupportEmployee({ employeeId: 'e1', company: company({ supportEmployeeId: 'e1' }) })).toBe(true);
    expect(isSupportEmployee({ employeeId: 'e1', company: company({ supportEmployeeId: 'e2' }) })).toBe(false);
    expect(isSupportEmployee({ employeeId: null, company: company({ supportEmployeeId: null }) })).toBe(false);
    expect(isSupportEmployee({ employeeId: 'e1', company: null })).toBe(false);
    expect(isSupportEmployee(undefined)).toBe(false);
  });
});
