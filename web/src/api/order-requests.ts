import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createOrderRequest,
  decideOrderRequest,
  deleteOrderRequest,
  getMyOrderRequest,
  getOrderRequest,
  listContractorServices,
  listMyOrderRequests,
  listOrderRequests,
  type TOrderRequest,
  type TOrderRequestInput,
  updateOrderRequest,
} from '../../../schemas/api/order-requests';
import { getOrder } from '../../../schemas/api/orders';
import { orderIdOfRequest } from '../../../schemas/orders/order';
import { ApiError } from './api-error';
import { callEndpoint } from './client';
import { companyKeys } from './company';
import { orderKeys } from './orders';

/** Query keys: the office's requests (open, archive, one) and the customer's per contractor. */
export const orderRequestKeys = {
  all: ['orderRequests'] as const,
  office: (archive: boolean) => ['orderRequests', 'office', archive] as const,
  officeOne: (id: string) => ['orderRequests', 'office', 'one', id] as const,
  mine: (companyId: string, archive: boolean) => ['orderRequests', 'mine', companyId, archive] as const,
  mineOne: (companyId: string, id: string) => ['orderRequests', 'mine', 'one', companyId, id] as const,
};

const flag = (archive: boolean) => (archive ? 'true' : 'false');

export const useOrderRequests = (archive: boolean) =>
  useQuery({
    queryKey: orderRequestKeys.office(archive),
    queryFn: ({ signal }) =>
      callEndpoint(listOrderRequests, { query: { isInArchive: flag(archive) }, signal }).then((r) => r.items),
  });

export const useOrderRequest = (orderRequestId: string) =>
  useQuery({
    queryKey: orderRequestKeys.officeOne(orderRequestId),
    queryFn: ({ signal }) => callEndpoint(getOrderRequest, { params: { orderRequestId }, signal }),
  });

export const useMyOrderRequests = (companyId: string | undefined, archive: boolean) =>
  useQuery({
    queryKey: orderRequestKeys.mine(companyId ?? '', archive),
    queryFn: ({ signal }) =>
      callEndpoint(listMyOrderRequests, {
        query: { companyId: companyId ?? '', isInArchive: flag(archive) },
        signal,
      }).then((r) => r.items),
    enabled: Boolean(companyId),
  });

export const useMyOrderRequest = (companyId: string, orderRequestId: string, enabled = true) =>
  useQuery({
    queryKey: orderRequestKeys.mineOne(companyId, orderRequestId),
    queryFn: ({ signal }) =>
      callEndpoint(getMyOrderRequest, { params: { orderRequestId }, query: { companyId }, signal }),
    enabled,
  });

/** After any change the lists, the request and the company's pending count (menu badge) are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (request?: TOrderRequest) => {
    if (request) {
      queryClient.setQueryData(orderRequestKeys.officeOne(request.id), request);
      queryClient.setQueryData(orderRequestKeys.mineOne(request.companyId, request.id), request);
    }
    void queryClient.invalidateQueries({ queryKey: orderRequestKeys.all });
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
  };
};

export const useDecideOrderRequest = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; version: number; accept: boolean; note: string }) =>
      callEndpoint(decideOrderRequest, { params: { orderRequestId: id }, body }),
    onSuccess: refresh,
  });
};

export const useSaveMyOrderRequest = (companyId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version, data }: { id?: string; version?: number; data: TOrderRequestInput }) =>
      id && version
        ? callEndpoint(updateOrderRequest, {
            params: { orderRequestId: id },
            query: { companyId },
            body: { version, data },
          })
        : callEndpoint(createOrderRequest, { query: { companyId }, body: data }),
    onSuccess: refresh,
  });
};

export const useDeleteMyOrderRequest = (companyId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (orderRequestId: string) =>
      callEndpoint(deleteOrderRequest, { params: { orderRequestId }, query: { companyId } }),
    onSuccess: () => refresh(),
  });
};

/** The services the farmer may ask this contractor for (id and name only). */
export const useContractorServices = (companyId: string) =>
  useQuery({
    queryKey: ['orderRequests', 'services', companyId] as const,
    queryFn: ({ signal }) =>
      callEndpoint(listContractorServices, { query: { companyId }, signal }).then((r) => r.items),
    enabled: companyId !== '',
  });

/** How often, a second apart, the draft order of an accepted request is looked for before giving up. */
const DRAFT_ORDER_LOOKS = 20;

/**
 * The DRAFT order an accepted request became (its id is orderIdOfRequest's). The orders service makes it
 * moments after the acceptance (from the table's stream). The live change of the new order (an 'order'
 * event refreshes every order query) may come before the first read has answered 'not found', so a
 * 'not found' is read again every second for a while; other failures are not.
 */
export const useOrderOfRequest = (request: TOrderRequest) => {
  const orderId = orderIdOfRequest(request.id);
  return useQuery({
    queryKey: orderKeys.one(orderId),
    queryFn: ({ signal }) => callEndpoint(getOrder, { params: { orderId }, signal }),
    enabled: request.status === 'ACCEPTED',
    retry: (failures, error) => error instanceof ApiError && error.status === 404 && failures < DRAFT_ORDER_LOOKS,
    retryDelay: 1_000,
  });
};
