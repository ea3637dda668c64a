import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { useCallback, useState } from 'react';
import { tablesTexts } from '../../i18n/de/tables';
import { readStored, writeStored } from '../../platform/storage';
import {
  fromCollectionPreferences,
  PAGE_SIZES,
  parseStoredPreferences,
  storageKeyFor,
  type TablePreferences,
} from './preferences';
import type { EntityColumn } from './types';

const t = tablesTexts.entityTable.preferences;

/** The list's preferences, read once from the device and written back on every change. */
export const useTablePreferences = <T,>(
  storageKey: string,
  columns: readonly EntityColumn<T>[],
  /** Until the user picks a page size on this device. */
  defaultPageSize: number,
): [TablePreferences, (next: TablePreferences) => void] => {
  const key = storageKeyFor(storageKey);
  const [preferences, setPreferences] = useState(() =>
    parseStoredPreferences(columns, readStored(key), defaultPageSize),
  );
  const save = useCallback(
    (next: TablePreferences) => {
      setPreferences(next);
      writeStored(key, JSON.stringify(next));
    },
    [key],
  );
  return [preferences, save];
};

type Props<T> = {
  columns: readonly EntityColumn<T>[];
  preferences: TablePreferences;
  onChange: (next: TablePreferences) => void;
  testId: string;
};

/** The gear button of the list: columns (show, hide, order), page size and line wrapping. */
export const EntityTablePreferences = <T,>({ columns, preferences, onChange, testId }: Props<T>) => (
  <CollectionPreferences
    data-testid={testId}
    title={t.title}
    confirmLabel={t.confirm}
    cancelLabel={t.cancel}
    closeAriaLabel={t.close}
    preferences={preferences}
    onConfirm={({ detail }) => onChange(fromCollectionPreferences(columns, detail))}
    pageSizePreference={{
      title: t.pageSizeTitle,
      options: PAGE_SIZES.map((value) => ({ value, label: t.pageSize(value) })),
    }}
    wrapLinesPreference={{ label: t.wrapLines, description: t.wrapLinesDescription }}
    contentDisplayPreference={{
      title: t.columnsTitle,
      description: t.columnsDescription,
      options: columns.map((column) => ({
        id: column.id,
        label: column.header,
        alwaysVisible: column.isRowHeader === true,
      })),
      enableColumnFiltering: columns.length > 8,
      i18nStrings: {
        columnFilteringPlaceholder: t.columnFilterPlaceholder,
        columnFilteringAriaLabel: t.columnFilterAriaLabel,
        columnFilteringCountText: t.columnFilterCount,
        columnFilteringNoMatchText: t.columnFilterNoMatch,
        columnFilteringClearFilterText: t.columnFilterClear,
      },
      dragHandleAriaLabel: t.dragHandle,
      dragHandleAriaDescription: t.dragHandleDescription,
      liveAnnouncementDndStarted: t.dndStarted,
      liveAnnouncementDndItemReordered: t.dndReordered,
      liveAnnouncementDndItemCommitted: t.dndCommitted,
      liveAnnouncementDndDiscarded: t.dndDiscarded,
    }}
  />
);
