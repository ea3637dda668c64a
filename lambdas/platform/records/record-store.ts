import type { THistoryEntry } from '../../../schemas/api/masterdata';
import { db } from '../db/entities';
import type { RecordEntity } from '../db/entities/records';
import { readCollectionVersion, writeWithVersionBump } from '../db/versioned-write';
import type { NextNumber } from './numbering';
import type { RecordData, StoredRecord } from './record-domain';

/** Access patterns of the master-data records; the only place that knows how they are stored. */
export type RecordStore = {
  /** Every record of a kind in the company, archived ones included (one Query on the company partition). */
  list: (companyId: string, kind: string) => Promise<StoredRecord[]>;
  /** Raised by every write of the kind, in the same transaction. */
  listVersion: (companyId: string, kind: string) => Promise<number>;
  get: (companyId: string, kind: string, id: string) => Promise<StoredRecord | undefined>;
  /**
   * Writes the record if the stored version is still `expectedVersion` (null: it must not exist yet),
   * together with the collection version and, when given, the history entry.
   */
  put: (
    kind: string,
    record: StoredRecord,
    expectedVersion: number | null,
    history?: THistoryEntry,
    alsoPut?: readonly Record<string, unknown>[],
  ) => Promise<void>;
  history: (companyId: string, kind: string, id: string) => Promise<THistoryEntry[]>;
  getSettings: (
    companyId: string,
    name: string,
  ) => Promise<{ data: RecordData; version: number; updatedAt: string } | undefined>;
  putSettings: (companyId: string, name: string, data: RecordData, expectedVersion: number, now: Date) => Promise<void>;
  /**
   * The next number of a numbering kept in settings (e.g. nextSupplierNumber), and the settings write that
   * counts it up; that write only succeeds if nobody took the number meanwhile. Undefined: no numbering.
   */
  takeNextNumber: (
    companyId: string,
    settingsName: string,
    field: string,
    now: Date,
  ) => Promise<NextNumber | undefined>;
};

const collectionOf = (kind: string) => `records:${kind}`;

/** The put of a settings record, on condition that it is still at `expectedVersion` (0: not stored yet). */
const settingsWrite = (companyId: string, name: string, data: RecordData, expectedVersion: number, now: Date) => {
  const entity = db().settingsRecord;
  const item = { companyId, name, data, version: expectedVersion + 1, updatedAt: now.toISOString() };
  const params =
    expectedVersion === 0
      ? entity.create(item).params()
      : entity
          .put(item)
          .where(({ version }, { eq }) => eq(version, expectedVersion))
          .params();
  return params as Record<string, unknown>;
};

const entityOf = (kind: string): RecordEntity => {
  const entity = db().records[kind];
  if (!entity) throw new Error(`unknown record kind ${kind}`);
  return entity;
};

type Item = {
  recordId: string;
  companyId: string;
  data: RecordData;
  archived?: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const fromItem = (item: Item): StoredRecord => ({
  ...item.data,
  id: item.recordId,
  companyId: item.companyId,
  version: item.version,
  archived: item.archived ?? false,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

const toItem = ({ id, companyId, version, archived, createdAt, updatedAt, ...data }: StoredRecord): Item => ({
  recordId: id,
  companyId,
  // DynamoDB has no undefined; ElectroDB's 'any' attribute is stored as the JSON-like map it is.
  data: JSON.parse(JSON.stringify(data)) as RecordData,
  archived,
  version,
  createdAt,
  updatedAt,
});

export const dynamoRecordStore = (): RecordStore => ({
  list: async (companyId, kind) => {
    // Consistent: lists are cached under the version read just before, so they must include that write.
    const { data } = await entityOf(kind).query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
    return (data as Item[]).map(fromItem);
  },
  listVersion: (companyId, kind) => readCollectionVersion(companyId, collectionOf(kind)),
  get: async (companyId, kind, id) => {
    const { data } = await entityOf(kind).get({ companyId, recordId: id }).go({ consistent: true });
    return data ? fromItem(data as Item) : undefined;
  },
  put: async (kind, record, expectedVersion, history, alsoPut = []) => {
    const entity = entityOf(kind);
    const item = toItem(record);
    const write =
      expectedVersion === null
        ? entity.create(item as never).params()
        : entity
            .put(item as never)
            .where(({ version }, { eq }) => eq(version, expectedVersion))
            .params();
    const historyPut = history
      ? [
          db()
            .recordHistory.put({
              ...history,
              companyId: record.companyId,
              kind,
              recordId: record.id,
              seq: String(history.version).padStart(10, '0'),
            })
            .params() as Record<string, unknown>,
        ]
      : [];
    await writeWithVersionBump(record.companyId, collectionOf(kind), write as Record<string, unknown>, [
      ...historyPut,
      ...alsoPut,
    ]);
  },
  history: async (companyId, kind, id) => {
    const { data } = await db()
      .recordHistory.query.byRecord({ companyId, kind, recordId: id })
      // Consistent: the page reloads the history right after a save and must show that save.
      .go({ pages: 'all', order: 'desc', consistent: true });
    return data.map(({ at, version, userId, userName, action, changes }) => ({
      at,
      version,
      userId,
      userName,
      action: action as THistoryEntry['action'],
      changes: changes as THistoryEntry['changes'],
    }));
  },
  getSettings: async (companyId, name) => {
    const { data } = await db().settingsRecord.get({ companyId, name }).go({ consistent: true });
    return data ? { data: data.data as RecordData, version: data.version, updatedAt: data.updatedAt } : undefined;
  },
  putSettings: async (companyId, name, data, expectedVersion, now) => {
    await writeWithVersionBump(
      companyId,
      `settings:${name}`,
      settingsWrite(companyId, name, data, expectedVersion, now),
    );
  },
  takeNextNumber: async (companyId, settingsName, field, now) => {
    const { data } = await db().settingsRecord.get({ companyId, name: settingsName }).go({ consistent: true });
    const next = (data?.data as RecordData | undefined)?.[field];
    if (!data || typeof next !== 'number') return undefined;
    const counted = { ...(data.data as RecordData), [field]: next + 1 };
    return { value: String(next), countUp: settingsWrite(companyId, settingsName, counted, data.version, now) };
  },
});

/** 'Vorname Nachname' of an app user, for history entries; undefined when the user has no name. */
export const dynamoUserName = async (userId: string): Promise<string | undefined> => {
  const { data } = await db()
    .appUser.get({ userId })
    .go({ attributes: ['firstName', 'lastName', 'userId'] });
  const name = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  return name || undefined;
};
