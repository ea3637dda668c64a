import { describe, expect, it } from 'vitest';
import { createListCache, type ListSource } from './list-cache';
import type { ListChange } from './list-changes';

/** Any item type will do: the cache only needs an id and the list's order. */
type Farm = { id: string; name: string };

const byNameThenId = (a: Farm, b: Farm) =>
  a.name.localeCompare(b.name, 'de') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The table as the cache sees it: items, the collection version and the change index. */
const fakeTable = () => {
  const stored = new Map<string, Farm>();
  const changes: ListChange[] = [];
  let version = 0;
  const reads = { lists: 0, items: 0, changeQueries: 0 };
  const source: ListSource<Farm> = {
    list: async () => {
      reads.lists++;
      return [...stored.values()];
    },
    listVersion: async () => version,
    changesSince: async (_companyId, after, upTo) => {
      reads.changeQueries++;
      return changes.filter((change) => change.version > after && change.version <= upTo);
    },
    getMany: async (_companyId, ids) => {
      reads.items += ids.length;
      return ids.flatMap((id) => stored.get(id) ?? []);
    },
    compare: byNameThenId,
  };
  /** A write; `indexed: false` bumps the version without an entry (a blind bump, an expired entry). */
  const write = (id: string, name: string, { indexed = true } = {}) => {
    stored.set(id, { id, name });
    version++;
    if (indexed) changes.push({ version, itemId: id });
  };
  const remove = (id: string) => {
    stored.delete(id);
    version++;
    changes.push({ version, itemId: id });
  };
  const bumpMany = (count: number) => {
    for (let i = 0; i < count; i++) write('many', `Hof ${i}`);
  };
  return { source, write, remove, bumpMany, reads };
};

const names = (list: readonly Farm[]) => list.map((farm) => farm.name);

describe('list cache', () => {
  it('sorts the first read and answers the same list while the version stands', async () => {
    const table = fakeTable();
    table.write('1', 'Zander');
    table.write('2', 'Öko-Hof');
    const list = createListCache(table.source);
    const first = await list('c1');
    expect(names(first)).toEqual(['Öko-Hof', 'Zander']);
    expect(await list('c1')).toBe(first);
    expect(table.reads).toEqual({ lists: 1, items: 0, changeQueries: 0 });
  });

  it('reads only the changed items and merges them where the order puts them', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    table.write('2', 'Celle');
    table.write('3', 'Stade');
    const list = createListCache(table.source);
    const cached = await list('c1');
    table.write('1', 'Aurich');
    table.write('4', 'Emden');
    table.remove('3');
    expect(names(await list('c1'))).toEqual(['Aurich', 'Celle', 'Emden']);
    expect(table.reads).toEqual({ lists: 1, items: 3, changeQueries: 1 });
    // The list answered before is left as it was: a request in flight may still send it.
    expect(names(cached)).toEqual(['Celle', 'Hannover', 'Stade']);
  });

  it('keeps companies apart', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    const list = createListCache(table.source);
    await list('c1');
    await list('c2');
    expect(table.reads.lists).toBe(2);
  });

  it('reads the whole list again when a version has no change entry', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    const list = createListCache(table.source);
    await list('c1');
    table.write('2', 'Celle', { indexed: false });
    table.write('3', 'Stade');
    expect(names(await list('c1'))).toEqual(['Celle', 'Hannover', 'Stade']);
    expect(table.reads).toMatchObject({ lists: 2, items: 0 });
  });

  it('reads the whole list again after more changes than are worth reading one by one', async () => {
    const table = fakeTable();
    table.write('1', 'Hannover');
    const list = createListCache(table.source);
    await list('c1');
    table.bumpMany(201);
    expect(names(await list('c1'))).toEqual(['Hannover', 'Hof 200']);
    expect(table.reads).toEqual({ lists: 2, items: 0, changeQueries: 0 });
  });
});
