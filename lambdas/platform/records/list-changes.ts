import { compareRecords, type StoredRecord } from './record-domain';

/**
 * Bringing a cached list up to date from the kind's change index (DESIGN §3; entries written by
 * writeWithChangeEntry in ../db/write.ts): pure decisions and the merge, no I/O.
 */

/** Beyond this many changes since the cached list, one Query of the whole kind beats reading each record. */
export const MAX_CHANGES_TO_MERGE = 200;

/** A change entry: the collection version a write raised the counter to, and the record it changed. */
export type ListChange = { version: number; recordId: string };

/** True when the versions between the cached list and now are few enough to read the changes one by one. */
export const fewEnoughChanges = (cachedVersion: number, currentVersion: number): boolean =>
  currentVersion > cachedVersion && currentVersion - cachedVersion <= MAX_CHANGES_TO_MERGE;

/**
 * The records changed after `cachedVersion` up to `currentVersion`, each once; undefined when the entries
 * do not account for every version in between (a write that bumped without an entry, an entry the TTL
 * removed): then only the whole list is certain to be right.
 */
export const changedRecordIds = (
  changes: readonly ListChange[],
  cachedVersion: number,
  currentVersion: number,
): string[] | undefined => {
  const between = changes.filter(({ version }) => version > cachedVersion && version <= currentVersion);
  const versions = new Set(between.map(({ version }) => version));
  if (versions.size !== currentVersion - cachedVersion) return undefined;
  return [...new Set(between.map(({ recordId }) => recordId))];
};

/** Where `record` goes in a list sorted by `compare`: after its equals, like a stable sort puts it. */
const insertionIndex = <T>(sorted: readonly T[], record: T, compare: (a: T, b: T) => number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const probe = sorted[middle];
    if (probe !== undefined && compare(probe, record) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The sorted cached list with the changed records in their stored state: each changed id is taken out
 * (and stays out when no record of it is stored any more), each stored record goes where the order puts
 * it. A new list: the cached one may still be answered to a request in flight.
 */
export const mergeChanges = <T extends StoredRecord>(
  cached: readonly T[],
  changedIds: readonly string[],
  stored: readonly T[],
  sortName: (record: T) => string,
): T[] => {
  const changed = new Set(changedIds);
  const merged = cached.filter((record) => !changed.has(record.id));
  const compare = compareRecords(sortName);
  for (const record of stored) merged.splice(insertionIndex(merged, record, compare), 0, record);
  return merged;
};
