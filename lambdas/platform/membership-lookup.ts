import { db } from './db/entities';
import type { MembershipLookup } from './tenancy';

/** The stored membership, read consistently: a role change must count from the next request on. */
export const dynamoMembershipLookup: MembershipLookup = async (companyId, userId) => {
  const { data } = await db().membership.get({ companyId, userId }).go({ consistent: true });
  return data ? { role: data.role, active: data.active ?? true } : undefined;
};
