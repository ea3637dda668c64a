import Box from '@cloudscape-design/components/box';
import type { CardsProps } from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { tablesTexts } from '../../i18n/de/tables';
import type { EntityColumn, EntityEmptyState } from './types';

/** The 'no items' and 'no match' states inside the table or the cards. */
export const StateBox = ({ title, text, action, testId }: EntityEmptyState & { testId: string }) => (
  <Box textAlign="center" color="inherit" data-testid={testId}>
    <SpaceBetween size="xs">
      <Box variant="strong">{title}</Box>
      <Box variant="p" color="inherit">
        {text}
      </Box>
      {action}
    </SpaceBetween>
  </Box>
);

const orDash = (node: ReactNode): ReactNode =>
  node === null || node === undefined || node === '' ? tablesTexts.entityTable.empty : node;

/**
 * Phones: one card per item. The row header (or cardHeader) is the card's header; the other shown
 * columns, in the chosen order, become its sections.
 */
export const cardDefinitionFor = <T,>(
  columns: readonly EntityColumn<T>[],
  shown: readonly EntityColumn<T>[],
  cardHeader?: (item: T) => ReactNode,
): CardsProps.CardDefinition<T> => {
  const rowHeader = columns.find((column) => column.isRowHeader);
  return {
    header: (item) => (cardHeader ? cardHeader(item) : rowHeader?.cell(item)),
    sections: shown
      .filter((column) => !column.isRowHeader)
      .map((column) => ({ id: column.id, header: column.header, content: (item: T) => orDash(column.cell(item)) })),
  };
};
