import type { QueryKey } from '@tanstack/react-query';
import { isLiveStructure, type TLiveEntity, type TLiveStructure } from '../../../schemas/api/realtime';
import { companyKeys } from '../api/company';
import { customerKeys } from '../api/customers';
import { notificationKeys } from '../api/notifications';
import { orderRequestKeys } from '../api/order-requests';
import { orderKeys } from '../api/orders';
import { recordKeys } from '../api/records';
import { rentalKeys } from '../api/rentals';
import { workKeys } from '../api/work';

/** Queries to refresh per changed structure; a name the server does not send cannot be listed here. */
const keysByStructure: Record<TLiveStructure, readonly QueryKey[]> = {
  customer: [customerKeys.all],
  // The menu (bank badge) and Mein Betrieb follow the operating units; open forms keep what is typed.
  operatingUnit: [companyKeys.all],
  // Orders assigned, moved or taken away: Meine Aufträge and its badge, and the office's order pages.
  order: [workKeys.orders(), orderKeys.all],
  // Order requests sent or answered, and the pending count behind the Anfragen badge.
  orderRequest: [orderRequestKeys.all],
  companyCounter: [companyKeys.all],
  // A new-order notification stored for someone in the company: each client reloads its own unseen ones.
  notification: [notificationKeys.all],
  // An absence added or removed: the disposition board (under the orders' keys) shows who is away.
  absence: [orderKeys.all],
  // A rental made, handed out or taken back: the rentals pages, and the board where the machine is away.
  rental: [rentalKeys.all, orderKeys.all],
};

/**
 * The queries a change event of one live entity (schemas/api/realtime.ts) refreshes: a structure's own,
 * or the list of a master-data kind (employees, machines, articles, services, tags, ...).
 */
export const queryKeysFor = (entity: TLiveEntity): readonly QueryKey[] => {
  if (isLiveStructure(entity)) return keysByStructure[entity];
  // An employee's current activity lives on the employee: started or ended on another device shows here.
  if (entity === 'employee') return [recordKeys.kind('employee'), workKeys.current()];
  return [recordKeys.kind(entity)];
};
