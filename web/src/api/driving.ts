import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getDrivingMap,
  getDrivingOrder,
  getStopPreparation,
  interruptOrderRun,
  recordOrderAmount,
  startOrderRun,
  stopOrder,
  switchOrderActivity,
} from '../../../schemas/api/driving';
import type { TMyWork } from '../../../schemas/api/work';
import type { TDrivingOrder } from '../../../schemas/orders/driving';
import { callEndpoint } from './client';
import { workKeys } from './work';

/** Query keys of the driver's view of an order (GET /orders/driving/{orderId}). */
export const drivingKeys = {
  all: ['driving'] as const,
  order: (orderId: string) => ['driving', orderId] as const,
  map: (orderId: string) => ['driving', orderId, 'map'] as const,
};

export type StartOrderRunBody = z.input<NonNullable<typeof startOrderRun.body>>;
export type SwitchOrderActivityBody = z.input<NonNullable<typeof switchOrderActivity.body>>;
export type RecordAmountBody = z.input<NonNullable<typeof recordOrderAmount.body>>;
export type StopOrderBody = z.input<NonNullable<typeof stopOrder.body>>;

export const useDrivingOrder = (orderId: string | null) =>
  useQuery({
    queryKey: drivingKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => callEndpoint(getDrivingOrder, { params: { orderId: orderId ?? '' }, signal }),
    enabled: orderId !== null,
  });

/** How often the open map reads the driver's own track again (the recording sends a chunk about as often). */
const OWN_TRACK_REFRESH_MS = 60_000;

/** The order's map on the phone: its structures and the driver's own track so far (issue 13 point 4). */
export const useDrivingMap = (orderId: string | null) =>
  useQuery({
    queryKey: drivingKeys.map(orderId ?? ''),
    queryFn: ({ signal }) => callEndpoint(getDrivingMap, { params: { orderId: orderId ?? '' }, signal }),
    enabled: orderId !== null,
    refetchInterval: OWN_TRACK_REFRESH_MS,
  });

/** The order as its driver sees it now, outside a component (the logout dialog's interrupt needs its version). */
export const fetchDrivingOrder = (orderId: string) => callEndpoint(getDrivingOrder, { params: { orderId } });

/** The stop wizard preloads this itself (its own INITIALIZING state), so it is a plain call. */
export const loadStopPreparation = (orderId: string) => callEndpoint(getStopPreparation, { params: { orderId } });

export const postStopOrder = (orderId: string, body: StopOrderBody) =>
  callEndpoint(stopOrder, { params: { orderId }, body });

/**
 * Whatever a driving call changed reaches every view of it: the order as the driver sees it, the running
 * activity (which GPS recording follows, by the preset's purpose), Meine Aufträge and the work times.
 */
export const useDrivingRefresh = () => {
  const queryClient = useQueryClient();
  return {
    order: (order: TDrivingOrder) => {
      queryClient.setQueryData(drivingKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: workKeys.all });
    },
    work: (work: TMyWork) => {
      queryClient.setQueryData(workKeys.current(), work);
      void queryClient.invalidateQueries({ queryKey: workKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: workKeys.allTimeTrackings });
      void queryClient.invalidateQueries({ queryKey: drivingKeys.all });
    },
    /** After a refusal: read what the server knows now (another device may have acted). */
    all: () => {
      void queryClient.invalidateQueries({ queryKey: workKeys.all });
      void queryClient.invalidateQueries({ queryKey: drivingKeys.all });
    },
  };
};

export const useStartOrderRun = () => {
  const refresh = useDrivingRefresh();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: StartOrderRunBody }) =>
      callEndpoint(startOrderRun, { params: { orderId }, body }),
    onSuccess: refresh.order,
  });
};

export const useSwitchOrderActivity = () => {
  const refresh = useDrivingRefresh();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: SwitchOrderActivityBody }) =>
      callEndpoint(switchOrderActivity, { params: { orderId }, body }),
    onSuccess: refresh.order,
    onError: refresh.all,
  });
};

export const useRecordAmount = () => {
  const refresh = useDrivingRefresh();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RecordAmountBody }) =>
      callEndpoint(recordOrderAmount, { params: { orderId }, body }),
    onSuccess: refresh.order,
  });
};

/** Ends the caller's run without finishing the order; the logout dialog uses it too. */
export const useInterruptOrderRun = () => {
  const refresh = useDrivingRefresh();
  return useMutation({
    mutationFn: ({ orderId, version, note }: { orderId: string; version: number; note: string }) =>
      callEndpoint(interruptOrderRun, { params: { orderId }, body: { version, note } }),
    onSuccess: refresh.work,
    onError: refresh.all,
  });
};
