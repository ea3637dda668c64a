import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import PropertyFilter from '@cloudscape-design/components/property-filter';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useMemo } from 'react';
import { errorText } from '../../api/api-error';
import { useCurrentPage } from '../../app/current-page';
import { useIsPhone } from '../../app/nav-state';
import { tablesTexts } from '../../i18n/de/tables';
import { phoneCardDefinition } from '../responsive-table/phone-cards';
import { csvTable, datedFileName, toCsv } from './csv';
import { downloadText } from './download';
import { StateBox } from './entity-table-parts';
import { EntityTablePreferences, useTablePreferences } from './entity-table-preferences';
import { EMPTY_QUERY, filterOptions, filterProperties, matchesQuery } from './filtering';
import { DEFAULT_PAGE_SIZE, PHONE_PAGE_SIZE, visibleColumns } from './preferences';
import { comparatorFor, defaultSortColumn } from './sorting';
import type { EntityColumn, EntityEmptyState } from './types';

export type { EntityColumn, EntityEmptyState } from './types';

const t = tablesTexts.entityTable;

export type EntityTableProps<T extends { id: string }> = {
  /** undefined while loading or after an error. */
  items: T[] | undefined;
  loading: boolean;
  /** The query's error: shown (German) in place of the items. */
  error?: unknown;
  /** Define them outside the component (or memoize them): sorting and preferences key on them. */
  columns: readonly EntityColumn<T>[];
  /** The column preferences are remembered on the device under this key, e.g. 'resources'. */
  storageKey: string;
  /** Default: the registry title of the current page. */
  title?: ReactNode;
  /** Header buttons beside 'CSV exportieren', e.g. 'Neu'. */
  actions?: ReactNode;
  /** File name without date and extension, e.g. 'artikel' → artikel-2025-03-07.csv. */
  csvFileName: string;
  /** Shown when there are no items at all. */
  empty: EntityEmptyState;
  /** Prefix of the test ids: `${testId}-table`, -cards, -filter, -csv, -empty, -no-match, -preferences. */
  testId: string;
  /** Phones: the card header; default: the cell of the row header column. */
  cardHeader?: (item: T) => ReactNode;
  /** Initial sorting; default: the row header column (if sortable), ascending. */
  defaultSorting?: { columnId: string; descending?: boolean };
  loadingText?: string;
};

/**
 * A master-data list: property filter, sorting, pagination, remembered column preferences, CSV export
 * of the filtered items, and cards instead of the table on phones.
 */
