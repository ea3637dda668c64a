import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TTaskDetails } from '../../../../schemas/api/work';
import { taskRecordTypeLabels } from '../../../../schemas/order-enums';
import { useMyTask } from '../../api/tasks';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { formatDateTime, formatDecimal, formatTime } from '../format';
import { plannedRange } from '../work/planned-range';
import { TaskStatus } from './task-status';

const texts = de.taskDetailsPage;
const listTexts = de.tasksPage;

/** One part of what was recorded, as a table (cards on a phone); nothing recorded says so. */
const Recorded = <T extends { id: string }>({
  title,
  items,
  columns,
  testId,
}: {
  title: string;
  items: T[];
  columns: ResponsiveColumn<T>[];
  testId: string;
}) => (
  <ResponsiveTable
    data-testid={testId}
    header={<Header variant="h3">{title}</Header>}
    variant="embedded"
    items={items}
    trackBy="id"
    columnDefinitions={columns}
    empty={<Box color="text-body-secondary">{texts.nothingRecorded}</Box>}
  />
);

const address = (customer: TTaskDetails['customers'][number]): ReactNode =>
  [customer.street, [customer.zip, customer.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  de.common.empty;

/**
 * A task's details (application.md §2 orders 'task details'; §6 every staff role): the order as planned,
 * its customers with addresses, and what I recorded on it (runs, amounts, task records, counters).
 * Read-only and without prices: drivers do not see them.
 */
const TaskDetailsPage = () => {
  const orderId = useParams().orderId ?? '';
  const task = useMyTask(orderId);
  if (!task.data) return <PageLoading error={task.error} />;
  const details = task.data;
  const customerName = (id: string | null) =>
    details.customers.find((customer) => customer.id === id)?.name ?? de.common.empty;
  const customerColumn = <T extends { customerId: string | null }>(): ResponsiveColumn<T> => ({
    id: 'customer',
    header: texts.customer,
    cell: (item) => customerName(item.customerId),
    phone: 'half',
  });

  return (
    <ContentLayout header={<PageHeader description={details.name} />}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{texts.order}</Header>} data-testid="task-details">
          <KeyValuePairs
            columns={3}
            items={[
              { label: listTexts.status, value: <TaskStatus status={details.status} /> },
              { label: listTexts.planned, value: plannedRange(details) },
              { label: listTexts.service, value: details.serviceName ?? de.common.empty },
              { label: listTexts.machines, value: details.machineNames.join(', ') || de.common.empty },
              { label: texts.note, value: details.note || de.common.empty },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{texts.customers}</Header>} data-testid="task-customers">
          <KeyValuePairs
            columns={2}
            items={details.customers.map((customer) => ({ label: customer.name, value: address(customer) }))}
          />
        </Container>
        <Container header={<Header variant="h2">{texts.recorded}</Header>}>
          <SpaceBetween size="l">
            <Recorded
              title={texts.runs}
              testId="task-runs"
              items={details.runs}
              columns={[
                { id: 'run', header: texts.runHeader, cell: (run) => texts.run(details.runs.indexOf(run) + 1) },
                {
                  id: 'time',
                  header: texts.time,
                  cell: (run) => `${formatDateTime(run.start)} – ${run.end ? formatTime(run.end) : texts.running}`,
                },
                customerColumn(),
              ]}
            />
            <Recorded
              title={texts.amounts}
              testId="task-amounts"
              items={details.amounts}
              columns={[
                { id: 'article', header: texts.article, cell: (amount) => amount.resourceName },
                {
                  id: 'amount',
                  header: texts.amount,
                  cell: (amount) => `${formatDecimal(amount.amount)} ${amount.unit}`,
                  phone: 'half',
                },
                customerColumn(),
              ]}
            />
            <Recorded
              title={texts.taskRecords}
              testId="task-records"
              items={details.taskRecords}
              columns={[
                { id: 'type', header: texts.kind, cell: (record) => taskRecordTypeLabels[record.type] },
                {
                  id: 'record',
                  header: texts.value,
                  cell: (record) =>
                    record.record === null ? de.common.empty : `${formatDecimal(String(record.record))} ${record.unit}`,
                  phone: 'half',
                },
                customerColumn(),
              ]}
            />
            <Recorded
              title={texts.counters}
              testId="task-counters"
              items={details.counters}
              columns={[
                { id: 'counter', header: texts.counter, cell: (counter) => counter.label },
                {
                  id: 'start',
                  header: texts.startValue,
                  cell: (counter) => formatDecimal(counter.startValue),
                  phone: 'half',
                },
                {
                  id: 'end',
                  header: texts.endValue,
                  cell: (counter) => formatDecimal(counter.endValue),
                  phone: 'half',
                },
              ]}
            />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default TaskDetailsPage;
