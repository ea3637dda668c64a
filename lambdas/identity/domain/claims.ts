import type { TClaims } from '../../../schemas/claims';
import type { TRole } from '../../../schemas/roles';

export type MembershipFacts = {
  companyId: string;
  role: Exclude<TRole, 'NOTHING'>;
  customerIds?: string[] | undefined;
  active: boolean;
};

export type UserFacts = {
  defaultCompanyId?: string | undefined;
  adminLevel?: string | undefined;
  disabled: boolean;
};

export type CustomClaims = Omit<TClaims, 'sub' | 'email' | 'iat'>;

/** Thrown for disabled accounts; Cognito shows its message, which the login page recognises. */
export class UserDisabledError extends Error {
  constructor() {
    super('User is disabled.');
    this.name = 'UserDisabledError';
  }
}

/**
 * The claims the pre-token trigger writes into the ID token (application.md §3, §4): staff roles per
 * company, the customer records per company for customer logins, the default company (kept when the
 * user still works there, else the first staff company), and the companies whose access the owner
 * deactivated.
 */
export const deriveClaims = (user: UserFacts, memberships: MembershipFacts[]): CustomClaims => {
  if (user.disabled) throw new UserDisabledError();
  const roles: Record<string, TRole> = {};
  const customerIds: Record<string, string[]> = {};
  const inactiveCompanyIds: string[] = [];
  for (const membership of memberships) {
    if (!membership.active) inactiveCompanyIds.push(membership.companyId);
    if (membership.role === 'CUSTOMER') customerIds[membership.companyId] = membership.customerIds ?? [];
    else roles[membership.companyId] = membership.role;
  }
  const staffCompanies = Object.keys(roles).sort();
  const defaultCompanyId =
    user.defaultCompanyId && roles[user.defaultCompanyId] ? user.defaultCompanyId : (staffCompanies[0] ?? null);
  return { defaultCompanyId, roles, customerIds, adminLevel: user.adminLevel ?? 'NONE', inactiveCompanyIds };
};

/** Cognito claims are strings: maps and lists travel as JSON text (read back by parseClaims). */
export const toTokenClaims = (claims: CustomClaims): Record<string, string> => ({
  defaultCompanyId: claims.defaultCompanyId ?? '',
  roles: JSON.stringify(claims.roles),
  customerIds: JSON.stringify(claims.customerIds),
  adminLevel: claims.adminLevel,
  inactiveCompanyIds: JSON.stringify(claims.inactiveCompanyIds),
});
