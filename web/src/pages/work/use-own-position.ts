import { useEffect, useState } from 'react';
import type { TLatLng } from '../../../../schemas/validation';
import { deviceGeolocation } from '../../tracking/native-location';
import type { GeolocationPort } from '../../tracking/track-session';

/** Where the driver is, or why that is not known: not yet, or the location is not permitted/unavailable. */
export type OwnPosition =
  | { kind: 'waiting' }
  | { kind: 'known'; position: TLatLng; accuracyM: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/** The next state after a fix or an error (pure: the hook below and its tests share it). */
export const nextOwnPosition = (
  event:
    | { fix: { coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'> } }
    | { error: Pick<GeolocationPositionError, 'code' | 'PERMISSION_DENIED'> },
): OwnPosition =>
  'fix' in event
    ? {
        kind: 'known',
        position: { lat: event.fix.coords.latitude, lng: event.fix.coords.longitude },
        accuracyM: event.fix.coords.accuracy,
      }
    : { kind: event.error.code === event.error.PERMISSION_DENIED ? 'denied' : 'unavailable' };

/**
 * Follows the device's position while the map is open (watchPosition). The map is only on screen in the
 * foreground, so it takes the foreground source (the browser's, the WebView's in the native shell):
 * the background plugin serves the one listener of the GPS recording (tracking/native-location.ts).
 */
export const useOwnPosition = (
  geolocation: GeolocationPort | null = typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? deviceGeolocation(false)
    : null,
): OwnPosition => {
  const [state, setState] = useState<OwnPosition>(geolocation ? { kind: 'waiting' } : { kind: 'unavailable' });
  useEffect(() => {
    if (!geolocation) return;
    const watchId = geolocation.watchPosition(
      (fix) => setState(nextOwnPosition({ fix })),
      (error) => setState(nextOwnPosition({ error })),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => geolocation.clearWatch(watchId);
  }, [geolocation]);
  return state;
};
