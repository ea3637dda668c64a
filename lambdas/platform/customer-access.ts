import { AppError } from '../../schemas/errors';
import type { CompanyStore } from './company-store';
import { db } from './db/entities';

/**
 * A farmer's access to a contractor (services.md §6), shared by the services that answer farmers: the
 * structures service (order requests, map structures) and the geo service (the fields on the map).
 */

/** The caller's customer membership in a company (role CUSTOMER, active), with the customers they speak for. */
export type CustomerMembershipLookup = (
  companyId: string,
  userId: string,
) => Promise<{ customerIds: string[] } | undefined>;

export const dynamoCustomerMembership: CustomerMembershipLookup = async (companyId, userId) => {
  const { data } = await db().membership.get({ companyId, userId }).go({ consistent: true });
  if (data?.role !== 'CUSTOMER' || data.active === false) return undefined;
  return { customerIds: data.customerIds ?? [] };
};

export type CustomerAccessDeps = { customerMembership: CustomerMembershipLookup; companies: CompanyStore };

/**
 * services.md §6: a contractor's customer (farmer) needs a customer membership of the contractor, who is
 * not suspended and has order requests switched on. Answers the customers the person speaks for.
 */
export const customerAccessOf =
  ({ customerMembership, companies }: CustomerAccessDeps) =>
  async (companyId: string, userId: string): Promise<string[]> => {
    const membership = await customerMembership(companyId, userId);
    if (!membership) throw new AppError('FCPA_403_01_0001', { detail: `${userId} is no customer of ${companyId}` });
    const company = await companies.get(companyId);
    if (!company || company.isSuspended) throw new AppError('FCPA_403_01_0001', { detail: `company ${companyId}` });
    if (!company.settings.enableOrderRequests) {
      throw new AppError('FCPA_403_10', { detail: `order requests are off at ${companyId}` });
    }
    return membership.customerIds;
  };
