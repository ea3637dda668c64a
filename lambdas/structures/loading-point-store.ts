import type { TLoadingPoint } from '../../schemas/masterdata/partners';
import { transactWrite } from '../platform/db/write';
import { type RecordStore, recordWritesAtVersion } from '../platform/records/record-store';
import type { StructureStore } from './structure-use-cases';

/**
 * Loading and unloading points as map structures, kept where the office's pages keep them: the master-data
 * records of the kind 'loadingPoint' (one store; lambdas/platform/records). A save writes the points all or
 * none, each at its version, and raises the kind's list version, so the pages' cached lists reload.
 */
export type LoadingPointStore = StructureStore<TLoadingPoint>;

export const recordLoadingPointStore = (records: Pick<RecordStore, 'list' | 'get'>): LoadingPointStore => ({
  list: (companyId) => records.list(companyId, 'loadingPoint'),
  get: (companyId, id) => records.get(companyId, 'loadingPoint', id),
  save: async (writes) => {
    if (writes.length === 0) return;
    const changes = writes.map(({ item, previous }) => ({ record: item, expectedVersion: previous?.version ?? null }));
    await transactWrite(recordWritesAtVersion('loadingPoint', changes));
  },
});
