import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
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

type Column<T> = { key: keyof T & string; header: string };

/**
 * One kind of record as a table (cards on phones, halves side by side), with a German empty state; its
 * cells carry `<testId>-<row>-<column>`.
 */
const RecordTable = <T extends { id: string }>({
  title,
  empty,
  rows,
  columns,
  testId,
}: {
  title: string;
  empty: string;
  rows: T[];
  columns: Column<T>[];
  testId: string;
}) => (
  <ResponsiveTable
    data-testid={testId}
    variant="container"
    header={
      <Header variant="h2" counter={rows.length > 0 ? `(${rows.length})` : undefined}>
        {title}
      </Header>
    }
    items={rows}
    trackBy="id"
    columnDefinitions={columns.map((column) => ({
      id: column.key,
      header: column.header,
      cell: (row: T) => <span data-testid={`${testId}-${row.id}-${column.key}`}>{String(row[column.key])}</span>,
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
export const OrderRecords = ({ order, names }: { order: TOrder; names: OrderNames }) => {
  const { nameOf } = names;
  return (
    <SpaceBetween size="l">
      <RecordTable
        title={texts.runs}
        empty={texts.runsEmpty}
        rows={runRows(order, nameOf)}
        testId="order-runs"
        columns={[
          { key: 'start', header: texts.start },
          { key: 'end', header: texts.end },
          { key: 'customer', header: texts.customer },
          { key: 'variants', header: texts.variants },
          { key: 'duration', header: texts.duration },
        ]}
      />
      <RecordTable
        title={texts.amounts}
        empty={texts.amountsEmpty}
        rows={amountRows(order, nameOf)}
        testId="order-amounts"
        columns={[
          { key: 'article', header: texts.article },
          { key: 'amount', header: texts.amount },
          { key: 'unit', header: texts.unit },
          { key: 'pricePerUnit', header: texts.pricePerUnit },
          { key: 'customer', header: texts.customer },
        ]}
      />
      <RecordTable
        title={texts.counters}
        empty={texts.countersEmpty}
        rows={counterRows(order, nameOf)}
        testId="order-counters"
        columns={[
          { key: 'counter', header: texts.counter },
          { key: 'start', header: texts.startValue },
          { key: 'end', header: texts.endValue },
          { key: 'customer', header: texts.customer },
        ]}
      />
      <RecordTable
        title={texts.taskRecords}
        empty={texts.taskRecordsEmpty}
        rows={taskRecordRows(order, nameOf)}
        testId="order-task-records"
        columns={[
          { key: 'type', header: texts.type },
          { key: 'value', header: texts.value },
          { key: 'unit', header: texts.unit },
          { key: 'customer', header: texts.customer },
        ]}
      />
      <RecordTable
        title={texts.answers}
        empty={texts.answersEmpty}
        rows={answerRows(order)}
        testId="order-answers"
        columns={[
          { key: 'question', header: texts.question },
          { key: 'answer', header: texts.answer },
          { key: 'answeredAt', header: texts.answeredAt },
        ]}
      />
      <RecordTable
        title={texts.protocol}
        empty={texts.protocolEmpty}
        rows={protocolRows(order, nameOf)}
        testId="order-protocol"
        columns={[
          { key: 'at', header: texts.at },
          { key: 'event', header: texts.event },
          { key: 'text', header: de.orders.other },
          { key: 'employee', header: texts.employee },
        ]}
      />
      <RecordTable
        title={texts.timeTrackings}
        empty={texts.timeTrackingsEmpty}
        rows={timeTrackingRows(order, nameOf)}
        testId="order-time-trackings"
        columns={[
          { key: 'employee', header: texts.employee },
          { key: 'start', header: texts.start },
          { key: 'end', header: texts.end },
          { key: 'duration', header: texts.duration },
          { key: 'decoupled', header: texts.decoupled },
        ]}
      />
    </SpaceBetween>
  );
};
