import type { TLiveEntity } from '../../schemas/api/realtime';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import { staffRoles } from '../../schemas/roles';
import type { Clock } from '../platform/clock';
import type { createLogger } from '../platform/logger';
import { type MembershipLookup, requirePermission, resolveCurrentAccess } from '../platform/tenancy';
import { CONNECTION_TTL_SECONDS, type Connection, type ConnectionStore } from './connections';
import { type ChangedItem, callbackUrlFor, changeEventsByCompany } from './domain/change-events';
import { companiesWithMembershipChanges, type StoredMembership, sortListeners } from './domain/listeners';

export type RealtimeDeps = {
  verifyToken: (token: string) => Promise<TClaims>;
  lookupMembership: MembershipLookup;
  connections: ConnectionStore;
  clock: Clock;
  liveEntities: ReadonlySet<TLiveEntity>;
  logger: ReturnType<typeof createLogger>;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * $connect: the ID token comes in the query (browsers cannot set WebSocket headers); the connection
 * is filed under the caller's company, which comes from the verified claims. Answers an HTTP status.
 */
export const makeConnect =
  (deps: RealtimeDeps) =>
  async (request: {
    token: string | undefined;
    companyId: string | undefined;
    connectionId: string;
    domainName: string;
    stage: string;
  }): Promise<number> => {
    try {
      if (!request.token) throw new AppError('LW_401_01_0001', { detail: 'no token on connect' });
      const claims = await deps.verifyToken(request.token);
      const company = await resolveCurrentAccess(claims, request.companyId, deps.lookupMembership);
      requirePermission(company, 'changes:subscribe');
      const connection = {
        companyId: company.companyId,
        connectionId: request.connectionId,
        userId: claims.sub,
        callbackUrl: callbackUrlFor(request.domainName, request.stage),
        // The stored role (resolveCurrentAccess), kept so the fan-out notices when it changes.
        role: staffRoles.find((role) => role === company.role),
      };
      await deps.connections.save(connection, seconds(deps.clock.now()) + CONNECTION_TTL_SECONDS);
      return 200;
    } catch (error) {
      const status = error instanceof AppError ? error.status : 500;
      deps.logger.warn('connection refused', { status, error: String(error) });
      return status;
    }
  };

/** The stored memberships of the members behind a company's open sockets, each read once (consistently). */
const storedMemberships = async (
  lookup: MembershipLookup,
  companyId: string,
  open: readonly Connection[],
): Promise<Map<string, StoredMembership>> => {
  const userIds = [...new Set(open.map((connection) => connection.userId))];
  const read = async (userId: string): Promise<[string, StoredMembership]> => [userId, await lookup(companyId, userId)];
  return new Map(await Promise.all(userIds.map(read)));
};

/**
 * Table changes -> change events -> every open connection of the company whose member may still
 * listen. A push is a hint to refetch, so one failing client must not hold up the others: failures are
 * logged, gone clients forgotten, and the batch never fails (a retry would send everything twice).
 * Membership changes arrive on the same stream: their company's sockets are re-checked at once, and
 * every fan-out re-checks too, because the stream orders changes per item only, so an event may be
 * pushed before the membership change that ends a member's access has been seen here.
 */
export const makePushChanges =
  ({ connections, clock, liveEntities, logger, lookupMembership }: RealtimeDeps) =>
  async (changes: ChangedItem[]): Promise<void> => {
    const now = seconds(clock.now());
    const eventsByCompany = changeEventsByCompany(changes, liveEntities);
    const companies = new Set([...eventsByCompany.keys(), ...companiesWithMembershipChanges(changes)]);
    for (const companyId of companies) {
      try {
        const open = await connections.openOf(companyId, now);
        const memberships = await storedMemberships(lookupMembership, companyId, open);
        const { receivers, stale } = sortListeners(open, (userId) => memberships.get(userId));
        if (stale.length > 0) logger.info('closing sockets of changed memberships', { companyId, count: stale.length });
        const events = eventsByCompany.get(companyId) ?? [];
        const results = await Promise.allSettled([
          ...stale.map((connection) => connections.close(connection)),
          ...receivers.map((connection) => pushAll(connections, connection, events)),
        ]);
        for (const result of results) {
          if (result.status === 'rejected') logger.warn('push failed', { companyId, error: String(result.reason) });
        }
      } catch (error) {
        // Not even the company's sockets or members could be read: its hints are lost, the others go out.
        logger.warn('push failed', { companyId, error: String(error) });
      }
    }
  };

/** The events in order to one connection; a client that is gone is forgotten. */
const pushAll = async (connections: ConnectionStore, connection: Connection, events: readonly unknown[]) => {
  for (const event of events) {
    if ((await connections.post(connection, event)) === 'gone') {
      await connections.remove(connection.connectionId);
      return;
    }
  }
};
