import { useQuery } from '@tanstack/react-query';
import { listEmployeeLocations, listOrderTracks } from '../../../schemas/api/tracking';
import { callEndpoint } from './client';

/** How often the Mitarbeiterkarte asks again: positions are saved at most every 10 s per employee (§9). */
export const EMPLOYEE_LOCATIONS_REFRESH_MS = 30_000;

/** How often a running order's track is asked again: the recorder sends its points about every 30 s (§9). */
export const ORDER_TRACK_REFRESH_MS = 30_000;

export const trackingKeys = {
  locations: ['tracking', 'locations'] as const,
  order: (orderId: string) => ['tracking', 'order', orderId] as const,
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
