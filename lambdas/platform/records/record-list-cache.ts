import type { AnyRecordKindDef } from '../../../schemas/masterdata/kinds';
import { createListCache } from '../list-cache';
import { compareRecords, type StoredRecord } from './record-domain';
import type { RecordStore } from './record-store';

/** What the list cache reads: the list, its version, the change index and single records. */
export type ListReads = Pick<RecordStore, 'list' | 'listVersion' | 'changesSince' | 'getMany'>;

/**
 * A kind's sorted list per company, archived records included, kept by the generic list cache
 * (../list-cache.ts): after a change only the changed records are read again.
 */
export const recordListCache = (def: AnyRecordKindDef, records: ListReads) =>
  createListCache<StoredRecord>({
    // The store parses every record with the kind's schema: read once per version, lists and details alike.
    list: (companyId) => records.list(companyId, def.kind),
    listVersion: (companyId) => records.listVersion(companyId, def.kind),
    changesSince: (companyId, afterVersion, upToVersion) =>
      records.changesSince(companyId, def.kind, afterVersion, upToVersion),
    getMany: (companyId, ids) => records.getMany(companyId, def.kind, ids),
    compare: compareRecords((record) => def.sortName(record)),
  });
