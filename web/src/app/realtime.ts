import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectChanges } from './realtime-client';
import { queryKeysFor } from './realtime-keys';
import { runtimeConfig } from './runtime-config';
import { getIdToken } from './session';

/** Live updates while signed in: a change event invalidates the matching queries, open lists refetch. */
export const useRealtimeUpdates = (enabled: boolean): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return connectChanges({
      wsUrl: runtimeConfig().wsUrl,
      getToken: getIdToken,
      onEvents: (events) => {
        const entities = new Set(events.map((event) => event.entity));
        for (const entity of entities) {
          for (const queryKey of queryKeysFor(entity)) void queryClient.invalidateQueries({ queryKey });
        }
      },
      onReconnected: () => void queryClient.invalidateQueries(),
    });
  }, [enabled, queryClient]);
};
