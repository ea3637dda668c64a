import { describe, expect, it } from 'vitest';
import type { TAppMeta } from '../../../schemas/api/identity';
import { versionNotice } from './version-check';

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch });
const meta = (
  web: ReturnType<typeof v>,
  minimum = v(0, 0, 0),
): Pick<TAppMeta, 'currentVersion' | 'minimumSupportedVersion'> => ({
  currentVersion: { web, ios: v(9, 9, 9), android: v(0, 0, 1) },
  minimumSupportedVersion: minimum,
});

describe('versionNotice (application.md §4 Version banner)', () => {
  it('shows the banner when the app is older than the current version of its platform', () => {
    expect(versionNotice('0.1.0', meta(v(0, 2, 0)), 'web', null)).toEqual({ outdated: false, newVersion: '0.2.0' });
    expect(versionNotice('0.1.0', meta(v(0, 1, 0)), 'web', null)).toEqual({ outdated: false, newVersion: null });
    expect(versionNotice('0.10.0', meta(v(0, 9, 9)), 'web', null).newVersion).toBeNull();
    // Per platform: the same app version is behind on iOS but not on Android.
    expect(versionNotice('1.0.0', meta(v(0, 0, 0)), 'ios', null).newVersion).toBe('9.9.9');
    expect(versionNotice('1.0.0', meta(v(0, 0, 0)), 'android', null).newVersion).toBeNull();
  });

  it('keeps a dismissed version hidden, but shows a later one', () => {
    expect(versionNotice('0.1.0', meta(v(0, 2, 0)), 'web', '0.2.0').newVersion).toBeNull();
    expect(versionNotice('0.1.0', meta(v(0, 3, 0)), 'web', '0.2.0').newVersion).toBe('0.3.0');
  });

  it('blocks below minimumSupportedVersion', () => {
    expect(versionNotice('0.1.0', meta(v(1, 0, 0), v(0, 1, 1)), 'web', null)).toEqual({
      outdated: true,
      newVersion: '1.0.0',
    });
    expect(versionNotice('0.1.1', meta(v(1, 0, 0), v(0, 1, 1)), 'web', null).outdated).toBe(false);
  });

  it('shows nothing without app meta or with an unreadable app version', () => {
    expect(versionNotice('0.1.0', undefined, 'web', null)).toEqual({ outdated: false, newVersion: null });
    expect(versionNotice('dev', meta(v(1, 0, 0), v(1, 0, 0)), 'web', null)).toEqual({
      outdated: false,
      newVersion: null,
    });
  });
});
