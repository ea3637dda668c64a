import { describe, expect, it } from 'vitest';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import type { TRole } from '../../schemas/roles';
import type { MembershipLookup } from '../platform/tenancy';
import { fieldReaderOf } from './field-reader';

const claimsOf = (roles: Record<string, TRole>, defaultCompanyId: string | null = null): TClaims => ({
  sub: 'user',
  iat: 1,
  defaultCompanyId,
  roles,
  customerIds: {},
  adminLevel: 'NONE',
  inactiveCompanyIds: [],
});

/** The stored memberships of 'user' by company. */
const reader = (stored: Record<string, TRole>) => {
  const membership: MembershipLookup = async (companyId) => {
    const role = stored[companyId];
    return role ? { role, active: true } : undefined;
  };
  const customerAccess = async (companyId: string) => {
    if (companyId !== 'contractor') throw new AppError('FCPA_403_01_0001', { detail: companyId });
    return ['thomsen'];
  };
  return fieldReaderOf({ membership, customerAccess });
};

const refusal = async (read: Promise<unknown>) => {
  try {
    await read;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'not refused';
};

describe('fieldReaderOf', () => {
  it('gives staff with geo:fields every field of their company', async () => {
    const read = reader({ home: 'PLANNER' });
    expect(await read(claimsOf({ home: 'PLANNER' }, 'home'), undefined)).toEqual({
      companyId: 'home',
      customerIds: 'all',
    });
  });

  it('gives a farmer only the fields of their customers at the contractor they name', async () => {
    const read = reader({ contractor: 'CUSTOMER' });
    expect(await read(claimsOf({ contractor: 'CUSTOMER' }), 'contractor')).toEqual({
      companyId: 'contractor',
      customerIds: ['thomsen'],
    });
  });

  it('refuses staff without geo:fields, a stranger to the company, and a farmer without a company', async () => {
    expect(
      await refusal(reader({ home: 'SUBCONTRACTOR' })(claimsOf({ home: 'SUBCONTRACTOR' }, 'home'), undefined)),
    ).toBe('LW_403_10_0001');
    expect(await refusal(reader({ home: 'OWNER' })(claimsOf({ home: 'OWNER' }, 'home'), 'contractor'))).toBe(
      'LW_403_01_0001',
    );
    expect(await refusal(reader({ contractor: 'CUSTOMER' })(claimsOf({ contractor: 'CUSTOMER' }), undefined))).toBe(
      'LW_403_01_0001',
    );
  });
});
