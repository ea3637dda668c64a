import * as z from 'zod';
import { ZLatLng } from './validation';

/**
 * Location recording and order tracking constants of application.md §9, shared by the server (chunk
 * records, the employee-location rule) and the web recorder (web/src/tracking), so both read one source.
 */
export const TRACKING = {
  /** 'location accuracy above 100 is ignored' (metres, as the Geolocation API reports it). */
  maxAccuracy: 100,
  /** 'watch options: timeout 10000 ms, maximum age 1000 ms, high accuracy'. */
  watchOptions: { timeout: 10_000, maximumAge: 1_000, enableHighAccuracy: true },
  /** 'background distance filter 5' (metres; the native background plugin's watcher, web/src/tracking). */
  backgroundDistanceFilter: 5,
  /** 'points are averaged once 4 are collected and more than 5 s have passed'. */
  averageAfterPoints: 4,
  averageAfterMs: 5_000,
  /** 'pending points are flushed at 5 entries and at least 30 s since the last flush'. */
  flushAtEntries: 5,
  flushAfterMs: 30_000,
  /** 'a tracking record holds at most 200 points'. */
  pointsPerRecord: 200,
  /** 'an employee location is saved only if more than 10 seconds passed since the last save and the position changed'. */
  locationMinIntervalMs: 10_000,
} as const;

/** A moment as the client sends it: an ISO date-time with offset, bounded like every request field. */
export const ZInstant = z.iso.datetime({ offset: true, error: 'Bitte gib einen gültigen Zeitpunkt an.' }).max(40);

/** A track point of application.md §3: lat, lng (bounds of §9) and the time it was measured. */
export const ZTrackPoint = ZLatLng.extend({ time: ZInstant });
export type TTrackPoint = z.infer<typeof ZTrackPoint>;
