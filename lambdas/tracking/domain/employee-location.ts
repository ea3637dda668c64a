import { TRACKING } from '../../../schemas/tracking';

export type LocationFix = { lat: number; lng: number; timestamp: string };

/**
 * application.md §9: 'an employee location is saved only if more than 10 seconds passed since the last
 * save and the position changed'. The first location is always saved; a fix older than the saved one
 * (a late answer) never replaces it.
 */
export const shouldSaveLocation = (last: LocationFix | undefined, next: LocationFix): boolean => {
  if (!last) return true;
  const elapsed = Date.parse(next.timestamp) - Date.parse(last.timestamp);
  const moved = last.lat !== next.lat || last.lng !== next.lng;
  return elapsed > TRACKING.locationMinIntervalMs && moved;
};
