import { deriveRole, parseClaims, type TClaims } from '../../../schemas/claims';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';

/** application.md §4: unknown (nothing shown), signed out (to login) or signed in. */
export type SignedOutNotice = 'inactiveCompany' | 'suspendedCompany';
export type AuthState =
  | { status: 'unknown' }
  | { status: 'signedOut'; notice?: SignedOutNotice }
  | { status: 'signedIn'; claims: TClaims; role: TRole };

/**
 * The auth state for an ID-token payload (or none). A user whose default company is inactive
 * is signed out with the 'inactiveCompany' notice (application.md §4, §8).
 */
export const authStateFromPayload = (payload: Record<string, unknown> | undefined | null): AuthState => {
  if (!payload) return { status: 'signedOut' };
  let claims: TClaims;
  try {
    claims = parseClaims(payload);
  } catch {
    return { status: 'signedOut' };
  }
  if (claims.defaultCompanyId && claims.inactiveCompanyIds.includes(claims.defaultCompanyId)) {
    return { status: 'signedOut', notice: 'inactiveCompany' };
  }
  return { status: 'signedIn', claims, role: deriveRole(claims) };
};

/** The role the guards use: null while not signed in. */
export const roleOf = (state: AuthState): TRole | null => (state.status === 'signedIn' ? state.role : null);

/**
 * Whether the app opens the live-change WebSocket: only for a signed-in role holding 'changes:subscribe'.
 * The others (CUSTOMER, NOTHING) would be refused with 403 on connect and reconnect forever.
 */
export const receivesLiveUpdates = (state: AuthState): boolean =>
  state.status === 'signedIn' && hasPermission(state.role, 'changes:subscribe');
