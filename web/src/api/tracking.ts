import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getTracking, listEmployeeLocations, listOrderTracks } from '../../../schemas/api/tracking';
import { searchVisits } from '../../../schemas/api/tracking-visits';
import { callEndpoint } from './client';

/** How often the Mitarbeiterkarte asks again: positions are saved at most every 10 s per employee (§9). */
export const EMPLOYEE_LOCATIONS_REFRESH_MS = 30_000;

/** How often a running order's track is asked again: the recorder sends its points about every 30 s (§9). */
export const ORDER_TRACK_REFRESH_MS = 30_000;

export const trackingKeys = {
  locations: ['tracking', 'locations'] as const,
  order: (orderId: string) => ['tracking', 'order', orderId] as const,
  tracking: (trackingId: string) => ['tracking', 'tracking', trackingId] as const,
};

/** The trackings of one order with their points (the order details' track); `live` while it is worked. */
export const useOrderTracks = (orderId: string, live: boolean) =>
  useQuery({
    queryKey: trackingKeys.order(orderId),
    queryFn: ({ signal }) =>
      callEndpoint(listOrderTracks, { query: { orderId }, signal }).then((result) => result.items),
    refetchInterval: live ? ORDER_TRACK_REFRESH_MS : false,
  });

/** Every employee's last saved position (the Mitarbeiterkarte), asked again every 30 s while shown. */
export const useEmployeeLocations = () =>
  useQuery({
    queryKey: trackingKeys.locations,
    queryFn: ({ signal }) => callEndpoint(listEmployeeLocations, { signal }).then((result) => result.items),
    refetchInterval: EMPLOYEE_LOCATIONS_REFRESH_MS,
  });

export type VisitsSearchBody = z.input<NonNullable<typeof searchVisits.body>>;

/** 'Wer war wann hier?': who passed through an area in a period (a search, so a mutation: nothing cached). */
export const useSearchVisits = () =>
  useMutation({
    mutationFn: (body: VisitsSearchBody) => callEndpoint(searchVisits, { body }).then((result) => result.items),
  });

/** Several trackings with their points (a visit's track on the map); a finished tracking does not change. */
export const useTrackings = (trackingIds: readonly string[]) =>
  useQueries({
    queries: trackingIds.map((trackingId) => ({
      queryKey: trackingKeys.tracking(trackingId),
      queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(getTracking, { params: { trackingId }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
