import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * The signed-in user's ID token. The API and the WebSocket take the ID token (not the access
 * token): the custom claims (roles, defaultCompanyId, ...) are only in the ID token.
 * Amplify refreshes an expired token on its own; `forceRefresh` asks for a new one anyway.
 */
export const getIdToken = async (forceRefresh = false): Promise<string | null> => {
  const session = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
  return session.tokens?.idToken?.toString() ?? null;
};

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** Called when the API answers 401: the auth context re-reads the session (and signs out if it is gone). */
export const onSessionExpired = (listener: Listener): (() => void) => {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
};

export const reportSessionExpired = (): void => {
  for (const listener of expiredListeners) listener();
};
