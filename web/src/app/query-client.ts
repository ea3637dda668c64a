import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** application.md §9: default retention 5 minutes; retry 3 times with exponential delay capped at 30 s. */
export const RETENTION_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

/** Client errors (4xx) do not get better by asking again; everything else is retried 3 times. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  return true;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Live updates invalidate changed lists, so cached data may be kept for the whole retention time.
        staleTime: RETENTION_MS,
        gcTime: RETENTION_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
