import { describe, expect, it } from 'vitest';
import { confirmPasswordReset, requestPasswordReset } from '../../schemas/api/identity';
import { createLogger } from '../platform/logger';
import type { TMailMessage } from '../platform/mail-queue';
import { type IdentityDeps, identityRoutes } from './account-routes';
import type { AccountDirectory } from './cognito-accounts';
import type { IdentityStore } from './user-store';

const logger = createLogger('identity-test');
logger.setLogLevel('SILENT');
const now = new Date('2026-11-21T10:00:00Z');

/** In-memory ports: one user with one open reset link ('echter-token'), rate counters per key. */
const setup = () => {
  const counts = new Map<string, number>();
  const mails: TMailMessage[] = [];
  const passwords: string[] = [];
  const resets = new Set(['echter-token']);
  const deps: IdentityDeps = {
    store: {
      userByEmail: async (email) =>
        email === 'anna@hof.de' ? { userId: 'u-anna', email, disabled: false } : undefined,
      userById: async (userId) => (userId === 'u-anna' ? { userId, email: 'anna@hof.de', disabled: false } : undefined),
      createReset: async () => 'neuer-token',
      findReset: async (token) => (resets.has(token) ? { userId: 'u-anna', expiresAt: 2_000_000_000 } : undefined),
      consumeReset: async (token) => resets.delete(token),
      countEvent: async (key) => {
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        return count;
      },
      eventCount: async (key) => counts.get(key) ?? 0,
    } as Partial<IdentityStore> as IdentityStore,
    accounts: {
      setPassword: async (_mail, password) => void passwords.push(password),
    } as Partial<AccountDirectory> as AccountDirectory,
    mail: { enqueue: async (message) => void mails.push(message) },
    clock: { now: () => now },
    appUrl: () => 'https://app.example',
    appVersion: '0.0.1',
  };
  const routes = identityRoutes(deps);
  const call = (endpoint: { path: string }, body: unknown, sourceIp: string) => {
    const found = routes.find((candidate) => candidate.endpoint.path === endpoint.path);
    if (!found) throw new Error(`no route ${endpoint.path}`);
    return found.handle({ params: undefined, query: undefined, body }, { requestId: 'r', logger, sourceIp });
  };
  return {
    mails,
    passwords,
    requestReset: (email: string, sourceIp = '203.0.113.7') => call(requestPasswordReset, { email }, sourceIp),
    confirm: (token: string, sourceIp = '203.0.113.7') =>
      call(confirmPasswordReset, { token, password: 'NeuesPasswort1!' }, sourceIp),
  };
};

describe('password reset, limited per client as well as per address (issue 25 point 5)', () => {
  it('refuses a client with 429 after 30 reset requests an hour, whatever the addresses', async () => {
    const { requestReset } = setup();
    for (let index = 0; index < 30; index++) {
      expect(await requestReset(`person-${index}@hof.de`)).toEqual({ accepted: true });
    }
    await expect(requestReset('person-31@hof.de')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    await expect(requestReset('anna@hof.de')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    // Another client still gets its mail.
    expect(await requestReset('anna@hof.de', '198.51.100.1')).toEqual({ accepted: true });
  });

  it('refuses a client with 429 after 20 wrong link tokens an hour, before looking at the next one', async () => {
    const { confirm, passwords } = setup();
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(confirm(`geraten-${attempt}`)).rejects.toMatchObject({ code: 'LW_400_20_0001' });
    }
    await expect(confirm('geraten-21')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    await expect(confirm('echter-token')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    expect(passwords).toEqual([]);
    expect(await confirm('echter-token', '198.51.100.1')).toEqual({ done: true });
    expect(passwords).toEqual(['NeuesPasswort1!']);
  });

  it('counts the IPv6 addresses of one /64 network as one client', async () => {
    const { confirm } = setup();
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(confirm(`geraten-${attempt}`, `2001:db8:0:12::${attempt + 1}`)).rejects.toMatchObject({
        code: 'LW_400_20_0001',
      });
    }
    await expect(confirm('geraten', '2001:db8:0:12:ffff::1')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
  });
});
