import { describe, expect, it } from 'vitest';
import { changedItemIds, fewEnoughChanges, MAX_CHANGES_TO_MERGE, mergeChanges } from './list-changes';
import { compareRecords, newRecord, type StoredRecord, sortRecords } from './records/record-domain';

const now = new Date('2026-03-01T08:00:00.000Z');
const record = (id: string, name: string, version = 1): StoredRecord => ({
  ...newRecord({ name }, { id, companyId: 'c1', now, newId: () => `${id}-n` }),
  version,
});
const byName = (entry: StoredRecord) => String(entry.name);
const inOrder = compareRecords(byName);
const names = (list: readonly StoredRecord[]) => list.map((entry) => `${entry.id}:${entry.name}`);

describe('change index decisions', () => {
  it('reads changes one by one only for a newer version within the limit', () => {
    expect(fewEnoughChanges(4, 5)).toBe(true);
    expect(fewEnoughChanges(4, 4 + MAX_CHANGES_TO_MERGE)).toBe(true);
    expect(fewEnoughChanges(4, 5 + MAX_CHANGES_TO_MERGE)).toBe(false);
    expect(fewEnoughChanges(4, 4)).toBe(false);
    expect(fewEnoughChanges(5, 4)).toBe(false);
  });

  it('names each changed item once when every version has its entry', () => {
    const changes = [
      { version: 5, itemId: 'a' },
      { version: 6, itemId: 'b' },
      { version: 7, itemId: 'a' },
    ];
    expect(changedItemIds(changes, 4, 7)).toEqual(['a', 'b']);
    expect(changedItemIds(changes, 5, 6)).toEqual(['b']);
  });

  it('cannot tell what changed when a version has no entry', () => {
    // Version 6 was raised by a write without an entry (settings, a blind bump) or its entry expired.
    const changes = [
      { version: 5, itemId: 'a' },
      { version: 7, itemId: 'b' },
    ];
    expect(changedItemIds(changes, 4, 7)).toBeUndefined();
    expect(changedItemIds([], 4, 5)).toBeUndefined();
  });
});

describe('merging changed records into a cached list', () => {
  const cached = sortRecords([record('1', 'Diesel'), record('2', 'Ammoniak'), record('3', 'Kalk')], byName);

  it('replaces a changed record and moves it to where its new name sorts', () => {
    const merged = mergeChanges(cached, ['2'], [record('2', 'Zucker', 2)], inOrder);
    expect(names(merged)).toEqual(['1:Diesel', '3:Kalk', '2:Zucker']);
    expect(merged.find((entry) => entry.id === '2')?.version).toBe(2);
    // The cached list is left as it was: a request in flight may still answer it.
    expect(names(cached)).toEqual(['2:Ammoniak', '1:Diesel', '3:Kalk']);
  });

  it('adds new records, keeps archived ones and drops ids no longer stored', () => {
    const archived = { ...record('3', 'Kalk', 2), archived: true };
    const merged = mergeChanges(
      cached,
      ['1', '3', '4', '5'],
      [archived, record('4', 'Bor'), record('5', 'Eisen')],
      inOrder,
    );
    expect(names(merged)).toEqual(['2:Ammoniak', '4:Bor', '5:Eisen', '3:Kalk']);
    expect(merged.find((entry) => entry.id === '3')?.archived).toBe(true);
  });

  it('gives the same order as sorting the whole list again, equal names included', () => {
    const many = Array.from({ length: 40 }, (_, index) => record(`r${index}`, `Artikel ${index % 7}`));
    const list = sortRecords(many, byName);
    const changed = [record('r3', 'Artikel 10', 2), record('r17', 'Artikel 2', 2), record('new', 'Artikel 2')];
    const merged = mergeChanges(list, ['r3', 'r17', 'new'], changed, inOrder);
    const reloaded = sortRecords(
      [...many.filter((entry) => !['r3', 'r17'].includes(entry.id)), ...changed].reverse(),
      byName,
    );
    expect(names(merged)).toEqual(names(reloaded));
  });
});
