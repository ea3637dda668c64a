import type { CardsProps } from '@cloudscape-design/components/cards';
import type { ReactNode } from 'react';
import { tablesTexts } from '../../i18n/de/tables';

/**
 * How a table column shows on a phone, where tables become one card per row: 'card' a full-width card
 * section (the default), 'half' a half-width section beside the next one (short values such as times),
 * 'hide' not at all (secondary columns; the column stays in the table on wider screens).
 */
export type PhoneDisplay = 'card' | 'half' | 'hide';

/** What a card needs of a column: the shape both Cloudscape's table columns and EntityColumn have. */
export type CardColumn<T> = {
  id?: string;
  header?: ReactNode;
  cell: (item: T) => ReactNode;
  /** The column that names the row: the card's header. */
  isRowHeader?: boolean;
  phone?: PhoneDisplay;
};

const orDash = (node: ReactNode): ReactNode =>
  node === null || node === undefined || node === '' ? tablesTexts.entityTable.empty : node;

/**
 * Phones: one card per row. The row header column (or `cardHeader`, or else the first column) is the
 * card's header; the other columns not hidden on phones, in their order, become its sections.
 */
export const phoneCardDefinition = <T>(
  columns: readonly CardColumn<T>[],
  cardHeader?: (item: T) => ReactNode,
): CardsProps.CardDefinition<T> => {
  const headerColumn = columns.find((column) => column.isRowHeader) ?? (cardHeader ? undefined : columns[0]);
  return {
    header: (item) => (cardHeader ? cardHeader(item) : headerColumn?.cell(item)),
    sections: columns
      .filter((column) => column !== headerColumn && column.phone !== 'hide')
      .map((column, index) => ({
        id: column.id ?? String(index),
        header: column.header,
        content: (item: T) => orDash(column.cell(item)),
        width: column.phone === 'half' ? 50 : undefined,
      })),
  };
};
