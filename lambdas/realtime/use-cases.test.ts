import { describe, expect, it } from 'vitest';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { createLogger } from '../platform/logger';
import type { Connection, ConnectionStore } from './connections';
import type { StoredMembership } from './domain/listeners';
import { makeConnect, makePushChanges, type RealtimeDeps } from './use-cases';

const claims: TClaims = {
  sub: 'user-1',
  iat: 1,
  defaultCompanyId: 'hansen',
  roles: { hansen: 'PLANNER' },
  customerIds: { nord: ['k1'] },
  adminLevel: 'NONE',
  inactiveCompanyIds: [],
};

const fakeStore = (initial: Connection[] = [], failing = new Set<string>(), gone = new Set<string>()) => {
  const saved: { connection: Connection; expiresAt: number }[] = [];
  const removed: string[] = [];
  const closed: string[] = [];
  const posted: { connectionId: string; message: unknown }[] = [];
  const store: ConnectionStore = {
    save: async (connection, expiresAt) => void saved.push({ connection, expiresAt }),
    remove: async (connectionId) => void removed.push(connectionId),
    openOf: async (companyId) => initial.filter((connection) => connection.companyId === companyId),
    post: async (connection, message) => {
      if (failing.has(connection.connectionId)) throw new Error('ECONNREFUSED');
      if (gone.has(connection.connectionId)) return 'gone';
      posted.push({ connectionId: connection.connectionId, message });
      return 'sent';
    },
    close: async (connection) => void closed.push(connection.connectionId),
  };
  return { store, saved, removed, posted, closed };
};

const depsWith = (store: ConnectionStore): RealtimeDeps => ({
  verifyToken: async (token) => {
    if (token !== 'valid') throw new AppError('LW_401_01_0001');
    return claims;
  },
  lookupMembership: async (companyId) => (companyId === 'hansen' ? { role: 'PLANNER', active: true } : undefined),
  connections: store,
  clock: { now: () => new Date('2026-11-21T10:00:00Z') },
  liveEntities: new Set(['customer']),
  logger: createLogger('realtime-test'),
});

const request = { connectionId: 'c1', domainName: 'localhost:3000', stage: '_ws', companyId: undefined };

describe('connect', () => {
  it('files the connection under the company of the verified claims, for two hours', async () => {
    const { store, saved } = fakeStore();
    expect(await makeConnect(depsWith(store))({ ...request, token: 'valid' })).toBe(200);
    expect(saved).toEqual([
      {
        connection: {
          companyId: 'hansen',
          connectionId: 'c1',
          userId: 'user-1',
          callbackUrl: 'http://localhost:3000/_ws',
          role: 'PLANNER',
        },
        expiresAt: Date.parse('2026-11-21T12:00:00Z') / 1000,
      },
    ]);
  });

  it('refuses missing or bad tokens (401), other companies and roles without the permission (403)', async () => {
    const { store, saved } = fakeStore();
    const connect = makeConnect(depsWith(store));
    expect(await connect({ ...request, token: undefined })).toBe(401);
    expect(await connect({ ...request, token: 'forged' })).toBe(401);
    expect(await connect({ ...request, token: 'valid', companyId: 'elsewhere' })).toBe(403);
    // A customer login holds no staff role in 'nord', so it cannot listen to the contractor's lists.
    expect(await connect({ ...request, token: 'valid', companyId: 'nord' })).toBe(403);
    expect(saved).toEqual([]);
  });
});

describe('push changes', () => {
  const connection = (connectionId: string, companyId = 'hansen'): Connection => ({
    companyId,
    connectionId,
    userId: 'u',
    callbackUrl: 'http://localhost:3000/_ws',
    role: 'PLANNER',
  });
  const change = { op: 'MODIFY' as const, image: { __edb_e__: 'customer', companyId: 'hansen', customerId: 'k7' } };

  it('reaches every healthy connection of the company even when one fails, and forgets gone ones', async () => {
    const { store, posted, removed } = fakeStore(
      [connection('broken'), connection('ok'), connection('gone'), connection('other', 'nord')],
      new Set(['broken']),
      new Set(['gone']),
    );
    await expect(makePushChanges(depsWith(store))([change])).resolves.toBeUndefined();
    expect(posted).toEqual([
      { connectionId: 'ok', message: { type: 'changed', entity: 'customer', id: 'k7', op: 'MODIFY' } },
    ]);
    expect(removed).toEqual(['gone']);
  });

  it('re-checks every socket against the stored membership, reading each member once per batch', async () => {
    const stored: Record<string, StoredMembership> = {
      planner: { role: 'PLANNER', active: true },
      deactivated: { role: 'PLANNER', active: false },
      demoted: { role: 'EMPLOYEE', active: true },
    };
    const reads: string[] = [];
    const { store, posted, closed } = fakeStore([
      { ...connection('planner-phone'), userId: 'planner' },
      { ...connection('planner-desk'), userId: 'planner' },
      { ...connection('deactivated'), userId: 'deactivated' },
      { ...connection('demoted'), userId: 'demoted' },
      { ...connection('removed'), userId: 'removed' },
    ]);
    await makePushChanges({
      ...depsWith(store),
      lookupMembership: async (_companyId, userId) => {
        reads.push(userId);
        return stored[userId];
      },
    })([change, { ...change, image: { ...change.image, customerId: 'k8' } }]);
    expect(posted.map((push) => push.connectionId)).toEqual([
      'planner-phone',
      'planner-desk',
      'planner-phone',
      'planner-desk',
    ]);
    expect(closed.sort()).toEqual(['deactivated', 'demoted', 'removed']);
    expect(reads.sort()).toEqual(['deactivated', 'demoted', 'planner', 'removed']);
  });

  it('closes the sockets of a changed membership at once, even when the company has no other change', async () => {
    const { store, posted, closed } = fakeStore([
      { ...connection('kept'), userId: 'colleague' },
      { ...connection('cut'), userId: 'leaver' },
    ]);
    await makePushChanges({
      ...depsWith(store),
      lookupMembership: async (_companyId, userId) =>
        userId === 'leaver' ? { role: 'PLANNER', active: false } : { role: 'PLANNER', active: true },
    })([{ op: 'MODIFY', image: { __edb_e__: 'membership', companyId: 'hansen', userId: 'leaver', active: false } }]);
    expect(closed).toEqual(['cut']);
    expect(posted).toEqual([]);
  });

  it("still reaches the other companies when one company's members cannot be read", async () => {
    const { store, posted } = fakeStore([connection('hansen-socket'), connection('nord-socket', 'nord')]);
    await makePushChanges({
      ...depsWith(store),
      lookupMembership: async (companyId) => {
        if (companyId === 'hansen') throw new Error('ProvisionedThroughputExceededException');
        return { role: 'PLANNER', active: true };
      },
    })([
      { ...change, image: { ...change.image, companyId: 'hansen' } },
      { ...change, image: { ...change.image, companyId: 'nord' } },
    ]);
    expect(posted.map((push) => push.connectionId)).toEqual(['nord-socket']);
  });
});
