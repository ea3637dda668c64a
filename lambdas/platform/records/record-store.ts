import type { EntityItem } from 'electrodb';
import { type THistoryEntry, ZHistoryEntry } from '../../../schemas/api/masterdata';
import { type RecordKind, type RecordOf, recordSchemaOf } from '../../../schemas/masterdata/kinds';
import { batchGetAll } from '../db/batch-get';
import { readChangesSince } from '../db/change-index';
import { db } from '../db/entities';
import { versionSeq } from '../db/entities/changes';
import type { RecordEntity } from '../db/entities/records';
import { parseStored } from '../db/read';
import {
  atVersion,
  readCollectionVersion,
  type TransactionPart,
  writeWithChangeEntry,
  writeWithVersionBump,
} from '../db/write';
import type { ListChange } from '../list-changes';
import { dynamoClaimWrites } from '../numbering/claims';
import type { RecordData, StoredRecord } from './record-domain';
import type { ClaimWrites } from './unique-values';

/** Access patterns of the master-data records; the only place that knows how they are stored. */
export type RecordStore = ClaimWrites & {
  /** Every record of a kind in the company, archived ones included (one Query on the company partition). */
  list: <K extends RecordKind>(companyId: string, kind: K) => Promise<RecordOf<K>[]>;
  /** Raised by every write of the kind, in the same transaction. */
  listVersion: (companyId: string, kind: RecordKind) => Promise<number>;
  /** The kind's change entries after `afterVersion` up to `upToVersion` (one Query on the company partition). */
  changesSince: (
    companyId: string,
    kind: RecordKind,
    afterVersion: number,
    upToVersion: number,
  ) => Promise<ListChange[]>;
  get: <K extends RecordKind>(companyId: string, kind: K, id: string) => Promise<RecordOf<K> | undefined>;
  /** The stored records of these ids (one batch read); an id without a stored record is left out. */
  /** The records of these ids in the order asked; ids of no record are left out. */
  getMany: <K extends RecordKind>(companyId: string, kind: K, ids: readonly string[]) => Promise<RecordOf<K>[]>;
  /**
   * Writes the record if the stored version is still `expectedVersion` (null: it must not exist yet),
   * together with the collection version, the change entry of that version and, when given, the history
   * entry and further writes.
   */
  put: (
    kind: RecordKind,
    record: StoredRecord,
    expectedVersion: number | null,
    history?: THistoryEntry,
    alsoWrite?: readonly TransactionPart[],
  ) => Promise<void>;
  history: (companyId: string, kind: RecordKind, id: string) => Promise<THistoryEntry[]>;
  getSettings: (
    companyId: string,
    name: string,
  ) => Promise<{ data: RecordData; version: number; updatedAt: string } | undefined>;
  putSettings: (companyId: string, name: string, data: RecordData, expectedVersion: number, now: Date) => Promise<void>;
};

const collectionOf = (kind: RecordKind) => `records:${kind}`;

export type SettingsItem = { companyId: string; name: string; data: RecordData; version: number; updatedAt: string };

/**
 * The put of a settings record, on condition that it is still at `expectedVersion` (0: not stored yet):
 * the one way any area (master data, receipts) writes its settings record.
 */
export const settingsWrite =
  (item: SettingsItem, expectedVersion: number): TransactionPart =>
  ({ settingsRecord }) => [
    expectedVersion === 0
      ? settingsRecord.create(item).commit()
      : settingsRecord.put(item).where(atVersion(expectedVersion)).commit(),
  ];

/** The record's fields live in `data`; the key, archive flag, version and times are attributes. */
const fromItem = <K extends RecordKind>(kind: K, item: EntityItem<RecordEntity>): RecordOf<K> =>
  parseStored(recordSchemaOf(kind), {
    ...item.data,
    id: item.recordId,
    companyId: item.companyId,
    version: item.version,
    archived: item.archived,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  });

/** A record as its kind's entity stores it (the benchmark writes records in batches with it too). */
export const recordToItem = ({ id, companyId, version, archived, createdAt, updatedAt, ...data }: StoredRecord) => ({
  recordId: id,
  companyId,
  // DynamoDB has no undefined; the JSON round trip leaves such fields out of the map.
  data: JSON.parse(JSON.stringify(data)),
  archived,
  version,
  createdAt,
  updatedAt,
});

/**
 * A record changed by another use case, to be written only if it is still at the version it was read at
 * (null: a new record, written only if it does not exist yet).
 */
