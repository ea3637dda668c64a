import { useQuery } from '@tanstack/react-query';
import { listEmployeeLocations } from '../../../schemas/api/tracking';
import { callEndpoint } from './client';

/** How often the Mitarbeiterkarte asks again: positions are saved at most every 10 s per employee (§9). */
export const EMPLOYEE_LOCATIONS_REFRESH_MS = 30_000;

export const trackingKeys = {
  locations: ['tracking', 'locations'] as const,
};

/** Every employee's last saved position (the Mitarbeiterkarte), asked again every 30 s while shown. */
export const useEmployeeLocations = () =>
  useQuery({
    queryKey: trackingKeys.locations,
    queryFn: ({ signal }) => callEndpoint(listEmployeeLocations, { signal }).then((result) => result.items),
    refetchInterval: EMPLOYEE_LOCATIONS_REFRESH_MS,
  });
