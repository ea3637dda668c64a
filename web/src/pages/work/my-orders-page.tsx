import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isOverdue } from '../../../../schemas/work/own-orders';
import { useOperatingUnits } from '../../api/company';
import { useMyOrders } from '../../api/work';
import { ORDER_ID_PARAM } from '../../app/order-link';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { de } from '../../i18n/de';
import { plannedRange } from './planned-range';

const texts = de.myOrdersPage;

/**
 * Meine Aufträge (application.md §2 Fahrerbereich): the orders assigned to me that have not started,
 * earliest first; those whose planned start has passed are marked, as the menu badge counts them.
 * Cards, because drivers open it on the phone.
 */
const MyOrdersPage = () => {
  const orders = useMyOrders();
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
  if (!orders.data) return <PageLoading error={orders.error} />;
  const unitName = (id: string | null) => units.data?.find((unit) => unit.id === id)?.name;

  return (
    <ContentLayout header={<PageHeader description={texts.description} counter={texts.count(orders.data.length)} />}>
      <Cards
        items={orders.data}
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
              {isOverdue(order, now) && (
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
          ],
        }}
      />
    </ContentLayout>
  );
};

export default MyOrdersPage;
