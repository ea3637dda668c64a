import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  defaultPreferences,
  fromCollectionPreferences,
  PHONE_PAGE_SIZE,
  parseStoredPreferences,
  resolvePreferences,
  visibleColumns,
} from './preferences';
import type { EntityColumn } from './types';

type Row = { id: string };
const col = (id: string, extra: Partial<EntityColumn<Row>> = {}): EntityColumn<Row> => ({
  id,
  header: id,
  cell: () => id,
  ...extra,
});
const columns = [col('name', { isRowHeader: true }), col('city'), col('note', { defaultVisible: false })];

describe('defaultPreferences', () => {
  it('shows the columns in definition order, hides defaultVisible: false, 25 per page, wrapped lines', () => {
    expect(defaultPreferences(columns)).toEqual({
      pageSize: DEFAULT_PAGE_SIZE,
      wrapLines: true,
      contentDisplay: [
        { id: 'name', visible: true },
        { id: 'city', visible: true },
        { id: 'note', visible: false },
      ],
    });
  });
});

describe('resolvePreferences', () => {
  it('keeps the stored order and visibility, drops unknown columns and appends new ones', () => {
    const stored = {
      pageSize: 50,
      wrapLines: false,
      contentDisplay: [
        { id: 'city', visible: false },
        { id: 'gone', visible: true },
        { id: 'name', visible: true },
      ],
    };
    expect(resolvePreferences(columns, stored)).toEqual({
      pageSize: 50,
      wrapLines: false,
      contentDisplay: [
        { id: 'city', visible: false },
        { id: 'name', visible: true },
        { id: 'note', visible: false },
      ],
    });
  });

  it('keeps the row header visible and ignores page sizes that are not offered', () => {
    const stored = { pageSize: 7, contentDisplay: [{ id: 'name', visible: false }, { id: 'name' }, 'x'] };
    const resolved = resolvePreferences(columns, stored);
    expect(resolved.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(resolved.wrapLines).toBe(true);
    expect(resolved.contentDisplay[0]).toEqual({ id: 'name', visible: true });
    expect(resolved.contentDisplay).toHaveLength(3);
  });

  it('falls back to the defaults for nothing or garbage stored', () => {
    expect(parseStoredPreferences(columns, null)).toEqual(defaultPreferences(columns));
    expect(parseStoredPreferences(columns, '{kaputt')).toEqual(defaultPreferences(columns));
    expect(parseStoredPreferences(columns, '42')).toEqual(defaultPreferences(columns));
  });

  it('takes the given default page size (phones) until the user picked one on the device', () => {
    expect(parseStoredPreferences(columns, null, PHONE_PAGE_SIZE).pageSize).toBe(PHONE_PAGE_SIZE);
    expect(parseStoredPreferences(columns, '{"wrapLines":false}', PHONE_PAGE_SIZE).pageSize).toBe(PHONE_PAGE_SIZE);
    expect(parseStoredPreferences(columns, '{"pageSize":50}', PHONE_PAGE_SIZE).pageSize).toBe(50);
  });
});

describe('fromCollectionPreferences and visibleColumns', () => {
  it('takes what the preferences dialog confirmed and yields the shown columns in order', () => {
    const prefs = fromCollectionPreferences(columns, {
      pageSize: 100,
      wrapLines: true,
      contentDisplay: [
        { id: 'note', visible: true },
        { id: 'name', visible: true },
        { id: 'city', visible: false },
      ],
    });
    expect(prefs.pageSize).toBe(100);
    expect(visibleColumns(columns, prefs).map((c) => c.id)).toEqual(['note', 'name']);
  });
});
