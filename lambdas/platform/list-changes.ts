/**
 * Bringing a cached list up to date from its collection's change index (DESIGN §3; entries written by
 * writeWithChangeEntry in db/write.ts): the decisions and the merge, no I/O, for lists of any item type.
 */

/** Beyond this many changes since the cached list, one Query of the whole collection beats reading each item. */
export const MAX_CHANGES_TO_MERGE = 200;

/** A change entry: the collection version a write raised the counter to, and the item it changed. */
export type ListChange = { version: number; itemId: string };

/** True when the versions between the cached list and now are few enough to read the changes one by one. */
export const fewEnoughChanges = (cachedVersion: number, currentVersion: number): boolean =>
  currentVersion > cachedVersion && currentVersion - cachedVersion <= MAX_CHANGES_TO_MERGE;

/**
 * The items changed after `cachedVersion` up to `currentVersion`, each once; undefined when the entries
 * do not account for every version in between (a write that bumped without an entry, an entry the TTL
 * removed): then only the whole list is certain to be right.
 */
export const changedItemIds = (
  changes: readonly ListChange[],
  cachedVersion: number,
  currentVersion: number,
): string[] | undefined => {
  const between = changes.filter(({ version }) => version > cachedVersion && version <= currentVersion);
  const versions = new Set(between.map(({ version }) => version));
  if (versions.size !== currentVersion - cachedVersion) return undefined;
  return [...new Set(between.map(({ itemId }) => itemId))];
};

/** Where `item` goes in a list sorted by `compare`: after its equals, like a stable sort puts it. */
const insertionIndex = <T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const probe = sorted[middle];
    if (probe !== undefined && compare(probe, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The sorted cached list with the changed items in their stored state: each changed id is taken out
 * (and stays out when no item of it is stored any more), each stored item goes where the order puts it.
 * A new list: the cached one may still be answered to a request in flight.
 */
export const mergeChanges = <T extends { id: string }>(
  cached: readonly T[],
  changedIds: readonly string[],
  stored: readonly T[],
  compare: (a: T, b: T) => number,
): T[] => {
  const changed = new Set(changedIds);
  const merged = cached.filter((item) => !changed.has(item.id));
  for (const item of stored) merged.splice(insertionIndex(merged, item, compare), 0, item);
  return merged;
};
