import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getMyWork,
  listEmployeeTimeTrackings,
  listMyOrders,
  listMyTimeTrackings,
  startInternalWork,
  stopActivity,
  type TMyWork,
} from '../../../schemas/api/work';
import { callEndpoint } from './client';

/** Query keys of the Fahrerbereich: what I am doing, my orders, my work times. */
export const workKeys = {
  all: ['work'] as const,
  current: () => ['work', 'current'] as const,
  orders: () => ['work', 'orders'] as const,
  timeTrackings: (from: string, to: string) => ['work', 'timeTrackings', from, to] as const,
  allTimeTrackings: ['work', 'timeTrackings'] as const,
  employeeTimeTrackings: (query: EmployeeTimesQuery) => ['work', 'timeTrackings', 'employees', query] as const,
};

/** The office's period (German days, inclusive) and, optionally, the one employee. */
export type EmployeeTimesQuery = { from: string; to: string; employeeId?: string };

/** The signed-in person's employee and running activity (null while nothing runs). */
export const useMyWork = (enabled = true) =>
  useQuery({
    queryKey: workKeys.current(),
    queryFn: ({ signal }) => callEndpoint(getMyWork, { signal }),
    enabled,
  });

/** Own assigned orders not started yet. Checked every minute too, for planned starts that pass. */
export const useMyOrders = (enabled = true) =>
  useQuery({
    queryKey: workKeys.orders(),
    queryFn: ({ signal }) => callEndpoint(listMyOrders, { signal }).then((result) => result.items),
    enabled,
    refetchInterval: 60_000,
  });

export const useMyTimeTrackings = (from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: workKeys.timeTrackings(from, to),
    queryFn: ({ signal }) =>
      callEndpoint(listMyTimeTrackings, { query: { from, to }, signal }).then((result) => result.items),
    enabled,
  });

/** Every employee's (or one employee's) time trackings of a period: the office's time-trackings page. */
export const useEmployeeTimeTrackings = (query: EmployeeTimesQuery) =>
  useQuery({
    queryKey: workKeys.employeeTimeTrackings(query),
    queryFn: ({ signal }) => callEndpoint(listEmployeeTimeTrackings, { query, signal }).then((result) => result.items),
    placeholderData: (previous) => previous,
  });

export type StartInternalWorkBody = z.input<NonNullable<typeof startInternalWork.body>>;

/** Starting and ending both answer with the new state, which replaces the cached one at once. */
const useStoreMyWork = () => {
  const queryClient = useQueryClient();
  return (work: TMyWork) => {
    queryClient.setQueryData(workKeys.current(), work);
    void queryClient.invalidateQueries({ queryKey: workKeys.allTimeTrackings });
  };
};

export const useStartInternalWork = () => {
  const store = useStoreMyWork();
  return useMutation({
    mutationFn: (body: StartInternalWorkBody) => callEndpoint(startInternalWork, { body }),
    onSuccess: store,
  });
};

export const useStopActivity = () => {
  const store = useStoreMyWork();
  return useMutation({
    mutationFn: (note: string) => callEndpoint(stopActivity, { body: { note } }),
    onSuccess: store,
  });
};
