import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { hasPermission, type Permission } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';

export type CompanyAccess = { companyId: string; role: TRole };

/**
 * The company a request works on, taken from the verified claims: the requested one if the caller
 * belongs to it, else the default company. Never from the body. A companyId in the query that is not
 * one of the caller's companies is refused (403), as is an inactive membership.
 */
export const resolveCompany = (claims: TClaims, requestedCompanyId: string | undefined): CompanyAccess => {
  const companyId = requestedCompanyId ?? claims.defaultCompanyId;
  if (!companyId) throw new AppError('LW_403_01_0001', { detail: 'no company for caller' });
  const role = claims.roles[companyId];
  if (!role || role === 'NOTHING') throw new AppError('LW_403_01_0001', { detail: `not a member of ${companyId}` });
  if (claims.inactiveCompanyIds.includes(companyId)) {
    throw new AppError('LW_403_01_0002', { detail: `membership in ${companyId} is inactive` });
  }
  return { companyId, role };
};

/** The caller's membership as stored now: role and whether the owner has deactivated it. */
export type MembershipLookup = (
  companyId: string,
  userId: string,
) => Promise<{ role: TRole; active: boolean } | undefined>;

/**
 * The company and the role as they are NOW. A token keeps its claims until it expires, so after a role
 * change or a deactivation the token still says the old thing; the stored membership decides. The app
 * reloads its claims on tokenLastChanged (application.md §4), but the API must not wait for that.
 */
export const resolveCurrentAccess = async (
  claims: TClaims,
  requestedCompanyId: string | undefined,
  lookup: MembershipLookup,
): Promise<CompanyAccess> => {
  const { companyId } = resolveCompany(claims, requestedCompanyId);
  const membership = await lookup(companyId, claims.sub);
  if (!membership || membership.role === 'CUSTOMER' || membership.role === 'NOTHING') {
    throw new AppError('LW_403_01_0001', { detail: `no staff membership in ${companyId}` });
  }
  if (!membership.active) throw new AppError('LW_403_01_0002', { detail: `membership in ${companyId} is inactive` });
  return { companyId, role: membership.role };
};

/** The role guard: the caller's role in the company must hold the permission (schemas/permissions.ts). */
export const requirePermission = (access: CompanyAccess, permission: Permission): void => {
  if (!hasPermission(access.role, permission)) {
    throw new AppError('LW_403_10_0001', { detail: `${access.role} lacks ${permission}` });
  }
};
