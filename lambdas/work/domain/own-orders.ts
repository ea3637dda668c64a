import type { TOwnOrder } from '../../../schemas/api/work';
import type { TOrderStatus } from '../../../schemas/order-enums';

/** An order as stored, as far as the Fahrerbereich reads it (application.md §3 'Order'). */
export type StoredOrder = {
  orderId: string;
  name: string;
  status: TOrderStatus;
  employeeId: string;
  operatingUnitId?: string;
  serviceSnapshot?: { name?: string } | null;
  customerIds?: string[];
  machineSnapshots?: { id: string; name: string }[] | null;
  plannedStartDateTime: string;
  plannedEndDateTime?: string;
  other?: string;
};

export type CustomerName = { id: string; name: string; city: string | null };

/** The statuses 'Meine Aufträge' lists: to start, and started but interrupted or running (to resume, issue 12). */
export const ownOrderStatuses = ['ASSIGNED', 'IN_PROGRESS'] as const satisfies readonly TOrderStatus[];

const isOwnOrderStatus = (status: TOrderStatus): boolean => ownOrderStatuses.some((own) => own === status);

/** A customer as the driver reads it: name and address (drivers may not read the customer list itself). */
export type CustomerAddress = CustomerName & { street: string | null; zip: string | null };

/** What the driver may not know any more: a customer that is gone still shows, under this name. */
export const unknownCustomer = (id: string): CustomerAddress => ({
  id,
  name: 'Unbekannter Kunde',
  street: null,
  zip: null,
  city: null,
});

/** One order as the driver lists it, with service, customer and machine names resolved; nothing about prices. */
export const toOwnOrder = (order: StoredOrder, customers: ReadonlyMap<string, CustomerName>): TOwnOrder => ({
  id: order.orderId,
  name: order.name,
  status: order.status,
  plannedStartDateTime: order.plannedStartDateTime,
  plannedEndDateTime: order.plannedEndDateTime ?? null,
  serviceName: order.serviceSnapshot?.name ?? null,
  customers: (order.customerIds ?? []).map((id) => {
    const { name, city } = customers.get(id) ?? unknownCustomer(id);
    return { id, name, city };
  }),
  machineNames: (order.machineSnapshots ?? []).map((machine) => machine.name),
  operatingUnitId: order.operatingUnitId ?? null,
  note: order.other ?? '',
});

/**
 * 'Meine Aufträge': the employee's assigned orders, not started or in progress, earliest planned start first,
 * with customer names resolved (drivers may not read the customer list itself). A customer that is gone
 * shows as 'Unbekannter Kunde' rather than hiding the order.
 */
export const toOwnOrders = (
  orders: readonly StoredOrder[],
  customers: ReadonlyMap<string, CustomerName>,
): TOwnOrder[] =>
  orders
    .filter((order) => isOwnOrderStatus(order.status))
    .sort((a, b) => a.plannedStartDateTime.localeCompare(b.plannedStartDateTime) || a.orderId.localeCompare(b.orderId))
    .map((order) => toOwnOrder(order, customers));
