import type { TMe } from '../../../schemas/api/identity';
import type { TClaims } from '../../../schemas/claims';
import type { TRole } from '../../../schemas/roles';
import type { AuthState } from './auth-state';

/**
 * What the app does after reading the user meta (application.md §4 'Authentication', 'Role of the user'):
 * - a suspended company: alert 'Zugang gesperrt', sign out and reload;
 * - the default company is inactive: alert 'Deaktiviert: ...', sign out;
 * - tokenLastChanged at or after the token's issue time (iat): reload the claims forcibly;
 * - otherwise nothing.
 */
export type ClaimsCheck = { kind: 'none' } | { kind: 'suspended' } | { kind: 'inactive' } | { kind: 'refresh' };

export const checkClaims = (
  me: Pick<TMe, 'tokenLastChanged' | 'company'>,
  claims: Pick<TClaims, 'iat' | 'defaultCompanyId' | 'inactiveCompanyIds'>,
): ClaimsCheck => {
  if (me.company?.isSuspended) return { kind: 'suspended' };
  if (claims.defaultCompanyId && claims.inactiveCompanyIds.includes(claims.defaultCompanyId)) {
    return { kind: 'inactive' };
  }
  if (me.tokenLastChanged !== null && me.tokenLastChanged >= claims.iat) return { kind: 'refresh' };
  return { kind: 'none' };
};

/**
 * After the forced refresh: the refreshed claims against the role shown so far.
 * - default company now inactive: alert and sign out;
 * - no usable session any more: sign out;
 * - another role: the blocking 'Rolle geändert' dialog asks for a restart;
 * - the same role: just take the new claims.
 */
export type RefreshOutcome =
  | { kind: 'sameRole' }
  | { kind: 'roleChanged'; from: TRole; to: TRole }
  | { kind: 'inactive' }
  | { kind: 'signedOut' };

export const afterClaimsRefresh = (shownRole: TRole, next: AuthState): RefreshOutcome => {
  if (next.status === 'signedOut')
    return next.notice === 'inactiveCompany' ? { kind: 'inactive' } : { kind: 'signedOut' };
  if (next.status !== 'signedIn') return { kind: 'signedOut' };
  return next.role === shownRole ? { kind: 'sameRole' } : { kind: 'roleChanged', from: shownRole, to: next.role };
};

/** application.md §2: the support banner shows when the signed-in employee is the company's support employee. */
export const isSupportEmployee = (me: Pick<TMe, 'employeeId' | 'company'> | undefined): boolean =>
  Boolean(me?.employeeId && me.company?.supportEmployeeId && me.employeeId === me.company.supportEmployeeId);