export const EntityTable = <T extends { id: string }>({
  items,
  loading,
  error,
  columns,
  storageKey,
  title,
  actions,
  csvFileName,
  empty,
  testId,
  cardHeader,
  defaultSorting,
  loadingText = t.loading,
}: EntityTableProps<T>) => {
  const page = useCurrentPage();
  const isPhone = useIsPhone();
  const [preferences, setPreferences] = useTablePreferences(
    storageKey,
    columns,
    isPhone ? PHONE_PAGE_SIZE : DEFAULT_PAGE_SIZE,
  );
  const allItems = items ?? [];

  const columnDefinitions = useMemo(
    () =>
      columns.map(
        (column): TableProps.ColumnDefinition<T> => ({
          id: column.id,
          header: column.header,
          cell: column.cell,
          // The field name only lets the table recognise the sorted column when `columns` is recreated.
          sortingField: column.sortValue ? column.id : undefined,
          sortingComparator: comparatorFor(column),
          width: column.width,
          minWidth: column.minWidth,
          isRowHeader: column.isRowHeader,
        }),
      ),
    [columns],
  );
  const filteringProperties = useMemo(() => filterProperties(columns), [columns]);
  const filteringOptions = useMemo(() => filterOptions(columns, allItems), [columns, allItems]);
  const sortColumn = defaultSortColumn(columns, defaultSorting?.columnId);
  const sortDefinition = columnDefinitions.find((definition) => definition.id === sortColumn?.id);

  const collection = useCollection(allItems, {
    propertyFiltering: {
      filteringProperties,
      filteringOptions,
      filteringFunction: (item, query) => matchesQuery(columns, item, query),
      freeTextFiltering: { operators: [':', '!:'], defaultOperator: ':' },
      empty: <StateBox {...empty} testId={`${testId}-empty`} />,
      noMatch: (
        <StateBox
          title={t.noMatchTitle}
          text={t.noMatchText}
          testId={`${testId}-no-match`}
          action={<Button onClick={() => collection.actions.setPropertyFiltering(EMPTY_QUERY)}>{t.clearFilter}</Button>}
        />
      ),
    },
    sorting: sortDefinition
      ? { defaultState: { sortingColumn: sortDefinition, isDescending: defaultSorting?.descending ?? false } }
      : {},
    pagination: { pageSize: preferences.pageSize },
  });
  const { collectionProps, propertyFilterProps, paginationProps, filteredItemsCount } = collection;

  const shown = visibleColumns(columns, preferences);
  const filtered =
    propertyFilterProps.query.tokens.length > 0 || (propertyFilterProps.query.tokenGroups ?? []).length > 0;
  const counter = filtered ? `(${filteredItemsCount ?? 0}/${allItems.length})` : `(${allItems.length})`;

  const exportCsv = () => {
    // allPageItems: every item that passes the filter, in the shown order (not just the current page).
    const { headers, rows } = csvTable(shown, collection.allPageItems);
    downloadText(datedFileName(csvFileName, new Date()), toCsv(headers, rows));
  };

  const header = (
    <Header
      variant="awsui-h1-sticky"
      counter={loading ? undefined : counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="download"
            onClick={exportCsv}
            disabled={loading || collection.allPageItems.length === 0}
            data-testid={`${testId}-csv`}
          >
            {t.csvExport}
          </Button>
          {actions}
        </SpaceBetween>
      }
    >
      <span data-testid="page-title">{title ?? page?.title}</span>
    </Header>
  );
  const filter = (
    <PropertyFilter
      {...propertyFilterProps}
      i18nStrings={t.propertyFilter}
      filteringPlaceholder={t.filterPlaceholder}
      filteringAriaLabel={t.filterAriaLabel}
      countText={t.matches(filteredItemsCount ?? 0)}
      expandToViewport
      data-testid={`${testId}-filter`}
    />
  );
  const preferencesButton = (
    <EntityTablePreferences
      columns={columns}
      preferences={preferences}
      onChange={setPreferences}
      testId={`${testId}-preferences`}
    />
  );
  const pagination = <Pagination {...paginationProps} />;
  const emptySlot = error ? <Box color="text-status-error">{errorText(error)}</Box> : collectionProps.empty;

  if (isPhone) {
    // The row header column is always shown; columns marked `phone: 'hide'` stay off the cards.
    const cardDefinition = phoneCardDefinition(shown, cardHeader);
    return (
      <Cards
        ref={collectionProps.ref}
        data-testid={`${testId}-cards`}
        variant="full-page"
        items={collection.items}
        cardDefinition={cardDefinition}
        cardsPerRow={[{ cards: 1 }]}
        trackBy="id"
        loading={loading}
        loadingText={loadingText}
        stickyHeader
        header={header}
        filter={filter}
        pagination={pagination}
        preferences={preferencesButton}
        empty={emptySlot}
      />
    );
  }

  return (
    <Table
      {...collectionProps}
      data-testid={`${testId}-table`}
      variant="full-page"
      items={collection.items}
      columnDefinitions={columnDefinitions}
      columnDisplay={preferences.contentDisplay}
      wrapLines={preferences.wrapLines}
      trackBy="id"
      loading={loading}
      loadingText={loadingText}
      stickyHeader
      resizableColumns
      header={header}
      filter={filter}
      pagination={pagination}
      preferences={preferencesButton}
      empty={emptySlot}
    />
  );
};
