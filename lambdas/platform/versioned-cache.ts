/** A value as cached: the collection version it was loaded at (it may already include later writes). */
export type CachedVersion<T> = { version: number; value: T };

/**
 * An in-memory cache for a warm Lambda, keyed (e.g. by company) and validated against a version
 * counter that every write raises in the same transaction. The caller reads the current version
 * BEFORE loading, so a cached value can only be labelled older than it is, never newer: a write
 * that lands during a load is picked up by the next call. On a version change the loader gets the
 * outdated entry, so it may bring that up to date instead of loading everything again.
 */
export type VersionedCache<T> = {
  get: (key: string, currentVersion: number, load: (outdated?: CachedVersion<T>) => Promise<T>) => Promise<T>;
  size: () => number;
};

export const createVersionedCache = <T>(maxEntries = 100): VersionedCache<T> => {
  const entries = new Map<string, CachedVersion<T>>();
  return {
    get: async (key, currentVersion, load) => {
      const hit = entries.get(key);
      if (hit && hit.version === currentVersion) {
        // Re-insert so the Map's order is least-recently-used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = await load(hit);
      entries.delete(key);
      entries.set(key, { version: currentVersion, value });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    size: () => entries.size,
  };
};
