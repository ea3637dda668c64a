import { useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession } from 'aws-amplify/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMeQueryOptions } from '../api/identity';
import { de } from '../i18n/de';
import { useAuth } from './auth';
import { authStateFromPayload } from './auth-state';
import { afterClaimsRefresh, checkClaims } from './claims-check';

/** application.md §4: the user meta is read on start, every 60 s and when the window gets the focus. */
export const CLAIMS_CHECK_INTERVAL_MS = 60_000;
/** Focus changes in quick succession read the meta only once. */
const MIN_GAP_MS = 5_000;

/**
 * Watches the signed-in session (application.md §4 'Authentication', 'Role of the user'); the decisions are
 * the pure functions of claims-check.ts. Returns whether the blocking 'Rolle geändert' dialog is due.
 */
export const useClaimsWatch = (): { roleChanged: boolean } => {
  const { state, refresh, signOut } = useAuth();
  const queryClient = useQueryClient();
  const [roleChanged, setRoleChanged] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const running = useRef(false);
  const lastRun = useRef(0);

  const endSession = useCallback(
    async (message: string) => {
      window.alert(message);
      await signOut();
    },
    [signOut],
  );

  const check = useCallback(async () => {
    if (running.current || roleChanged || Date.now() - lastRun.current < MIN_GAP_MS) return;
    const current = stateRef.current;
    if (current.status !== 'signedIn') return;
    running.current = true;
    lastRun.current = Date.now();
    try {
      const me = await queryClient.fetchQuery(fetchMeQueryOptions);
      const decision = checkClaims(me, current.claims);
      if (decision.kind === 'suspended') return await endSession(de.shell.suspendedCompany);
      if (decision.kind === 'inactive') return await endSession(de.shell.inactiveCompany);
      if (decision.kind !== 'refresh') return;
      const session = await fetchAuthSession({ forceRefresh: true });
      const next = authStateFromPayload(session.tokens?.idToken?.payload as Record<string, unknown> | undefined);
      const outcome = afterClaimsRefresh(current.role, next);
      if (outcome.kind === 'inactive') return await endSession(de.shell.inactiveCompany);
      if (outcome.kind === 'signedOut') return await signOut();
      if (outcome.kind === 'roleChanged') {
        // The app keeps the old role behind the blocking dialog until it restarts.
        setRoleChanged(true);
        return;
      }
      await refresh();
      await queryClient.invalidateQueries({ queryKey: fetchMeQueryOptions.queryKey });
    } catch (error) {
      // Offline or a failing call: the next check tries again.
      console.warn('Claims check failed', error);
    } finally {
      running.current = false;
    }
  }, [queryClient, refresh, signOut, endSession, roleChanged]);

  useEffect(() => {
    void check();
    const timer = window.setInterval(() => void check(), CLAIMS_CHECK_INTERVAL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [check]);

  return { roleChanged };
};
