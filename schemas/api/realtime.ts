import * as z from 'zod';
import { liveEntityNames } from '../live-entities';

// The names live in a leaf (schemas/live-entities.ts): the table's entities read them without loading
// these schemas or the master-data kinds.
export {
  isLiveStructure,
  liveEntityNames,
  liveStructureNames,
  type TLiveEntity,
  type TLiveStructure,
} from '../live-entities';

export const ZLiveEntity = z.enum(liveEntityNames);

/** What the WebSocket pushes when a company's data changes (Streams -> change feed -> WebSocket). */
export const ZChangeEvent = z.object({
  type: z.literal('changed'),
  entity: ZLiveEntity,
  id: z.string(),
  op: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;

// A leaf of its own: the $connect authorizer reads it and must not load the change events' schemas.
export { CONNECT_TOKEN_QUERY } from './realtime-connect';
