import { describe, expect, it } from 'vitest';
import { createChallengeSessions } from './challenge-sessions';

describe('the challenge sessions the proxy saw issued', () => {
  it('lets an answer through only with an issued session, of its user and challenge, once', () => {
    const sessions = createChallengeSessions(() => 0);
    sessions.issued('s-1', 'Neu@Demo.de', 'NEW_PASSWORD_REQUIRED');
    expect(sessions.take('forged', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED')).toBe(false);
    expect(sessions.take('s-1', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED')).toBe(true);
    expect(sessions.take('s-1', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED')).toBe(false);
  });

  it('refuses a session of another user, another challenge or after its three minutes', () => {
    let now = 0;
    const sessions = createChallengeSessions(() => now);
    sessions.issued('a', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED');
    expect(sessions.take('a', 'inhaber@demo.de', 'NEW_PASSWORD_REQUIRED')).toBe(false);
    sessions.issued('b', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED');
    expect(sessions.take('b', 'neu@demo.de', 'SMS_MFA')).toBe(false);
    sessions.issued('c', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED');
    now = 3 * 60 * 1000 + 1;
    expect(sessions.take('c', 'neu@demo.de', 'NEW_PASSWORD_REQUIRED')).toBe(false);
  });
});
