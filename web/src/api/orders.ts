import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignOrder,
  createOrder,
  getOrder,
  getOrderCoverage,
  listOrders,
  shelveOrder,
  type TOrderListQuery,
  updateOrder,
} from '../../../schemas/api/orders';
import type { TOrder, TOrderInput, TOrderShelf } from '../../../schemas/orders/order';
import { callEndpoint } from './client';
import { ORDER_TRACK_REFRESH_MS } from './tracking';

/** The office's order list filters, without the company (the session's). */
export type OrderListFilter = Omit<TOrderListQuery, 'companyId'>;

/** Query keys of the office's orders: lists per filter and one order. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrderListFilter) => ['orders', 'list', filter] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
};

export const useOrders = (filter: OrderListFilter) =>
  useQuery({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => callEndpoint(listOrders, { query: filter, signal }).then((response) => response.items),
    // Changing a filter keeps the old rows until the new ones arrive.
    placeholderData: (previous) => previous,
  });

const orderQuery = (orderId: string) => ({
  queryKey: orderKeys.one(orderId),
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(getOrder, { params: { orderId }, signal }),
});

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));

/** Several orders by id (their names beside search results), each cached like one order. */
export const useOrdersById = (orderIds: readonly string[]) => useQueries({ queries: orderIds.map(orderQuery) });

/** What the order's GPS tracks covered (issue 13), asked again with the track while the order is worked. */
export const useOrderCoverage = (orderId: string, live: boolean) =>
  useQuery({
    queryKey: [...orderKeys.one(orderId), 'coverage'],
    queryFn: ({ signal }) => callEndpoint(getOrderCoverage, { params: { orderId }, signal }),
    refetchInterval: live ? ORDER_TRACK_REFRESH_MS : false,
  });

/** After a change the order is known at once and every list is read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (order: TOrder) => {
    queryClient.setQueryData(orderKeys.one(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
};

export const useCreateOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TOrderInput) => callEndpoint(createOrder, { body: input }),
    onSuccess: refresh,
  });
};

/** Saves a changed plan on the version it was edited from: a change meanwhile is a conflict (409). */
export const useUpdateOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ order, change }: { order: TOrder; change: TOrderInput }) =>
      callEndpoint(updateOrder, { params: { orderId: order.id }, body: { version: order.version, data: change } }),
    onSuccess: refresh,
  });
};

export const useAssignOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ order, employeeId }: { order: TOrder; employeeId: string }) =>
      callEndpoint(assignOrder, {
        params: { orderId: order.id },
        body: { version: order.version, employeeId },
      }),
    onSuccess: refresh,
  });
};

export const useShelveOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ order, shelf }: { order: TOrder; shelf: TOrderShelf }) =>
      callEndpoint(shelveOrder, { params: { orderId: order.id }, body: { version: order.version, shelf } }),
    onSuccess: refresh,
  });
};
