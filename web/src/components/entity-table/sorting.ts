import type { CellValue, EntityColumn } from './types';

/** German order: umlauts beside their base letter, 'Feld 2' before 'Feld 10'. */
const collator = new Intl.Collator('de', { numeric: true });

const isEmpty = (value: CellValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * Ascending order of sort values: numbers numerically, texts by German collation, numbers before
 * texts, and empty values last so that a missing entry never shows up first.
 */
export const compareCellValues = (a: CellValue, b: CellValue): number => {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
};

/** The comparator useCollection sorts with; undefined for a column without sortValue. */
export const comparatorFor = <T>(column: EntityColumn<T>): ((a: T, b: T) => number) | undefined => {
  const { sortValue } = column;
  return sortValue ? (a, b) => compareCellValues(sortValue(a), sortValue(b)) : undefined;
};

/** The column a list is sorted by at first: the given one, else the row header, else the first sortable. */
export const defaultSortColumn = <T>(columns: readonly EntityColumn<T>[], columnId?: string) => {
  const sortable = columns.filter((column) => column.sortValue);
  return (
    sortable.find((column) => column.id === columnId) ?? sortable.find((column) => column.isRowHeader) ?? sortable[0]
  );
};
