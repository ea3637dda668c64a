import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { officeTrackEndpoints } from '../../../schemas/api/map-structures';
import { callEndpoint } from './client';

/** Query keys: everything about the office's tracks starts with 'tracks', so one invalidation refreshes all. */
export const trackKeys = {
  all: ['tracks'] as const,
  list: () => ['tracks', 'list'] as const,
};

/** The company's tracks that are not archived (Stammdaten > Strecken). */
export const useTracks = () =>
  useQuery({
    queryKey: trackKeys.list(),
    queryFn: ({ signal }) => callEndpoint(officeTrackEndpoints.list, { signal }).then((result) => result.items),
  });

export type CreateTrackBody = z.input<NonNullable<typeof officeTrackEndpoints.create.body>>;
export type ChangeTrackBody = z.input<NonNullable<typeof officeTrackEndpoints.update.body>>;

export const useCreateTrack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrackBody) => callEndpoint(officeTrackEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
};

/** A change made on the version the office saw: the server refuses it when someone changed the track since. */
export const useChangeTrack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, body }: { trackId: string; body: ChangeTrackBody }) =>
      callEndpoint(officeTrackEndpoints.update, { params: { trackId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
};
