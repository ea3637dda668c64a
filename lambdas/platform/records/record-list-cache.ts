import type { AnyRecordKindDef } from '../../../schemas/masterdata/kinds';
import { type CachedVersion, createVersionedCache } from '../versioned-cache';
import { changedRecordIds, fewEnoughChanges, mergeChanges } from './list-changes';
import { type StoredRecord, sortRecords } from './record-domain';
import type { RecordStore } from './record-store';

/**
 * A kind's sorted list per company, for a warm instance: lists are read far more often than written, so
 * the records stay in memory while the kind's collection version stands. When it moved, only the records
 * the change index names are read again and merged in; the whole kind is read again only when the index
 * cannot say what changed (too many changes, or a version without an entry).
 */
/** What the list cache reads: the list, its version, the change index and single records. */
export type ListReads = Pick<RecordStore, 'list' | 'listVersion' | 'changesSince' | 'getMany'>;

export const recordListCache = (def: AnyRecordKindDef, records: ListReads) => {
  const cache = createVersionedCache<StoredRecord[]>();
  const sortName = (record: StoredRecord) => def.sortName(record);

  // The store parses every record with the kind's schema: read once per version, lists and details alike.
  const wholeList = async (companyId: string) => sortRecords(await records.list(companyId, def.kind), sortName);

  const updatedList = async (
    companyId: string,
    outdated: CachedVersion<StoredRecord[]>,
    currentVersion: number,
  ): Promise<StoredRecord[] | undefined> => {
    if (!fewEnoughChanges(outdated.version, currentVersion)) return undefined;
    const changes = await records.changesSince(companyId, def.kind, outdated.version, currentVersion);
    const changedIds = changedRecordIds(changes, outdated.version, currentVersion);
    if (!changedIds) return undefined;
    const stored = await records.getMany(companyId, def.kind, changedIds);
    return mergeChanges(outdated.value, changedIds, stored, sortName);
  };

  /** The company's records of the kind, sorted, archived ones included. */
  return async (companyId: string): Promise<StoredRecord[]> => {
    // Read before the records, so the list is labelled with a version it includes at least.
    const version = await records.listVersion(companyId, def.kind);
    return cache.get(
      companyId,
      version,
      async (outdated) => (outdated && (await updatedList(companyId, outdated, version))) ?? wholeList(companyId),
    );
  };
};
