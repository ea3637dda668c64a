import { useQueryClient } from '@tanstack/react-query';
import { signOut as amplifySignOut, fetchAuthSession } from 'aws-amplify/auth';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { TMe } from '../../../schemas/api/identity';
import { useMe } from '../api/identity';
import { COMPANY_ID_STORAGE_KEY, removeStored } from '../platform/storage';
import { type AuthState, authStateFromPayload } from './auth-state';
import { onSessionExpired } from './session';

type AuthContextValue = {
  state: AuthState;
  /** The user from `/identity/me` once loaded (company name, names). */
  me: TMe | undefined;
  /** `/identity/me` answered (or failed): what hangs on the user's company (the menu) can be decided. */
  meSettled: boolean;
  /** Re-reads the session, e.g. after sign-in or a 401. */
  refresh: (forceRefresh?: boolean) => Promise<AuthState>;
  /** Signs out and reloads the app on the login page (application.md §4). */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const readSession = async (forceRefresh: boolean): Promise<AuthState> => {
  try {
    const session = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
    return authStateFromPayload(session.tokens?.idToken?.payload as Record<string, unknown> | undefined);
  } catch {
    return { status: 'signedOut' };
  }
};

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });
  const queryClient = useQueryClient();
  const me = useMe(state.status === 'signedIn');

  const refresh = useCallback(
    async (forceRefresh = false) => {
      const next = await readSession(forceRefresh);
      if (next.status === 'signedOut' && next.notice) {
        // Inactive company: the session must not stay (application.md §4).
        await amplifySignOut().catch(() => undefined);
      }
      if (next.status === 'signedOut') queryClient.clear();
      setState(next);
      return next;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await amplifySignOut().catch(() => undefined);
    // After sign-out the stored company id is cleared and the local data is reset (application.md §4).
    removeStored(COMPANY_ID_STORAGE_KEY);
    queryClient.clear();
    // Sign-out reloads the page (application.md §4): no state of the old session survives.
    window.location.assign('/anmelden');
  }, [queryClient]);

  useEffect(() => {
    void refresh();
    return onSessionExpired(() => void refresh());
  }, [refresh]);

  const meSettled = me.data !== undefined || me.isError;
  const value = useMemo(
    () => ({ state, me: me.data, meSettled, refresh, signOut }),
    [state, me.data, meSettled, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
};
