import type { TLiveEntity } from '../../schemas/api/realtime';
import type { TClaims } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import type { Clock } from '../platform/clock';
import type { createLogger } from '../platform/logger';
import { type MembershipLookup, requirePermission, resolveCurrentAccess } from '../platform/tenancy';
import { CONNECTION_TTL_SECONDS, type ConnectionStore } from './connections';
import { type ChangedItem, callbackUrlFor, changeEventsByCompany } from './domain/change-events';

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
      };
      await deps.connections.save(connection, seconds(deps.clock.now()) + CONNECTION_TTL_SECONDS);
      return 200;
    } catch (error) {
      const status = error instanceof AppError ? error.status : 500;
      deps.logger.warn('connection refused', { status, error: String(error) });
      return status;
    }
  };

/**
 * Table changes -> change events -> every open connection of the company. A push is a hint to
 * refetch, so one failing client must not hold up the others: failures are logged, gone clients
 * forgotten, and the batch never fails (a retry would send everything twice).
 */
export const makePushChanges =
  ({ connections, clock, liveEntities, logger }: RealtimeDeps) =>
  async (changes: ChangedItem[]): Promise<void> => {
    const now = seconds(clock.now());
    for (const [companyId, events] of changeEventsByCompany(changes, liveEntities)) {
      const open = await connections.openOf(companyId, now);
      const results = await Promise.allSettled(
        open.map(async (connection) => {
          for (const event of events) {
            if ((await connections.post(connection, event)) === 'gone') {
              await connections.remove(connection.connectionId);
              return;
            }
          }
        }),
      );
      for (const result of results) {
        if (result.status === 'rejected') logger.warn('push failed', { companyId, error: String(result.reason) });
      }
    }
  };
