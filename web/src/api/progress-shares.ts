import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createProgressShare,
  listProgressShares,
  readOrdersProgress,
  revokeProgressShare,
} from '../../../schemas/api/progress-shares';
import { callEndpoint } from './client';

/** Query keys of the farmer's progress links: one invalidation of `all` refreshes the list. */
export const progressShareKeys = {
  all: ['progressShares'] as const,
  list: () => ['progressShares', 'list'] as const,
  progress: (token: string) => ['ordersProgress', token] as const,
};

/**
 * How often the public page asks again: it has no WebSocket (no sign-in), so a farmer watching it sees
 * a started or finished order within this time, without reloading.
 */
export const PROGRESS_REFRESH_MS = 20_000;

/** The company's progress links, newest first (no tokens: only their hashes are kept). */
export const useProgressShares = () =>
  useQuery({
    queryKey: progressShareKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listProgressShares, { signal }).then((result) => result.items),
  });

export type CreateProgressShareBody = z.input<NonNullable<typeof createProgressShare.body>>;

/** Creates a link; its answer carries the token this once. */
export const useCreateProgressShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgressShareBody) => callEndpoint(createProgressShare, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressShareKeys.all }),
  });
};

export const useRevokeProgressShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callEndpoint(revokeProgressShare, { params: { shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressShareKeys.all }),
  });
};

/**
 * The farmer's current orders, read without signing in and asked again every PROGRESS_REFRESH_MS; a dead
 * link is an error (404) and is not asked again.
 */
export const useOrdersProgress = (token: string, refetchInterval = PROGRESS_REFRESH_MS) =>
  useQuery({
    queryKey: progressShareKeys.progress(token),
    queryFn: ({ signal }) => callEndpoint(readOrdersProgress, { params: { token }, signal }),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : refetchInterval),
  });
