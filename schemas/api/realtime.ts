import * as z from 'zod';
import { liveRecordKinds } from '../masterdata/kinds';

/**
 * The entities whose changes are pushed to a company's open clients: its structures, orders and
 * counters, new-order notifications, and the master-data kinds declared live. Events carry only the
 * entity and id, so orders and notifications can be among them: each client then reloads what it may
 * read (its own orders, its own unseen notifications).
 */
export const liveStructureNames = [
  'customer',
  'operatingUnit',
  'order',
  'orderRequest',
  'companyCounter',
  'notification',
  // Absences of people and machines: an open disposition board shows who is away.
  'absence',
  // Rental orders: the rentals overview and the board (a rented machine is away) follow them.
  'rental',
] as const;
/** The live entities that are not master-data records: each has its own store and its own queries. */
export type TLiveStructure = (typeof liveStructureNames)[number];

/**
 * THE names of live entities, used by the server (which changes it pushes, lambdas/realtime) and the web
 * (which queries a change refreshes, web/src/app/realtime-keys.ts). The company itself is not among them:
 * application.md §4 streams the company lists of §3, not the company.
 */
export const liveEntityNames = [...liveStructureNames, ...liveRecordKinds] as const;
export const ZLiveEntity = z.enum(liveEntityNames);
export type TLiveEntity = z.infer<typeof ZLiveEntity>;

export const isLiveStructure = (entity: TLiveEntity): entity is TLiveStructure =>
  liveStructureNames.some((name) => name === entity);

/** What the WebSocket pushes when a company's data changes (Streams -> change feed -> WebSocket). */
export const ZChangeEvent = z.object({
  type: z.literal('changed'),
  entity: ZLiveEntity,
  id: z.string(),
  op: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;

/**
 * The query parameter that carries the ID token when a client opens the WebSocket (`?token=<idToken>`):
 * browsers cannot set headers on a WebSocket. The $connect authorizer reads it (its identity source) and
 * so does the $connect handler.
 */
export const CONNECT_TOKEN_QUERY = 'token';
