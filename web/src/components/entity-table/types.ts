import type { ReactNode } from 'react';
import type { PhoneDisplay } from '../responsive-table/phone-cards';

/** A value a column gives for sorting or export; null and undefined mean 'empty'. */
export type CellValue = string | number | null | undefined;

/** One column of an EntityTable (also a card section on phones and a CSV column). */
export type EntityColumn<T> = {
  /** Stable id: the remembered column preferences refer to it, so do not rename it lightly. */
  id: string;
  /** German column header; also the CSV header and the property label of the filter. */
  header: string;
  cell: (item: T) => ReactNode;
  /** Value in the CSV export; default: the cell when it is a string or number, else empty. */
  csv?: (item: T) => CellValue;
  /** Makes the column sortable: German collation, numbers numerically, empty values last (ascending). */
  sortValue?: (item: T) => CellValue;
  /** Makes the column a filter property; also what the free text search looks at. */
  filterValue?: (item: T) => string;
  /** Shown until the user changes the columns on the device; default true. */
  defaultVisible?: boolean;
  width?: number;
  minWidth?: number;
  /** The column that names the row (e.g. the name): always visible, the card header on phones. */
  isRowHeader?: boolean;
  /** On phones (cards): a full-width section (default), a half-width one, or hidden. */
  phone?: PhoneDisplay;
};

/** The state shown when there are no items at all (not: no items matching the filter). */
export type EntityEmptyState = {
  title: string;
  text: string;
  action?: ReactNode;
};
