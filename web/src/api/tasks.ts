import { useQuery } from '@tanstack/react-query';
import { getMyTask, listMyTasks, type TTaskQuery } from '../../../schemas/api/work';
import { callEndpoint } from './client';

/** Query keys of Aufgaben: the list per period, and one task. */
export const taskKeys = {
  list: (query: TTaskQuery) => ['work', 'tasks', query.from, query.to] as const,
  details: (orderId: string) => ['work', 'tasks', 'details', orderId] as const,
};

/** Own orders planned in the period (German days, inclusive), newest first. */
export const useMyTasks = (query: TTaskQuery) =>
  useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(listMyTasks, { query, signal }).then((result) => result.items),
    placeholderData: (previous) => previous,
  });

export const useMyTask = (orderId: string) =>
  useQuery({
    queryKey: taskKeys.details(orderId),
    queryFn: ({ signal }) => callEndpoint(getMyTask, { params: { orderId }, signal }),
  });
