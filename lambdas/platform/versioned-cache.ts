/**
 * An in-memory cache for a warm Lambda, keyed (e.g. by company) and validated against a version
 * counter that every write raises in the same transaction. The caller reads the current version
 * BEFORE loading, so a cached value can only be labelled older than it is, never newer: a write
 * that lands during a load is picked up by the next call.
 */
export type VersionedCache<T> = {
  get: (key: string, currentVersion: number, load: () => Promise<T>) => Promise<T>;
  size: () => number;
};

export const createVersionedCache = <T>(maxEntries = 100): VersionedCache<T> => {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    get: async (key, currentVersion, load) => {
      const hit = entries.get(key);
      if (hit && hit.version === currentVersion) {
        // Re-insert so the Map's order is least-recently-used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = await load();
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
