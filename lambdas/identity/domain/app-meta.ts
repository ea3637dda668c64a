import type { TAppMeta } from '../../../schemas/api/identity';
import { parseVersion } from '../../../schemas/kernel/version';

/**
 * App meta when none is stored (application.md §3 'App meta'): the running release is the current
 * version on every platform and every version is supported. Background location is on: a driver's
 * phone lies in the cab with the screen off, and the track of the field must still be recorded
 * (issue 12 point 6); telemetry stays off until a telemetry service is configured.
 */
export const defaultAppMeta = (appVersion: string): TAppMeta => {
  const current = parseVersion(appVersion) ?? { major: 0, minor: 0, patch: 0 };
  return {
    currentVersion: { ios: current, android: current, web: current },
    minimumSupportedVersion: { major: 0, minor: 0, patch: 0 },
    featureFlags: { backgroundGeolocation: true, telemetryDeck: false },
  };
};
