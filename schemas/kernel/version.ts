import * as z from 'zod';

/** An app version as app meta stores it per platform (application.md §3: major, minor, patch). */
export const ZAppVersion = z.object({
  major: z.number().int().min(0),
  minor: z.number().int().min(0),
  patch: z.number().int().min(0),
});
export type TAppVersion = z.infer<typeof ZAppVersion>;

/**
 * Reads '1.2.3' (also 'v1.2.3', '1.2' and '1.2.3-preview': a suffix after the patch is ignored).
 * Returns null for anything else.
 */
export const parseVersion = (text: string): TAppVersion | null => {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) };
};

const toVersion = (version: TAppVersion | string): TAppVersion => {
  if (typeof version !== 'string') return version;
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`Not a version: ${version}`);
  return parsed;
};

/**
 * Compares by major, then minor, then patch (application.md §9 'Versions').
 * Negative if a is older than b, 0 if equal, positive if newer.
 */
export const compareVersions = (a: TAppVersion | string, b: TAppVersion | string): -1 | 0 | 1 => {
  const left = toVersion(a);
  const right = toVersion(b);
  for (const part of ['major', 'minor', 'patch'] as const) {
    if (left[part] !== right[part]) return left[part] < right[part] ? -1 : 1;
  }
  return 0;
};

/** True if `version` is lower than `other` (new-version banner, minimumSupportedVersion). */
export const isOlderVersion = (version: TAppVersion | string, other: TAppVersion | string): boolean =>
  compareVersions(version, other) < 0;

export const formatVersion = ({ major, minor, patch }: TAppVersion): string => `${major}.${minor}.${patch}`;
