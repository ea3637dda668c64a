import type { TClaims } from '../../schemas/claims';
import { type MembershipLookup, requirePermission, resolveCurrentAccess } from '../platform/tenancy';

/**
 * Who reads the fields on the map (services.md §6, §7 'GET /geo/fields'): the contractor's staff read all
 * of the company's fields (permission geo:fields, as every company route); a farmer with a customer
 * membership at the contractor only the fields of the customers they speak for. Anyone else is refused.
 */
export type FieldReader = { companyId: string; customerIds: readonly string[] | 'all' };

export type FieldReaderDeps = {
  membership: MembershipLookup;
  /** The customers a farmer speaks for at the contractor (refuses one without customer access). */
  customerAccess: (companyId: string, userId: string) => Promise<string[]>;
};

export const fieldReaderOf =
  ({ membership, customerAccess }: FieldReaderDeps) =>
  async (claims: TClaims, requested: string | undefined): Promise<FieldReader> => {
    const companyId = requested ?? claims.defaultCompanyId;
    const stored = companyId ? await membership(companyId, claims.sub) : undefined;
    if (companyId && stored?.role === 'CUSTOMER') {
      return { companyId, customerIds: await customerAccess(companyId, claims.sub) };
    }
    // The stored membership was read above: the staff check reads it again from there, not the table.
    const company = await resolveCurrentAccess(claims, requested, async () => stored);
    requirePermission(company, 'geo:fields');
    return { companyId: company.companyId, customerIds: 'all' };
  };
