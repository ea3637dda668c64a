import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../app/nav-state';
import { type PhoneDisplay, phoneCardDefinition } from './phone-cards';

export type { PhoneDisplay } from './phone-cards';

/** A table column that also says how it shows on a phone (default: a full-width card section). */
export type ResponsiveColumn<T> = TableProps.ColumnDefinition<T> & { phone?: PhoneDisplay };

export type ResponsiveTableProps<T> = Omit<TableProps<T>, 'columnDefinitions'> & {
  columnDefinitions: readonly ResponsiveColumn<T>[];
  /** Phones: the card header; default: the row header column, else the first column. */
  cardHeader?: (item: T) => ReactNode;
  'data-testid'?: string;
};

/** The table's selection labels for the cards, which name the same two. */
const selectionLabels = <T,>(labels: TableProps<T>['ariaLabels']): CardsProps.AriaLabels<T> | undefined =>
  labels?.itemSelectionLabel && labels.selectionGroupLabel
    ? { itemSelectionLabel: labels.itemSelectionLabel, selectionGroupLabel: labels.selectionGroupLabel }
    : undefined;

/**
 * A Cloudscape table that becomes cards on phones, so a narrow screen never scrolls a table sideways and
 * hides its last columns (issue 10: Status, Aktionen, the times). Same props as the table; each column
 * may say `phone: 'half' | 'hide'`. The cards keep the items, header, empty and loading state and the selection.
 */
export const ResponsiveTable = <T,>({ columnDefinitions, cardHeader, ...table }: ResponsiveTableProps<T>) => {
  const isPhone = useIsPhone();
  if (!isPhone) return <Table {...table} columnDefinitions={columnDefinitions} />;
  return (
    <Cards
      data-testid={table['data-testid']}
      items={table.items}
      trackBy={table.trackBy}
      loading={table.loading}
      loadingText={table.loadingText}
      empty={table.empty}
      header={table.header}
      filter={table.filter}
      pagination={table.pagination}
      variant={table.variant === 'full-page' ? 'full-page' : 'container'}
      cardDefinition={phoneCardDefinition(columnDefinitions, cardHeader)}
      cardsPerRow={[{ cards: 1 }]}
      selectionType={table.selectionType}
      selectedItems={table.selectedItems}
      onSelectionChange={table.onSelectionChange}
      isItemDisabled={table.isItemDisabled}
      ariaLabels={selectionLabels(table.ariaLabels)}
    />
  );
};
