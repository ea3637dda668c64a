import type { TOrder } from '../../../../schemas/orders/order';

/** Who the order moves from and to, and the order's new name (campaignOrderName with the new customer). */
export type CustomerSwap = { from: string; to: string; name: string; fieldIds: readonly string[] };

/** The customer of a part: the new one where it named the old one; another customer of the order stays. */
const swapped = (customerId: string | null, { from, to }: CustomerSwap): string | null =>
  customerId === from ? to : customerId;

const swapIn = <P extends { customerId: string | null }>(parts: readonly P[], swap: CustomerSwap): P[] =>
  parts.map((part) => ({ ...part, customerId: swapped(part.customerId, swap) }));

/** The ids with the old customer replaced, once: the new one may be on the order already. */
const swapIds = (ids: readonly string[], swap: CustomerSwap): string[] => [
  ...new Set(ids.map((id) => (id === swap.from ? swap.to : id))),
];

/**
 * application.md §4 'Customer replacement on orders (campaigns)': the customer swapped in the order's
 * customers and in every part that names it (active times, resource usages, task records, query answers,
 * protocol, weighings, time trackings, machine counter trackings, refuels and toll records); the order now
 * works the new customer's fields, the project link is cleared and the name regenerated. Parts naming
 * another customer of a multi-customer order stay. Pure: the caller versions and stores the result.
 */
export const replaceCustomer = (order: TOrder, swap: CustomerSwap): TOrder => {
  const fieldIds = [...swap.fieldIds];
  return {
    ...order,
    name: swap.name,
    customerIds: swapIds(order.customerIds, swap),
    subCustomerIds: swapIds(order.subCustomerIds, swap),
    projectId: null,
    fieldIds,
    // An override names a field of the old customer's; only those of fields still worked stay.
    fieldOverrides: order.fieldOverrides.filter((override) => fieldIds.includes(override.fieldId)),
    activeTime: swapIn(order.activeTime, swap),
    resourceUsages: swapIn(order.resourceUsages, swap),
    taskRecords: swapIn(order.taskRecords, swap),
    driverQueryAnswers: swapIn(order.driverQueryAnswers, swap),
    protocol: swapIn(order.protocol, swap),
    weighings: swapIn(order.weighings, swap),
    timeTrackings: swapIn(order.timeTrackings, swap),
    counterTrackings: swapIn(order.counterTrackings, swap),
    refuels: swapIn(order.refuels, swap),
    tollRecords: swapIn(order.tollRecords, swap),
  };
};
