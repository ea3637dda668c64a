import { mayOpenPage } from '../../../schemas/permissions';
import { type AuthState, roleOf } from './auth-state';
import { HOME_PATH, LOGIN_PATH } from './pages';
import type { PageDef } from './pages/registry';

export type GuardDecision = { kind: 'wait' } | { kind: 'show' } | { kind: 'redirect'; to: string };

/**
 * application.md §2 "Access behaviour": nothing while the state is unknown; signed-in users
 * opening login go home; signed-out users go to login; users without access go home.
 */
export const decideAccess = (
  page: Pick<PageDef, 'access' | 'signedOutOnly'>,
  auth: AuthState,
  /** For pages that also depend on the company (PageDef.companyAllows): null while it loads. */
  companyAllows: boolean | null = true,
): GuardDecision => {
  if (auth.status === 'unknown') return { kind: 'wait' };
  if (auth.status === 'signedIn' && page.signedOutOnly) return { kind: 'redirect', to: HOME_PATH };
  if (page.access === 'public') return { kind: 'show' };
  if (auth.status === 'signedOut') return { kind: 'redirect', to: LOGIN_PATH };
  if (!mayOpenPage(page.access, roleOf(auth))) return { kind: 'redirect', to: HOME_PATH };
  if (companyAllows === null) return { kind: 'wait' };
  return companyAllows ? { kind: 'show' } : { kind: 'redirect', to: HOME_PATH };
};
