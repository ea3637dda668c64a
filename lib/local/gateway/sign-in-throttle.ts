/**
 * Failed sign-ins locked out as Cognito does it (Cognito developer guide, "User sign-in throttling"):
 * after five failed attempts for one user, sign-in is refused for one second, doubling with every
 * further failure up to about 15 minutes; attempts while locked are refused without being tried and do
 * not count. cognito-local has no such lock, so the gateway's /cognito proxy keeps it locally.
 */
export type SignInThrottle = {
  /** Whether this user's sign-in is refused right now, without trying the password. */
  isLocked(username: string): boolean;
  recordFailure(username: string): void;
  recordSuccess(username: string): void;
};

export const FREE_FAILED_ATTEMPTS = 5;
const FIRST_LOCK_MS = 1_000;
const LONGEST_LOCK_MS = 15 * 60 * 1000;
const MAX_TRACKED_USERS = 10_000;

type Failures = { count: number; lastAt: number };

/** How long a user stays locked after this many failures in a row. */
export const lockDurationMs = (failures: number): number =>
  failures < FREE_FAILED_ATTEMPTS
    ? 0
    : Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILED_ATTEMPTS), LONGEST_LOCK_MS);

export const createSignInThrottle = (now: () => number = Date.now): SignInThrottle => {
  const failuresByUser = new Map<string, Failures>();
  // The proxy passes the account a sign-in names (sign-in-accounts.ts); a bare name, as in the tests,
  // counts case-insensitively as Cognito's e-mail user names do.
  const keyOf = (username: string) => username.trim().toLowerCase();
  /** A streak of failures ends when the user has been quiet for the longest lock. */
  const currentFailures = (key: string): Failures | undefined => {
    const failures = failuresByUser.get(key);
    if (failures && now() - failures.lastAt > LONGEST_LOCK_MS) {
      failuresByUser.delete(key);
      return undefined;
    }
    return failures;
  };
  return {
    isLocked: (username) => {
      const failures = currentFailures(keyOf(username));
      return failures !== undefined && now() < failures.lastAt + lockDurationMs(failures.count);
    },
    recordFailure: (username) => {
      const key = keyOf(username);
      // Guessed user names must not grow the table without end: quiet streaks go first.
      if (failuresByUser.size >= MAX_TRACKED_USERS) {
        for (const tracked of failuresByUser.keys()) currentFailures(tracked);
      }
      failuresByUser.set(key, { count: (currentFailures(key)?.count ?? 0) + 1, lastAt: now() });
    },
    recordSuccess: (username) => {
      failuresByUser.delete(keyOf(username));
    },
  };
};
