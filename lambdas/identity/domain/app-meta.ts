import type { TAppMeta } from '../../../schemas/api/identity';
import { parseVersion } from '../../../schemas/kernel/version';

/**
 * App meta when none is stored (application.md §3 'App meta'): the running release is the current
 * version on every platform, every version is supported and no feature flag is on.
 */
export const defaultAppMeta = (appVersion: string): TAppMeta => {
  const current = parseVersion(appVersion) ?? { major: 0, minor: 0, patch: 0 };
  return {
    currentVersion: { ios: current, android: current, web: current },
    minimumSupportedVersion: { major: 0, minor: 0, patch: 0 },
    featureFlags: { backgroundGeolocation: false, telemetryDeck: false },
  };
};
