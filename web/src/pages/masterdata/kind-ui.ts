import type { ComponentType, ReactNode } from 'react';
import type { RecordKind } from '../../../../schemas/masterdata/kinds';
import type { RecordTypes } from '../../api/records';
import type { PageId } from '../../app/pages';
import type { NamedColumn } from './columns';
import type { NameNeeds } from './names';

/** The page ids of a kind in the page registry (web/src/app/pages/). */
export type KindPages = { list: PageId; create: PageId; edit: PageId; details?: PageId; history?: PageId };

/**
 * How a master-data kind looks in the web app: its pages, list columns, form and details. The generic
 * list, form, details and history pages (this folder) do the rest, the same way for every kind.
 */
export type KindUi<K extends RecordKind> = {
  kind: K;
  pages: KindPages;
  texts: {
    /** 'Artikel anlegen' */
    create: string;
    emptyTitle: string;
    emptyText: string;
    /** For CSV files and column preferences, e.g. 'artikel'. */
    fileName: string;
  };
  columns: readonly NamedColumn<RecordTypes[K]>[];
  /** The names the columns export and filter by (units, tags, customers). */
  names?: NameNeeds;
  /** What a new record starts with (the schema's input shape). */
  emptyValues: () => Record<string, unknown>;
  /** The form's values from a stored record (bookkeeping fields removed). */
  toValues?: (record: RecordTypes[K]) => Record<string, unknown>;
  /** Tidies the values before they are checked and sent (e.g. an empty position becomes null). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The fields; they read and write the values through FormProvider. */
  Form: ComponentType;
  /** The details page's content; without it the list links straight to the edit page. */
  Details?: ComponentType<{ record: RecordTypes[K] }>;
  title: (record: RecordTypes[K]) => string;
  /** Extra header buttons of the list page (e.g. 'Karte', 'Katalog'). */
  listActions?: ReactNode;
  /** Archived records stay archived (structures, services.md §4): no restore button. */
  archiveIsFinal?: boolean;
  /** The list can be narrowed to one operating unit. */
  byOperatingUnit?: boolean;
};

const BOOKKEEPING = ['id', 'companyId', 'version', 'archived', 'createdAt', 'updatedAt', 'currentActivity'];

/** The editable part of a stored record. */
export const editableValues = (record: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !BOOKKEEPING.includes(key)));

/** A position typed as two fields: both empty means none. */
export const positionOrNull = (values: Record<string, unknown>, path = 'latLng'): Record<string, unknown> => {
  const position = values[path] as { lat?: unknown; lng?: unknown } | null | undefined;
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  return position && empty(position.lat) && empty(position.lng) ? { ...values, [path]: null } : values;
};
