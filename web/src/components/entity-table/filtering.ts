import type {
  PropertyFilterOption,
  PropertyFilterProperty,
  PropertyFilterQuery,
  PropertyFilterToken,
  PropertyFilterTokenGroup,
} from '@cloudscape-design/collection-hooks';
import { csvValue } from './csv';
import { compareCellValues } from './sorting';
import type { EntityColumn } from './types';

const normalize = (text: string) => text.trim().toLocaleLowerCase('de');

const PROPERTY_OPERATORS = [':', '!:', '=', '!=', '^', '!^'] as const;

/** The text a column offers to the search: its filterValue, else its export value. */
export const searchText = <T>(column: EntityColumn<T>, item: T): string => {
  if (column.filterValue) return column.filterValue(item);
  const value = csvValue(column, item);
  return value === null || value === undefined ? '' : String(value);
};

/** Filter properties: the columns with a filterValue (case-insensitive text operators). */
export const filterProperties = <T>(columns: readonly EntityColumn<T>[]): PropertyFilterProperty[] =>
  columns
    .filter((column) => column.filterValue)
    .map((column) => ({
      key: column.id,
      propertyLabel: column.header,
      groupValuesLabel: `${column.header}: Werte`,
      operators: PROPERTY_OPERATORS,
      defaultOperator: ':',
    }));

/** Suggested values per property: the distinct, non-empty filter values in German order. */
export const filterOptions = <T>(columns: readonly EntityColumn<T>[], items: readonly T[]): PropertyFilterOption[] =>
  columns.flatMap((column) => {
    const { filterValue } = column;
    if (!filterValue) return [];
    const values = new Set(items.map((item) => filterValue(item).trim()).filter(Boolean));
    return [...values].sort(compareCellValues).map((value) => ({ propertyKey: column.id, value }));
  });

const matchText = (value: string, operator: string, tokenValue: unknown): boolean => {
  const text = normalize(value);
  const wanted = normalize(String(tokenValue ?? ''));
  switch (operator) {
    case ':':
      return text.includes(wanted);
    case '!:':
      return !text.includes(wanted);
    case '=':
      return text === wanted;
    case '!=':
      return text !== wanted;
    case '^':
      return text.startsWith(wanted);
    case '!^':
      return !text.startsWith(wanted);
    default:
      return false;
  }
};

const matchToken = <T>(columns: readonly EntityColumn<T>[], item: T, token: PropertyFilterToken): boolean => {
  if (token.propertyKey) {
    const column = columns.find((c) => c.id === token.propertyKey && c.filterValue);
    return column ? matchText(searchText(column, item), token.operator, token.value) : false;
  }
  // Free text: one column must contain it; 'does not contain' means no column contains it.
  const texts = columns.map((column) => searchText(column, item));
  return token.operator.startsWith('!')
    ? texts.every((text) => matchText(text, token.operator, token.value))
    : texts.some((text) => matchText(text, token.operator, token.value));
};

const isGroup = (entry: PropertyFilterToken | PropertyFilterTokenGroup): entry is PropertyFilterTokenGroup =>
  'operation' in entry;

const matchAll = <T>(
  columns: readonly EntityColumn<T>[],
  item: T,
  operation: 'and' | 'or',
  entries: readonly (PropertyFilterToken | PropertyFilterTokenGroup)[],
): boolean => {
  if (entries.length === 0) return true;
  const matches = (entry: PropertyFilterToken | PropertyFilterTokenGroup) =>
    isGroup(entry) ? matchAll(columns, item, entry.operation, entry.tokens) : matchToken(columns, item, entry);
  return operation === 'and' ? entries.every(matches) : entries.some(matches);
};

/** Whether an item passes the property filter query (tokens or token groups, case-insensitive). */
export const matchesQuery = <T>(columns: readonly EntityColumn<T>[], item: T, query: PropertyFilterQuery): boolean =>
  matchAll(columns, item, query.operation, query.tokenGroups ?? query.tokens);

export const EMPTY_QUERY: PropertyFilterQuery = { tokens: [], operation: 'and' };
