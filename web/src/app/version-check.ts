import type { TAppMeta } from '../../../schemas/api/identity';
import { compareVersions, formatVersion, parseVersion } from '../../../schemas/kernel/version';
import type { Platform } from '../platform/platform';

/** Where the dismissed new-version banner is remembered; the value is the version that was dismissed. */
export const DISMISSED_VERSION_STORAGE_KEY = 'lohnwerk.dismissedVersion';

export type VersionNotice = {
  /** Below minimumSupportedVersion: the blocking 'Veraltete Version' dialog. */
  outdated: boolean;
  /** A newer version for this platform whose banner was not dismissed ('1.2.3'), else null. */
  newVersion: string | null;
};

/**
 * application.md §4 'Version banner': the banner shows when the app version is lower than the current
 * version of its platform and that version was not dismissed (dismissal is stored per version); below
 * minimumSupportedVersion the outdated-version dialog appears. An unreadable app version shows nothing.
 */
export const versionNotice = (
  appVersion: string,
  meta: Pick<TAppMeta, 'currentVersion' | 'minimumSupportedVersion'> | undefined,
  platform: Platform,
  dismissedVersion: string | null,
): VersionNotice => {
  const app = parseVersion(appVersion);
  if (!app || !meta) return { outdated: false, newVersion: null };
  const current = meta.currentVersion[platform];
  const newer = compareVersions(app, current) < 0 ? formatVersion(current) : null;
  return {
    outdated: compareVersions(app, meta.minimumSupportedVersion) < 0,
    newVersion: newer && newer !== dismissedVersion ? newer : null,
  };
};
