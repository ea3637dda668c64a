import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type TTaskQuery, ZTaskQuery } from '../../../../schemas/api/work';
import { defaultTaskPeriod } from '../../../../schemas/work/tasks';
import { useMyTasks } from '../../api/tasks';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { useNow } from '../../components/use-now';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { todayInGermany } from '../format';
import { plannedRange } from '../work/planned-range';
import { TaskStatus } from './task-status';

const texts = de.tasksPage;

/**
 * Aufgaben (application.md §2 orders 'tasks list'; §6 every staff role): my orders planned in a period
 * (this week and next to begin with) in every status from assigned to billed, newest first. Cards, since
 * drivers open it on the phone; a card opens the task's details.
 */
const TasksPage = () => {
  const now = useNow();
  const [query, setQuery] = useState<TTaskQuery>(() => defaultTaskPeriod(todayInGermany(now)));
  const tasks = useMyTasks(query);
  const form = useSchemaForm<TTaskQuery, typeof ZTaskQuery>({ schema: ZTaskQuery, defaultValues: query });
  const show = submitWith(form, ({ from, to }) => setQuery({ from, to }));

  return (
    <ContentLayout
      header={
        <PageHeader description={texts.description} counter={tasks.data ? texts.count(tasks.data.length) : undefined} />
      }
    >
      <SpaceBetween size="l">
        <Container>
          <FormProvider {...form}>
            <form onSubmit={show} noValidate>
              <ColumnLayout columns={3}>
                <DateField<TTaskQuery> name="from" label={texts.from} testId="tasks-from" />
                <DateField<TTaskQuery> name="to" label={texts.to} testId="tasks-to" />
                <Button formAction="submit" data-testid="tasks-show">
                  {texts.show}
                </Button>
              </ColumnLayout>
            </form>
          </FormProvider>
        </Container>
        {tasks.data ? (
          <Cards
            items={tasks.data}
            trackBy="id"
            loading={tasks.isFetching}
            cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1200, cards: 3 }]}
            empty={<Box color="text-body-secondary">{texts.empty}</Box>}
            cardDefinition={{
              header: (task) => (
                <RouterLink href={pathFor('taskDetails', { orderId: task.id })} data-testid={`task-${task.id}`}>
                  {task.name}
                </RouterLink>
              ),
              sections: [
                { id: 'status', header: texts.status, content: (task) => <TaskStatus status={task.status} /> },
                { id: 'planned', header: texts.planned, content: plannedRange },
                { id: 'service', header: texts.service, content: (task) => task.serviceName ?? de.common.empty },
                {
                  id: 'customers',
                  header: texts.customers,
                  content: (task) =>
                    task.customers
                      .map((customer) => (customer.city ? `${customer.name}, ${customer.city}` : customer.name))
                      .join('; ') || de.common.empty,
                },
                {
                  id: 'machines',
                  header: texts.machines,
                  content: (task) => task.machineNames.join(', ') || de.common.empty,
                },
              ],
            }}
          />
        ) : (
          <PageLoading error={tasks.error} />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default TasksPage;
