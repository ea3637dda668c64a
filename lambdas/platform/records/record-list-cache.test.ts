import { describe, expect, it } from 'vitest';
import { recordKinds, recordSchemaOf } from '../../../schemas/masterdata/kinds';
import type { ListChange } from '../list-changes';
import { newRecord, type StoredRecord } from './record-domain';
import { type ListReads, recordListCache } from './record-list-cache';

const now = new Date('2026-03-01T08:00:00.000Z');

/** The table as the cache sees it: records, the collection version and the change index. */
const fakeTable = () => {
  const stored = new Map<string, StoredRecord>();
  const changes: ListChange[] = [];
  let version = 0;
  const reads = { lists: 0, records: 0 };
  const store: ListReads = {
    list: async (_companyId, kind) => {
      reads.lists++;
      return [...stored.values()].map((entry) => recordSchemaOf(kind).parse(entry));
    },
    listVersion: async () => version,
    changesSince: async (_companyId, _kind, after, upTo) =>
      changes.filter((change) => change.version > after && change.version <= upTo),
    getMany: async (_companyId, kind, ids) => {
      reads.records += ids.length;
      return ids.flatMap((id) => {
        const entry = stored.get(id);
        return entry ? [recordSchemaOf(kind).parse(entry)] : [];
      });
    },
  };
  /** A record write; `indexed: false` bumps the version without an entry (like settings or the bench). */
  const write = (id: string, name: string, { indexed = true, archived = false } = {}) => {
    const before = stored.get(id);
    const entry = newRecord({ name }, { id, companyId: 'c1', now, newId: () => `${id}-n` });
    stored.set(id, { ...entry, archived, version: (before?.version ?? 0) + 1 });
    version++;
    if (indexed) changes.push({ version, itemId: id });
  };
  return { store, write, reads };
};

const names = (list: readonly StoredRecord[]) => list.map((entry) => `${entry.name}${entry.archived ? ' (A)' : ''}`);

describe('record list cache', () => {
  it('reads only the changed records after a change and merges them in order', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    table.write('2', 'Celle');
    const list = recordListCache(recordKinds.machineRing, table.store);
    expect(names(await list('c1'))).toEqual(['Celle', 'Hannover']);
    table.write('1', 'Aurich');
    table.write('3', 'Stade');
    table.write('2', 'Celle', { archived: true });
    expect(names(await list('c1'))).toEqual(['Aurich', 'Celle (A)', 'Stade']);
    expect(table.reads).toEqual({ lists: 1, records: 3 });
    // Unchanged version: the cached list again, no read at all.
    await list('c1');
    expect(table.reads).toEqual({ lists: 1, records: 3 });
  });

  it('reads the whole list again when a version has no change entry', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    const list = recordListCache(recordKinds.machineRing, table.store);
    await list('c1');
    table.write('2', 'Celle', { indexed: false });
    table.write('3', 'Stade');
    expect(names(await list('c1'))).toEqual(['Celle', 'Hannover', 'Stade']);
    expect(table.reads).toEqual({ lists: 2, records: 0 });
  });
});
