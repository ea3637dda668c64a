import { AppError } from '../../schemas/errors';
import type { Clock } from '../platform/clock';
import {
  clientOf,
  MAX_FAILED_TOKEN_CHECKS_PER_CLIENT_PER_HOUR,
  MAX_RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  rateWindow,
} from './domain/rate-limit';
import type { IdentityStore } from './user-store';

/**
 * The limits per client of the public identity routes (domain/rate-limit.ts), counted in the store's rate
 * counters. Failed token checks are counted, not every check: people who open their own links never
 * come near the limit, while one guessing tokens is stopped after a few.
 */
export const clientLimits = (store: Pick<IdentityStore, 'countEvent' | 'eventCount'>, clock: Clock) => {
  const failedTokensKey = (sourceIp: string | undefined) => `token-check-failed#${clientOf(sourceIp)}`;
  return {
    /** Counts one reset request of the client; 429 when it asked for too many this hour. */
    countResetRequest: async (sourceIp: string | undefined): Promise<void> => {
      const requests = await store.countEvent(`password-reset-client#${clientOf(sourceIp)}`, rateWindow(clock.now()));
      if (requests > MAX_RESET_REQUESTS_PER_CLIENT_PER_HOUR) throw new AppError('LW_429_00_0001');
    },
    /** 429 before any token is looked at while the client has tried too many wrong ones this hour. */
    refuseTokenGuessing: async (sourceIp: string | undefined): Promise<void> => {
      const failed = await store.eventCount(failedTokensKey(sourceIp), rateWindow(clock.now()));
      if (failed >= MAX_FAILED_TOKEN_CHECKS_PER_CLIENT_PER_HOUR) throw new AppError('LW_429_00_0001');
    },
    /** Counts a token that was unknown, expired or used up. */
    countFailedToken: async (sourceIp: string | undefined): Promise<void> => {
      await store.countEvent(failedTokensKey(sourceIp), rateWindow(clock.now()));
    },
  };
};
