import * as z from 'zod';

/** What the WebSocket pushes when a company's data changes (Streams -> change feed -> WebSocket). */
export const ZChangeEvent = z.object({
  type: z.literal('changed'),
  entity: z.string(),
  id: z.string(),
  op: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;