export type RecordChange = { record: StoredRecord; expectedVersion: number | null };

/**
 * Records of one kind written at their versions as a part of another use case's transaction (the stop of
 * an order ends the employee's activity and sets machine hours; a batch of loading points from the map).
 * The kind's collection version is raised once, without a change entry: readers that cached the list
 * reload it whole, which is right for writes that are rare next to the list's reads.
 */
export const recordWritesAtVersion =
  (kind: RecordKind, changes: readonly RecordChange[]): TransactionPart =>
  (entities) => {
    const [first] = changes;
    if (!first) return [];
    return [
      ...changes.map(({ record, expectedVersion }) =>
        expectedVersion === null
          ? entities[kind].create(recordToItem(record)).commit()
          : entities[kind].put(recordToItem(record)).where(atVersion(expectedVersion)).commit(),
      ),
      entities.collectionVersion
        .update({ companyId: first.record.companyId, collection: collectionOf(kind) })
        .add({ version: 1 })
        .commit(),
    ];
  };

const isRecordData = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const settingsData = (data: unknown): RecordData => (isRecordData(data) ? data : {});

export const dynamoRecordStore = (): RecordStore => ({
  list: async (companyId, kind) => {
    // Consistent: lists are cached under the version read just before, so they must include that write.
    const { data } = await db()[kind].query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return data.map((item) => fromItem(kind, item));
  },
  listVersion: (companyId, kind) => readCollectionVersion(companyId, collectionOf(kind)),
  changesSince: (companyId, kind, afterVersion, upToVersion) =>
    readChangesSince(companyId, collectionOf(kind), afterVersion, upToVersion),
  get: async (companyId, kind, id) => {
    const { data } = await db()[kind].get({ companyId, recordId: id }).go({ consistent: true });
    return data ? fromItem(kind, data) : undefined;
  },
  getMany: async (companyId, kind, ids) => {
    const items = await batchGetAll(
      ids.map((recordId) => ({ companyId, recordId })),
      // Consistent, like the list: the records must include the changes their entries announce.
      (keys) => db()[kind].get(keys).go({ consistent: true }),
    );
    // A batch read answers in no particular order: the records come in the order of the ids asked (an
    // order's machines as the planner picked them), missing ones left out.
    const byId = new Map(items.map((item) => [item.recordId, fromItem(kind, item)]));
    return [...new Set(ids)].flatMap((id) => {
      const record = byId.get(id);
      return record ? [record] : [];
    });
  },
  put: async (kind, record, expectedVersion, history, alsoWrite = []) => {
    const item = recordToItem(record);
    await writeWithChangeEntry(
      { companyId: record.companyId, collection: collectionOf(kind), itemId: record.id },
      (entities) => [
        expectedVersion === null
          ? entities[kind].create(item).commit()
          : entities[kind].put(item).where(atVersion(expectedVersion)).commit(),
      ],
      ({ recordHistory }) =>
        history
          ? [
              recordHistory
                .put({
                  ...history,
                  companyId: record.companyId,
                  kind,
                  recordId: record.id,
                  seq: versionSeq(history.version),
                })
                .commit(),
            ]
          : [],
      ...alsoWrite,
    );
  },
  history: async (companyId, kind, id) => {
    const { data } = await db()
      .recordHistory.query.byRecord({ companyId, kind, recordId: id })
      // Consistent: the page reloads the history right after a save and must show that save.
      .go({ pages: 'all', order: 'desc', consistent: true });
    return data.map((entry) => parseStored(ZHistoryEntry, entry));
  },
  getSettings: async (companyId, name) => {
    const { data } = await db().settingsRecord.get({ companyId, name }).go({ consistent: true });
    return data ? { data: settingsData(data.data), version: data.version, updatedAt: data.updatedAt } : undefined;
  },
  putSettings: async (companyId, name, data, expectedVersion, now) => {
    const item = { companyId, name, data, version: expectedVersion + 1, updatedAt: now.toISOString() };
    await writeWithVersionBump(companyId, `settings:${name}`, settingsWrite(item, expectedVersion));
  },
  ...dynamoClaimWrites,
});

/** 'Vorname Nachname' of an app user, for history entries; undefined when the user has no name. */
export const dynamoUserName = async (userId: string): Promise<string | undefined> => {
  const { data } = await db()
    .appUser.get({ userId })
    .go({ attributes: ['firstName', 'lastName', 'userId'] });
  const name = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  return name || undefined;
};
