import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { TOrder } from '../../../../schemas/orders/order';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import type { OrderNames } from './order-names';
import {
  amountRows,
  answerRows,
  counterRows,
  protocolRows,
  runRows,
  taskRecordRows,
  timeTrackingRows,
} from './order-record-rows';

const texts = de.orderRecords;

/**
 * One kind of record as a table (cards on phones, halves side by side), with a German empty state; its
 * cells carry `<testId>-<row>-<column>`. `columns` names the row fields shown, in their order.
 */
const recordTable = <T extends { id: string }>(
  testId: string,
  [title, empty]: readonly [string, string],
  rows: T[],
  columns: readonly (readonly [keyof T & string, string])[],
): ReactNode => (
  <ResponsiveTable
    key={testId}
    data-testid={testId}
    variant="container"
    header={
      <Header variant="h2" counter={rows.length > 0 ? `(${rows.length})` : undefined}>
        {title}
      </Header>
    }
    items={rows}
    trackBy="id"
    columnDefinitions={columns.map(([key, header]) => ({
      id: key,
      header,
      cell: (row: T) => <span data-testid={`${testId}-${row.id}-${key}`}>{String(row[key])}</span>,
      phone: 'half' as const,
    }))}
    empty={
      <Box textAlign="center" color="inherit" data-testid={`${testId}-empty`}>
        {empty}
      </Box>
    }
  />
);

/**
 * What the driver's day recorded on the order (application.md §2 'order details'): runs, amounts,
 * counters, task records, answers to driver queries, the protocol as a timeline, and time trackings.
 */
export const OrderRecords = ({ order, names: { nameOf } }: { order: TOrder; names: OrderNames }) => (
  <SpaceBetween size="l">
    {recordTable('order-runs', [texts.runs, texts.runsEmpty], runRows(order, nameOf), [
      ['start', texts.start],
      ['end', texts.end],
      ['customer', texts.customer],
      ['variants', texts.variants],
      ['duration', texts.duration],
    ])}
    {recordTable('order-amounts', [texts.amounts, texts.amountsEmpty], amountRows(order, nameOf), [
      ['article', texts.article],
      ['amount', texts.amount],
      ['unit', texts.unit],
      ['pricePerUnit', texts.pricePerUnit],
      ['customer', texts.customer],
    ])}
    {recordTable('order-counters', [texts.counters, texts.countersEmpty], counterRows(order, nameOf), [
      ['counter', texts.counter],
      ['start', texts.startValue],
      ['end', texts.endValue],
      ['customer', texts.customer],
    ])}
    {recordTable('order-task-records', [texts.taskRecords, texts.taskRecordsEmpty], taskRecordRows(order, nameOf), [
      ['type', texts.type],
      ['value', texts.value],
      ['unit', texts.unit],
      ['customer', texts.customer],
    ])}
    {recordTable('order-answers', [texts.answers, texts.answersEmpty], answerRows(order), [
      ['question', texts.question],
      ['answer', texts.answer],
      ['answeredAt', texts.answeredAt],
    ])}
    {recordTable('order-protocol', [texts.protocol, texts.protocolEmpty], protocolRows(order, nameOf), [
      ['at', texts.at],
      ['event', texts.event],
      ['text', de.orders.other],
      ['employee', texts.employee],
    ])}
    {recordTable(
      'order-time-trackings',
      [texts.timeTrackings, texts.timeTrackingsEmpty],
      timeTrackingRows(order, nameOf),
      [
        ['employee', texts.employee],
        ['start', texts.start],
        ['end', texts.end],
        ['duration', texts.duration],
        ['decoupled', texts.decoupled],
      ],
    )}
  </SpaceBetween>
);
