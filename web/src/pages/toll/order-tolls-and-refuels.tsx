import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TOrder } from '../../../../schemas/orders/order';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { type NameOf, orderCostSums, refuelRows, tollRows } from './order-cost-rows';

const t = de.orderCosts;

/** Maut and Tankvorgänge of an order (issue 15): the imported toll trips and the refuels, each with its sum. */
export const OrderTollsAndRefuels = ({ order, nameOf }: { order: TOrder; nameOf: NameOf }) => {
  const sums = orderCostSums(order);
  return (
    <SpaceBetween size="l">
      <ResponsiveTable
        data-testid="order-tolls"
        variant="container"
        header={
          <Header variant="h2" counter={`(${order.tollRecords.length})`} description={t.tollSum(sums.toll)}>
            {t.tolls}
          </Header>
        }
        items={tollRows(order, nameOf)}
        trackBy="id"
        wrapLines
        empty={<Box textAlign="center">{t.tollsEmpty}</Box>}
        columnDefinitions={[
          { id: 'start', header: t.start, cell: (row) => row.start, phone: 'half' },
          { id: 'machine', header: t.machine, cell: (row) => row.machine, phone: 'half' },
          { id: 'route', header: t.route, cell: (row) => row.route, phone: 'half' },
          { id: 'distance', header: t.distance, cell: (row) => row.distance, phone: 'half' },
          { id: 'amount', header: t.amount, cell: (row) => row.amount, phone: 'half' },
          { id: 'customer', header: t.customer, cell: (row) => row.customer, phone: 'half' },
        ]}
      />
      <ResponsiveTable
        data-testid="order-refuels"
        variant="container"
        header={
          <Header variant="h2" counter={`(${order.refuels.length})`} description={t.litersSum(sums.liters)}>
            {t.refuels}
          </Header>
        }
        items={refuelRows(order, nameOf)}
        trackBy="id"
        empty={<Box textAlign="center">{t.refuelsEmpty}</Box>}
        columnDefinitions={[
          { id: 'at', header: t.at, cell: (row) => row.at, phone: 'half' },
          { id: 'machine', header: t.machine, cell: (row) => row.machine, phone: 'half' },
          { id: 'liters', header: t.liters, cell: (row) => row.liters, phone: 'half' },
          { id: 'customer', header: t.customer, cell: (row) => row.customer, phone: 'half' },
        ]}
      />
    </SpaceBetween>
  );
};
