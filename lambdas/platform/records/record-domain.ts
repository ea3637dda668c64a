import type { TFieldChange } from '../../../schemas/api/masterdata';
import { AppError } from '../../../schemas/errors';

/**
 * Pure rules of the generic master-data records (schemas/masterdata/kinds.ts): creating, changing,
 * archiving with optimistic locking, the change history, and the list filters. No I/O; `now` and new
 * ids are arguments.
 */
export type RecordData = Record<string, unknown>;

export type StoredRecord = RecordData & {
  id: string;
  companyId: string;
  version: number;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
};

const isRecordData = (value: unknown): value is RecordData =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A validated request body as the record's fields (the kind's input schema is an object schema). */
export const recordData = (value: unknown): RecordData => {
  if (!isRecordData(value)) throw new AppError('LW_400_01_0001', { detail: 'record fields must be an object' });
  return value;
};

const META_KEYS = new Set(['id', 'companyId', 'version', 'archived', 'createdAt', 'updatedAt']);

/**
 * Gives every nested list entry with an empty id (a variant, price block or driver query added in this
 * edit) a new id, so later references (orders, agreements) can point at it.
 */
export const fillNestedIds = <T>(value: T, newId: () => string): T => {
  if (Array.isArray(value)) return value.map((entry) => fillNestedIds(entry, newId)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as RecordData).map(([key, inner]) => {
    if (key === 'id' && inner === '') return [key, newId()];
    return [key, fillNestedIds(inner, newId)];
  });
  return Object.fromEntries(entries) as T;
};

export const newRecord = (
  data: RecordData,
  context: { id: string; companyId: string; now: Date; newId: () => string },
): StoredRecord => {
  const timestamp = context.now.toISOString();
  return {
    ...fillNestedIds(data, context.newId),
    id: context.id,
    companyId: context.companyId,
    version: 1,
    archived: false,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
};

const requireVersion = (existing: StoredRecord, expectedVersion: number) => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `record ${existing.id} is at ${existing.version}` });
  }
};

/** A full edit made on `expectedVersion`; a different stored version means somebody saved in between. */
export const changeRecord = (
  existing: StoredRecord,
  data: RecordData,
  expectedVersion: number,
  context: { now: Date; newId: () => string },
): StoredRecord => {
  requireVersion(existing, expectedVersion);
  return {
    // Fields the form does not edit (e.g. an employee's current activity) stay as they are.
    ...existing,
    ...fillNestedIds(data, context.newId),
    id: existing.id,
    companyId: existing.companyId,
    version: existing.version + 1,
    archived: existing.archived,
    createdAt: existing.createdAt,
    updatedAt: context.now.toISOString(),
  };
};

export const archiveRecord = (
  existing: StoredRecord,
  archived: boolean,
  expectedVersion: number,
  now: Date,
): StoredRecord => {
  requireVersion(existing, expectedVersion);
  return { ...existing, archived, version: existing.version + 1, updatedAt: now.toISOString() };
};

/** Leaves of a record as dotted paths; lists are compared as a whole (their order matters). */
const flatten = (value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> => {
  if (isRecordData(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (prefix === '' && META_KEYS.has(key)) continue;
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value ?? null);
  }
  return into;
};

/** What changed between two versions of a record: one entry per changed field path, sorted by path. */
export const diffRecords = (before: RecordData | null, after: RecordData): TFieldChange[] => {
  const old = flatten(before ?? {}, '', new Map());
  const next = flatten(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort();
  return paths
    .map((path) => ({ path, before: old.get(path) ?? null, after: next.get(path) ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
};

export type ListFilter = {
  archived: 'true' | 'false' | 'all';
  operatingUnitId?: string;
  /** Only records usable in these operating units (the caller's own); undefined = no restriction. */
  ownOperatingUnitIds?: readonly string[];
};

/** Records without operating units belong to all of them. */
const inUnits = (record: RecordData, unitIds: readonly string[]): boolean => {
  const own = record.operatingUnitIds;
  if (!Array.isArray(own) || own.length === 0) return true;
  return own.some((unitId) => unitIds.includes(unitId as string));
};

export const filterRecords = <T extends StoredRecord>(records: readonly T[], filter: ListFilter): T[] =>
  records.filter((record) => {
    if (filter.archived !== 'all' && record.archived !== (filter.archived === 'true')) return false;
    if (filter.operatingUnitId && !inUnits(record, [filter.operatingUnitId])) return false;
    if (filter.ownOperatingUnitIds && !inUnits(record, filter.ownOperatingUnitIds)) return false;
    return true;
  });

/** The support employee is hidden from the employee list unless the viewer is that employee (§3). */
export const hideSupportEmployee = <T extends StoredRecord>(
  employees: readonly T[],
  supportEmployeeId: string | null,
  viewerUserId: string,
): T[] =>
  employees.filter(
    (employee) =>
      supportEmployeeId === null || employee.id !== supportEmployeeId || employee.appUserId === viewerUserId,
  );

const collator = new Intl.Collator('de', { numeric: true });

/**
 * The list order: by the kind's sort name, equal names by id (the order the table's Query gives them),
 * so a list brought up to date record by record equals one read again as a whole.
 */
export const compareRecords =
  <T extends StoredRecord>(sortName: (record: T) => string) =>
  (a: T, b: T): number =>
    collator.compare(sortName(a), sortName(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const sortRecords = <T extends StoredRecord>(records: readonly T[], sortName: (record: T) => string): T[] =>
  [...records].sort(compareRecords(sortName));
