import * as z from 'zod';
import { liveRecordKinds } from '../masterdata/kinds';

/**
 * The entities whose changes are pushed to a company's open clients: its structures, orders and
 * counters, and the master-data kinds declared live. Events carry only the entity and id, so orders
 * can be among them: each client then reloads what it may read (its own orders).
 */
export const liveEntityNames = [
  'customer',
  'operatingUnit',
  'order',
  'orderRequest',
  'companyCounter',
  ...liveRecordKinds,
] as const;
export const ZLiveEntity = z.enum(liveEntityNames);
export type TLiveEntity = z.infer<typeof ZLiveEntity>;

/** What the WebSocket pushes when a company's data changes (Streams -> change feed -> WebSocket). */
export const ZChangeEvent = z.object({
  type: z.literal('changed'),
  entity: ZLiveEntity,
  id: z.string(),
  op: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;
