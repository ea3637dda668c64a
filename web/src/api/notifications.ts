import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNewOrderNotifications, markNotificationsSeen } from '../../../schemas/api/notifications';
import { callEndpoint } from './client';

export const notificationKeys = {
  all: ['notifications'] as const,
  newOrders: () => ['notifications', 'newOrders'] as const,
};

/**
 * The signed-in user's unseen new-order notifications, oldest first (the server's order). Reloaded when
 * the app comes back to the foreground, whatever the cache's age: a notification may have arrived meanwhile.
 */
export const useNewOrderNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.newOrders(),
    queryFn: ({ signal }) => callEndpoint(listNewOrderNotifications, { signal }).then((result) => result.items),
    enabled,
    refetchOnWindowFocus: 'always',
    // Not essential to the page: one failure is enough (as with the update infos).
    retry: 1,
  });

/** Marks notifications seen; the answer (what is left unseen) replaces the cached list at once. */
export const useMarkNotificationsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callEndpoint(markNotificationsSeen, { body: { ids } }),
    onSuccess: (result) => queryClient.setQueryData(notificationKeys.newOrders(), result.items),
  });
};
