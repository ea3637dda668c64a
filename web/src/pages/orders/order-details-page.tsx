import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { ZOrderAssignment } from '../../../../schemas/api/orders';
import type { TOrder, TOrderShelf } from '../../../../schemas/orders/order';
import { isAssignable, shelfActionsOf } from '../../../../schemas/orders/order-rules';
import { ApiError, errorText } from '../../api/api-error';
import { useAssignOrder, useOrder, useShelveOrder } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { SelectField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { OrderStatusBadge } from './order-columns';
import { type OrderNames, useOrderNames } from './order-names';

const texts = de.orders;

/** A refusal with its reasons: the order rules name what is missing (a service, an employee). */
const refusalText = (error: unknown): string =>
  error instanceof ApiError && error.issues.length > 0
    ? error.issues.map((issue) => issue.message).join(' ')
    : errorText(error);

const Fact = ({ label, testId, children }: { label: string; testId: string; children: ReactNode }) => (
  <div>
    <Box variant="awsui-key-label">{label}</Box>
    <div data-testid={testId}>{children || de.common.empty}</div>
  </div>
);

/** What is planned: status and shelf, when, what, for whom, by whom and with which machines. */
const OrderFacts = ({ order, names }: { order: TOrder; names: OrderNames }) => (
  <Container header={<Header variant="h2">{texts.facts}</Header>}>
    <ColumnLayout columns={3} variant="text-grid">
      <Fact label={texts.status} testId="order-status">
        <OrderStatusBadge order={order} />
      </Fact>
      <Fact label={texts.shelf} testId="order-shelf">
        {texts.shelves[order.shelf]}
      </Fact>
      <Fact label={texts.plannedStart} testId="order-planned-start">
        {formatDateTime(order.plannedStartDateTime)}
      </Fact>
      <Fact label={texts.plannedEnd} testId="order-planned-end">
        {order.plannedEndDateTime ? formatDateTime(order.plannedEndDateTime) : ''}
      </Fact>
      <Fact label={texts.service} testId="order-service">
        {order.serviceSnapshot?.name ?? names.nameOf(order.serviceId)}
      </Fact>
      <Fact label={texts.employee} testId="order-employee">
        {names.nameOf(order.employeeId)}
      </Fact>
      <Fact label={texts.customers} testId="order-customers">
        {names.namesOf(order.customerIds)}
      </Fact>
      <Fact label={texts.machines} testId="order-machines">
        {order.machineSnapshots.map((machine) => machine.name).join(', ') || names.namesOf(order.machineIds)}
      </Fact>
      <Fact label={texts.other} testId="order-other">
        {order.other}
      </Fact>
      {order.orderRequestId && (
        <Fact label={texts.orderRequest} testId="order-request">
          <RouterLink href={pathFor('orderRequestDetails', { orderRequestId: order.orderRequestId })}>
            {texts.openOrderRequest}
          </RouterLink>
        </Fact>
      )}
    </ColumnLayout>
  </Container>
);

/** The assignment form checks what the endpoint (assignOrder) checks: an employee must be chosen. */
const ZAssignment = ZOrderAssignment.pick({ employeeId: true });

/** Hands the order to an employee (DRAFT or ASSIGNED, from the lists): it shows in their Meine Aufträge. */
const AssignOrder = ({ order, names }: { order: TOrder; names: OrderNames }) => {
  const flash = useFlash();
  const assign = useAssignOrder();
  const form = useSchemaForm({ schema: ZAssignment, defaultValues: { employeeId: order.employeeId ?? '' } });
  const save = submitWith(form, ({ employeeId }) =>
    assign.mutate({ order, employeeId }, { onSuccess: () => flash.push({ type: 'success', content: texts.assigned }) }),
  );
  return (
    <Container header={<Header variant="h2">{texts.assignTitle}</Header>}>
      <FormProvider {...form}>
        <form onSubmit={save} noValidate>
          <SpaceBetween size="m">
            <FormAlert message={assign.error ? refusalText(assign.error) : null} testId="order-assign-error" />
            <SelectField<{ employeeId: string }>
              name="employeeId"
              label={texts.employee}
              options={names.employees}
              loading={names.loading}
              testId="order-assign-employee"
            />
            <Button formAction="submit" loading={assign.isPending} data-testid="order-assign">
              {texts.assign}
            </Button>
          </SpaceBetween>
        </form>
      </FormProvider>
    </Container>
  );
};

const shelfButtons: Record<TOrderShelf, { label: string; done: string; testId: string }> = {
  TRASHED: { label: texts.toTrash, done: texts.trashed, testId: 'order-trash' },
  ARCHIVED: { label: texts.toArchive, done: texts.archived, testId: 'order-archive' },
  ACTIVE: { label: texts.restore, done: texts.restored, testId: 'order-restore' },
};

/** Trash or archive per status, restore from either (the server's rules, schemas/orders/order-rules.ts). */
const ShelfActions = ({ order }: { order: TOrder }) => {
  const flash = useFlash();
  const shelve = useShelveOrder();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {shelfActionsOf(order).map((shelf) => (
        <Button
          key={shelf}
          loading={shelve.isPending}
          data-testid={shelfButtons[shelf].testId}
          onClick={() =>
            shelve.mutate(
              { order, shelf },
              {
                onSuccess: () => flash.push({ type: 'success', content: shelfButtons[shelf].done }),
                onError: (error) => flash.push({ type: 'error', content: refusalText(error) }),
              },
            )
          }
        >
          {shelfButtons[shelf].label}
        </Button>
      ))}
    </SpaceBetween>
  );
};

/** Auftrag (application.md §2 order details, §6 office roles): the facts, assignment, trash and archive. */
const OrderDetailsPage = () => {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const names = useOrderNames();
  if (!order.data) return <PageLoading error={order.error} />;
  return (
    <ContentLayout header={<PageHeader title={order.data.name} actions={<ShelfActions order={order.data} />} />}>
      <SpaceBetween size="l">
        <OrderFacts order={order.data} names={names} />
        {isAssignable(order.data) && <AssignOrder key={order.data.version} order={order.data} names={names} />}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default OrderDetailsPage;
