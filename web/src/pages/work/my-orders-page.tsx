import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isOverdue } from '../../../../schemas/work/own-orders';
import { useOperatingUnits } from '../../api/company';
import { useMyOrders, useMyWork } from '../../api/work';
import { ORDER_ID_PARAM } from '../../app/order-link';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { de } from '../../i18n/de';
import { DriverMapModal } from './driver-map-modal';
import { plannedRange } from './planned-range';
import { RunningOrderCard } from './running-order-card';
import { StartOrderDialog } from './start-order-dialog';
import { StopWizardModal, useStopWizard } from './stop-wizard';

const texts = de.myOrdersPage;

/**
 * Meine Aufträge (application.md §2 Fahrerbereich, §4): the orders assigned to me, earliest first; those
 * whose planned start has passed are marked, as the menu badge counts them. Each starts here ('Fortsetzen'
 * for an interrupted one) unless something runs already (§4: stop it first); the running order shows on
 * top with its switches, amounts, 'Unterbrechen' and 'Auftrag stoppen'. Cards, because drivers open it on
 * the phone.
 */
const MyOrdersPage = () => {
  const orders = useMyOrders();
  const work = useMyWork();
  const wizard = useStopWizard();
  const [starting, setStarting] = useState<string | null>(null);
  const [mapOf, setMapOf] = useState<{ id: string; name: string } | null>(null);
  const units = useOperatingUnits(false);
  const now = useNow();
  // A new-order notification opens this page with ?orderId= (no order details page yet, app/order-link.ts):
  // the order is scrolled to and marked when it is listed; one already started is simply not here.
  const [searchParams] = useSearchParams();
  const openedId = searchParams.get(ORDER_ID_PARAM);
  const openedListed = Boolean(openedId && orders.data?.some((order) => order.id === openedId));
  useEffect(() => {
    if (openedListed && openedId) {
      document.querySelector(`[data-testid="my-order-${CSS.escape(openedId)}"]`)?.scrollIntoView({ block: 'center' });
    }
  }, [openedListed, openedId]);
  if (!orders.data || !work.data) return <PageLoading error={orders.error ?? work.error} />;
  const unitName = (id: string | null) => units.data?.find((unit) => unit.id === id)?.name;
  const activity = work.data.activity;
  const runningOrderId = activity?.type === 'order' ? (activity.orderId ?? null) : null;
  // The running order is the card on top, not one of the list.
  const listed = orders.data.filter((order) => order.id !== runningOrderId);

  return (
    <ContentLayout header={<PageHeader description={texts.description} counter={texts.count(listed.length)} />}>
      <SpaceBetween size="l">
        {runningOrderId && <RunningOrderCard orderId={runningOrderId} onStop={wizard.open} />}
        {activity && listed.length > 0 && (
          <Alert type="info" data-testid="my-orders-busy">
            {de.driving.busy}
          </Alert>
        )}
        <Cards
          items={listed}
          trackBy="id"
          cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1200, cards: 3 }]}
          empty={<Box color="text-body-secondary">{texts.empty}</Box>}
          cardDefinition={{
            header: (order) => (
              <SpaceBetween direction="horizontal" size="xs">
                <span data-testid={`my-order-${order.id}`}>{order.name}</span>
                {order.id === openedId && (
                  <Badge color="blue" data-testid={`my-order-opened-${order.id}`}>
                    {texts.opened}
                  </Badge>
                )}
                {order.status === 'IN_PROGRESS' && (
                  <Badge color="grey" data-testid={`my-order-interrupted-${order.id}`}>
                    {de.driving.interrupted}
                  </Badge>
                )}
                {order.status === 'ASSIGNED' && isOverdue(order, now) && (
                  <Badge color="red" data-testid={`my-order-overdue-${order.id}`}>
                    {texts.overdue}
                  </Badge>
                )}
              </SpaceBetween>
            ),
            sections: [
              { id: 'planned', header: texts.planned, content: plannedRange },
              { id: 'service', header: texts.service, content: (order) => order.serviceName ?? de.common.empty },
              {
                id: 'customers',
                header: texts.customers,
                content: (order) =>
                  order.customers.map((customer) => (
                    <div key={customer.id}>
                      {customer.name}
                      {customer.city ? `, ${customer.city}` : ''}
                    </div>
                  )),
              },
              {
                id: 'machines',
                header: texts.machines,
                content: (order) => order.machineNames.join(', ') || de.common.empty,
              },
              {
                id: 'unit',
                header: de.internalWorkPage.operatingUnit,
                content: (order) => unitName(order.operatingUnitId) ?? de.common.empty,
              },
              { id: 'note', header: texts.note, content: (order) => order.note || de.common.empty },
              {
                id: 'start',
                content: (order) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      variant="primary"
                      disabled={activity !== null}
                      disabledReason={de.driving.busy}
                      onClick={() => setStarting(order.id)}
                      data-testid={`my-order-start-${order.id}`}
                    >
                      {order.status === 'IN_PROGRESS' ? de.driving.resume : de.driving.start}
                    </Button>
                    <Button
                      iconName="map"
                      onClick={() => setMapOf({ id: order.id, name: order.name })}
                      data-testid={`my-order-map-${order.id}`}
                    >
                      {de.driverMap.open}
                    </Button>
                  </SpaceBetween>
                ),
              },
            ],
          }}
        />
      </SpaceBetween>
      {mapOf && <DriverMapModal orderId={mapOf.id} orderName={mapOf.name} onClose={() => setMapOf(null)} />}
      {starting && <StartOrderDialog orderId={starting} onClose={() => setStarting(null)} />}
      <StopWizardModal wizard={wizard} />
    </ContentLayout>
  );
};

export default MyOrdersPage;
