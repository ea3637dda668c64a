/**
 * The challenge sessions the proxy saw cognito-local hand out (NEW_PASSWORD_REQUIRED after a sign-in with
 * a temporary password). cognito-local does not check the Session of RespondToAuthChallenge at all, so a
 * made-up session would set any account's password and sign it in; Cognito checks it. The proxy forwards a
 * challenge answer only with a session it saw issued, for the same user, once, within Cognito's 3 minutes.
 */

const SESSION_LIFETIME_MS = 3 * 60 * 1000;
/** Far more than sign-ins with a temporary password at one time; the oldest go first beyond it. */
const MAX_OPEN_SESSIONS = 1000;

type Issued = { username: string; challengeName: string; until: number };

export const createChallengeSessions = (now: () => number = Date.now) => {
  const open = new Map<string, Issued>();
  return {
    /** Notes the session of an InitiateAuth answer that asks a challenge. */
    issued: (session: string, username: string, challengeName: string): void => {
      open.set(session, { username: username.toLowerCase(), challengeName, until: now() + SESSION_LIFETIME_MS });
      for (const oldest of open.keys()) {
        if (open.size <= MAX_OPEN_SESSIONS) break;
        open.delete(oldest);
      }
    },
    /** Whether an answer to a challenge names a session issued for this user and challenge; used up. */
    take: (session: string, username: string, challengeName: string): boolean => {
      const found = open.get(session);
      open.delete(session);
      return (
        found !== undefined &&
        found.until > now() &&
        found.challengeName === challengeName &&
        found.username === username.toLowerCase()
      );
    },
  };
};
export type ChallengeSessions = ReturnType<typeof createChallengeSessions>;
