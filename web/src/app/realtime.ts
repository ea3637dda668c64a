import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveRecordKinds } from '../../../schemas/masterdata/kinds';
import { companyKeys } from '../api/company';
import { customerKeys } from '../api/customers';
import { orderRequestKeys } from '../api/order-requests';
import { recordKeys } from '../api/records';
import { workKeys } from '../api/work';
import { connectChanges } from './realtime-client';
import { runtimeConfig } from './runtime-config';
import { getIdToken } from './session';

/** Query keys to refresh per changed entity. */
const keysByEntity: Record<string, readonly (readonly unknown[])[]> = {
  customer: [customerKeys.all],
  // The menu (settings, bank badge) and Mein Betrieb follow changes; open forms keep what is typed.
  company: [companyKeys.all],
  operatingUnit: [companyKeys.all],
  // Master-data lists of application.md §3 (employees, machines, articles, services, tags, ...).
  ...Object.fromEntries(liveRecordKinds.map((kind) => [kind, [recordKeys.kind(kind)]])),
  // An employee's current activity lives on the employee: started or ended on another device shows here.
  employee: [recordKeys.kind('employee'), workKeys.current()],
  // Orders assigned, moved or taken away: Meine Aufträge and its badge.
  order: [workKeys.orders()],
  // Order requests sent or answered, and the pending count behind the Anfragen badge.
  orderRequest: [orderRequestKeys.all],
  companyCounter: [companyKeys.all],
};

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
          for (const queryKey of keysByEntity[entity] ?? []) void queryClient.invalidateQueries({ queryKey });
        }
      },
      onReconnected: () => void queryClient.invalidateQueries(),
    });
  }, [enabled, queryClient]);
};
