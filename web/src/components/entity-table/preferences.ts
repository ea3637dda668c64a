import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import type { EntityColumn } from './types';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Phones show fewer items per page: a page of 25 cards is several metres of scrolling. */
export const PHONE_PAGE_SIZE = 10;

/** What a list remembers on the device: column order and visibility, page size, line wrapping. */
export type TablePreferences = {
  pageSize: number;
  wrapLines: boolean;
  contentDisplay: { id: string; visible: boolean }[];
};

export const storageKeyFor = (storageKey: string) => `lohnwerk.table.${storageKey}`;

export const defaultPreferences = <T>(
  columns: readonly EntityColumn<T>[],
  pageSize: number = DEFAULT_PAGE_SIZE,
): TablePreferences => ({
  pageSize,
  // Wrapped lines show long names and addresses in full (like the customer list) instead of cutting them.
  wrapLines: true,
  contentDisplay: columns.map((column) => ({
    id: column.id,
    visible: column.isRowHeader === true || column.defaultVisible !== false,
  })),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored preferences fitted to the columns of today's app version: unknown or broken entries are
 * dropped, columns added since are appended with their default visibility, row headers stay visible.
 */
export const resolvePreferences = <T>(
  columns: readonly EntityColumn<T>[],
  stored: unknown,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): TablePreferences => {
  const defaults = defaultPreferences(columns, defaultPageSize);
  if (!isRecord(stored)) return defaults;
  const pageSize = PAGE_SIZES.find((size) => size === stored.pageSize) ?? defaults.pageSize;
  const wrapLines = typeof stored.wrapLines === 'boolean' ? stored.wrapLines : defaults.wrapLines;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const seen = new Set<string>();
  const contentDisplay: TablePreferences['contentDisplay'] = [];
  for (const entry of Array.isArray(stored.contentDisplay) ? stored.contentDisplay : []) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || seen.has(entry.id)) continue;
    const column = byId.get(entry.id);
    if (!column) continue;
    seen.add(entry.id);
    contentDisplay.push({ id: entry.id, visible: column.isRowHeader === true || entry.visible !== false });
  }
  for (const entry of defaults.contentDisplay) if (!seen.has(entry.id)) contentDisplay.push(entry);
  return { pageSize, wrapLines, contentDisplay };
};

/** Parses what readStored gave; a broken value counts as nothing stored. */
export const parseStoredPreferences = <T>(
  columns: readonly EntityColumn<T>[],
  raw: string | null,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
) => {
  if (!raw) return defaultPreferences(columns, defaultPageSize);
  try {
    return resolvePreferences(columns, JSON.parse(raw), defaultPageSize);
  } catch {
    return defaultPreferences(columns, defaultPageSize);
  }
};

/** The preferences CollectionPreferences confirmed, in our shape. */
export const fromCollectionPreferences = <T>(
  columns: readonly EntityColumn<T>[],
  next: CollectionPreferencesProps.Preferences,
): TablePreferences =>
  resolvePreferences(columns, {
    pageSize: next.pageSize,
    wrapLines: next.wrapLines,
    contentDisplay: next.contentDisplay?.map((entry) => ({ id: entry.id, visible: entry.visible })),
  });

/** The visible columns in the chosen order. */
export const visibleColumns = <T>(
  columns: readonly EntityColumn<T>[],
  preferences: TablePreferences,
): EntityColumn<T>[] => {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return preferences.contentDisplay.flatMap((entry) => {
    const column = entry.visible ? byId.get(entry.id) : undefined;
    return column ? [column] : [];
  });
};
