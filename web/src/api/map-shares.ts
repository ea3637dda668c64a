import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createMapShare, listMapShares, readSharedMap, revokeMapShare } from '../../../schemas/api/map-shares';
import { callEndpoint } from './client';

/** Query keys of the office's map links: one invalidation of `all` refreshes the list. */
export const mapShareKeys = {
  all: ['mapShares'] as const,
  list: () => ['mapShares', 'list'] as const,
  shared: (token: string) => ['sharedMap', token] as const,
};

/** The company's links to map structures, newest first (no tokens: only their hashes are kept). */
export const useMapShares = () =>
  useQuery({
    queryKey: mapShareKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listMapShares, { signal }).then((result) => result.items),
  });

export type CreateMapShareBody = z.input<NonNullable<typeof createMapShare.body>>;

/** Creates a link; its answer carries the token this once. */
export const useCreateMapShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMapShareBody) => callEndpoint(createMapShare, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapShareKeys.all }),
  });
};

export const useRevokeMapShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callEndpoint(revokeMapShare, { params: { shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapShareKeys.all }),
  });
};

/** What a link shows, read without signing in; a dead link is an error (404) and is not asked again. */
export const useSharedMap = (token: string) =>
  useQuery({
    queryKey: mapShareKeys.shared(token),
    queryFn: ({ signal }) => callEndpoint(readSharedMap, { params: { token }, signal }),
    retry: false,
  });
