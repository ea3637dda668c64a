import { describe, expect, it } from 'vitest';
import { deriveRole, parseClaims } from '../../../schemas/claims';
import { deriveClaims, toTokenClaims, UserDisabledError } from './claims';

describe('deriveClaims', () => {
  it('maps staff roles per company and keeps a valid default company', () => {
    const claims = deriveClaims({ disabled: false, defaultCompanyId: 'b' }, [
      { companyId: 'a', role: 'PLANNER', active: true },
      { companyId: 'b', role: 'OWNER', active: true },
    ]);
    expect(claims).toEqual({
      defaultCompanyId: 'b',
      roles: { a: 'PLANNER', b: 'OWNER' },
      customerIds: {},
      adminLevel: 'NONE',
      inactiveCompanyIds: [],
    });
  });

  it('falls back to the first staff company when the stored default is gone', () => {
    const claims = deriveClaims({ disabled: false, defaultCompanyId: 'left' }, [
      { companyId: 'z', role: 'EMPLOYEE', active: true },
    ]);
    expect(claims.defaultCompanyId).toBe('z');
  });

  it('gives customers their customer ids and no default company, so the role is CUSTOMER', () => {
    const claims = deriveClaims({ disabled: false }, [
      { companyId: 'c', role: 'CUSTOMER', customerIds: ['k1'], active: true },
    ]);
    expect(claims.customerIds).toEqual({ c: ['k1'] });
    expect(claims.defaultCompanyId).toBeNull();
    expect(deriveRole(claims)).toBe('CUSTOMER');
  });

  it('derives NOTHING without companies and customer ids', () => {
    expect(deriveRole(deriveClaims({ disabled: false }, []))).toBe('NOTHING');
  });

  it('lists companies whose access was deactivated', () => {
    const claims = deriveClaims({ disabled: false }, [{ companyId: 'a', role: 'EMPLOYEE', active: false }]);
    expect(claims.inactiveCompanyIds).toEqual(['a']);
  });

  it('refuses disabled accounts with the message the login page recognises', () => {
    expect(() => deriveClaims({ disabled: true }, [])).toThrow(UserDisabledError);
    expect(() => deriveClaims({ disabled: true }, [])).toThrow('User is disabled.');
  });

  it('round-trips through string token claims', () => {
    const claims = deriveClaims({ disabled: false, adminLevel: 'SUPPORT' }, [
      { companyId: 'a', role: 'ADMIN', active: true },
      { companyId: 'c', role: 'CUSTOMER', customerIds: ['k'], active: false },
    ]);
    const token = toTokenClaims(claims);
    expect(Object.values(token).every((value) => typeof value === 'string')).toBe(true);
    const parsed = parseClaims({ sub: 'u', iat: 1, ...token });
    expect(parsed).toMatchObject(claims);
  });
});
