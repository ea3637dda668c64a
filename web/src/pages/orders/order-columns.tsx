import Badge from '@cloudscape-design/components/badge';
import type { TOrderStatus } from '../../../../schemas/order-enums';
import type { TOrder } from '../../../../schemas/orders/order';
import { pathFor } from '../../app/pages';
import type { EntityColumn } from '../../components/entity-table/entity-table';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { formatDateTime } from '../format';
import type { OrderNames } from './order-names';

const texts = de.orders;

const statusColors: Record<TOrderStatus, 'grey' | 'blue' | 'severity-medium' | 'green' | 'severity-neutral'> = {
  DRAFT: 'grey',
  ASSIGNED: 'blue',
  IN_PROGRESS: 'severity-medium',
  DONE: 'green',
  BILLED: 'severity-neutral',
};

export const OrderStatusBadge = ({ order }: { order: TOrder }) => (
  <Badge color={statusColors[order.status]} data-testid={`order-status-${order.id}`}>
    {texts.statuses[order.status]}
  </Badge>
);

/** The order list's columns: name (to its details), status, planned start, customers, employee, machines. */
export const orderColumns = (names: OrderNames): EntityColumn<TOrder>[] => [
  {
    id: 'name',
    header: texts.name,
    cell: (order) => (
      <RouterLink href={pathFor('orderDetails', { orderId: order.id })} data-testid={`order-link-${order.id}`}>
        {order.name}
      </RouterLink>
    ),
    csv: (order) => order.name,
    sortValue: (order) => order.name,
    filterValue: (order) => order.name,
    isRowHeader: true,
  },
  {
    id: 'status',
    header: texts.status,
    cell: (order) => <OrderStatusBadge order={order} />,
    csv: (order) => texts.statuses[order.status],
    sortValue: (order) => order.status,
    filterValue: (order) => texts.statuses[order.status],
    phone: 'half',
  },
  {
    id: 'plannedStart',
    header: texts.plannedStart,
    cell: (order) => formatDateTime(order.plannedStartDateTime),
    sortValue: (order) => order.plannedStartDateTime,
    phone: 'half',
  },
  {
    id: 'customers',
    header: texts.customers,
    cell: (order) => names.namesOf(order.customerIds),
    filterValue: (order) => names.namesOf(order.customerIds),
  },
  {
    id: 'employee',
    header: texts.employee,
    cell: (order) => names.nameOf(order.employeeId),
    sortValue: (order) => names.nameOf(order.employeeId),
    filterValue: (order) => names.nameOf(order.employeeId),
    phone: 'half',
  },
  {
    id: 'machines',
    header: texts.machines,
    cell: (order) => names.namesOf(order.machineIds),
    filterValue: (order) => names.namesOf(order.machineIds),
    phone: 'half',
  },
];
