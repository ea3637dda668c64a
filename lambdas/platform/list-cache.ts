import { changedItemIds, fewEnoughChanges, type ListChange, mergeChanges } from './list-changes';
import { type CachedVersion, createVersionedCache } from './versioned-cache';

/**
 * What a list cache reads of one collection per company: the whole list, the collection version, the
 * change index and single items; and the list's order.
 */
export type ListSource<T> = {
  /** Every item of the collection (consistent: it must include the version read just before). */
  list: (companyId: string) => Promise<readonly T[]>;
  /** Raised by every write of the collection, in the same transaction. */
  listVersion: (companyId: string) => Promise<number>;
  /** The change entries after `afterVersion` up to `upToVersion`. */
  changesSince: (companyId: string, afterVersion: number, upToVersion: number) => Promise<ListChange[]>;
  /** The stored items of these ids (consistent); an id without a stored item is left out. */
  getMany: (companyId: string, ids: readonly string[]) => Promise<T[]>;
  /** The list order; equal items by id, so a list merged item by item equals one sorted as a whole. */
  compare: (a: T, b: T) => number;
};

/**
 * A collection's sorted list per company, for a warm instance: lists are read far more often than
 * written, so the items stay in memory while the collection version stands. When it moved, only the
 * items the change index names are read again and merged in; the whole list is read again only when the
 * index cannot say what changed (too many changes, or a version without an entry).
 */
export const createListCache = <T extends { id: string }>(source: ListSource<T>) => {
  const cache = createVersionedCache<T[]>();

  const wholeList = async (companyId: string) => [...(await source.list(companyId))].sort(source.compare);

  const updatedList = async (
    companyId: string,
    outdated: CachedVersion<T[]>,
    currentVersion: number,
  ): Promise<T[] | undefined> => {
    if (!fewEnoughChanges(outdated.version, currentVersion)) return undefined;
    const changes = await source.changesSince(companyId, outdated.version, currentVersion);
    const changedIds = changedItemIds(changes, outdated.version, currentVersion);
    if (!changedIds) return undefined;
    const stored = await source.getMany(companyId, changedIds);
    return mergeChanges(outdated.value, changedIds, stored, source.compare);
  };

  /** The company's list, sorted. The same array while the version stands: callers must not change it. */
  return async (companyId: string): Promise<T[]> => {
    // Read before the items, so the list is labelled with a version it includes at least.
    const version = await source.listVersion(companyId);
    return cache.get(
      companyId,
      version,
      async (outdated) => (outdated && (await updatedList(companyId, outdated, version))) ?? wholeList(companyId),
    );
  };
};
