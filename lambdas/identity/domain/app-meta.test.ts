import { describe, expect, it } from 'vitest';
import { defaultAppMeta } from './app-meta';

describe('app meta', () => {
  it('answers the running release for every platform when none is stored', () => {
    const meta = defaultAppMeta('0.1.0');
    expect(meta.currentVersion).toEqual({
      ios: { major: 0, minor: 1, patch: 0 },
      android: { major: 0, minor: 1, patch: 0 },
      web: { major: 0, minor: 1, patch: 0 },
    });
    expect(meta.minimumSupportedVersion).toEqual({ major: 0, minor: 0, patch: 0 });
    expect(meta.featureFlags).toEqual({ backgroundGeolocation: true, telemetryDeck: false });
  });
});
