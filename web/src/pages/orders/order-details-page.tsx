import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { ZOrderAssignment } from '../../../../schemas/api/orders';
import type { TOrder, TOrderShelf } from '../../../../schemas/orders/order';
import { isAssignable, isChangeable, shelfActionsOf } from '../../../../schemas/orders/order-rules';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useOperatingUnits } from '../../api/company';
import { useAssignOrder, useOrder, useShelveOrder } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { Fact } from '../../components/fact';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { SelectField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import { OrderTollsAndRefuels } from '../toll/order-tolls-and-refuels';
import { OrderStatusBadge } from './order-columns';
import { OrderEditForm } from './order-edit-form';
import { type OrderNames, useOrderNames } from './order-names';
import { OrderRecords } from './order-records';
import { OrderTrack } from './order-track';
import { plansSeveralCustomers } from './order-values';

const texts = de.orders;

/** A refusal with its reasons: the order rules name what is missing (a service, an employee). */
const refusalText = (error: unknown): string =>
  error instanceof ApiError && error.issues.length > 0
    ? error.issues.map((issue) => issue.message).join(' ')
    : errorText(error);

/** What is planned: status and shelf, when, what, for whom, by whom and with which machines. */
const OrderFacts = ({ order, names, onEdit }: { order: TOrder; names: OrderNames; onEdit?: () => void }) => {
  const units = useOperatingUnits(false);
  const unitName = units.data?.find((unit) => unit.id === order.operatingUnitId)?.name ?? '';
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            onEdit && (
              <Button onClick={onEdit} data-testid="order-edit">
                {texts.edit}
              </Button>
            )
          }
        >
          {texts.facts}
        </Header>
      }
    >
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
        <Fact label={texts.subCustomers} testId="order-sub-customers">
          {names.namesOf(order.subCustomerIds)}
        </Fact>
        <Fact label={texts.receiptReceiver} testId="order-receipt-receiver">
          {names.nameOf(order.receiptReceiverId)}
        </Fact>
        <Fact label={texts.operatingUnit} testId="order-operating-unit">
          {unitName}
        </Fact>
        <Fact label={texts.other} testId="order-other">
          {order.other}
        </Fact>
        <Fact label={texts.decoupleTimeTrackings} testId="order-decouple">
          {order.decoupleTimeTrackings ? texts.yes : texts.no}
        </Fact>
        {order.orderRequestId && (
          <Fact label={texts.orderRequest} testId="order-request">
            <RouterLink href={pathFor('orderRequestDetails', { orderRequestId: order.orderRequestId })}>
              {texts.openOrderRequest}
            </RouterLink>
          </Fact>
        )}
        {order.campaignId && (
          <Fact label={texts.campaign} testId="order-campaign">
            <RouterLink href={pathFor('campaignDetails', { campaignId: order.campaignId })}>
              {texts.openCampaign}
            </RouterLink>
          </Fact>
        )}
      </ColumnLayout>
    </Container>
  );
};

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

/**
 * Auftrag (application.md §2 order details, §6 office roles): the facts (edited in place until billed),
 * assignment, trash and archive, what the driver's day recorded and the track on the map. The page
 * follows the change feed ('order' is a live entity: app/realtime-keys.ts refreshes orderKeys.all).
 */
const OrderDetailsPage = () => {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const company = useCompany();
  const names = useOrderNames();
  const [editing, setEditing] = useState(false);
  if (!order.data || !company.data) return <PageLoading error={order.error ?? company.error} />;
  const current = order.data;
  const reload = async () => (await order.refetch()).data;
  return (
    <ContentLayout header={<PageHeader title={current.name} actions={<ShelfActions order={current} />} />}>
      <SpaceBetween size="l">
        {editing && isChangeable(current) ? (
          <OrderEditForm
            order={current}
            names={names}
            multiCustomer={plansSeveralCustomers(company.data.settings.enableMultiCustomerOrders, current)}
            reload={reload}
            onClose={() => setEditing(false)}
          />
        ) : (
          <OrderFacts
            order={current}
            names={names}
            onEdit={isChangeable(current) ? () => setEditing(true) : undefined}
          />
        )}
        {isAssignable(current) && !editing && <AssignOrder key={current.version} order={current} names={names} />}
        <OrderTrack order={current} />
        <OrderRecords order={current} names={names} />
        <OrderTollsAndRefuels order={current} nameOf={names.nameOf} />
      </SpaceBetween>
    </ContentLayout>
  );
};

export default OrderDetailsPage;
