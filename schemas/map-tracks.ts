import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField } from './input-bounds';
import { ZColor } from './masterdata/common';
import type { References } from './references';
import { ZLatLng } from './validation';

/**
 * Tracks of the map (services.md §3 'Track', 'Vertex'): a drawn line a driver follows, e.g. a road to a
 * field or a drainage ditch, with its length in metres. The server computes the length when it is
 * omitted (lambdas/structures/domain/geometry.ts).
 */

/** One point of a drawn shape. */
export const ZVertex = ZLatLng;
export type TVertex = z.infer<typeof ZVertex>;

/** A drawn shape: at most INPUT_LIMITS.shapeVertices vertices. */
export const ZShape = boundedArray(ZVertex, INPUT_LIMITS.shapeVertices);

/** Ten thousand kilometres: no track of a contractor is longer; bounds what a caller may claim. */
const MAX_LENGTH_METRES = 10_000_000;

export const trackMessages = {
  shape: 'Bitte zeichne die Strecke mit mindestens zwei Punkten.',
  length: 'Die Länge muss zwischen 0 und 10.000 km liegen.',
} as const;

/**
 * Metres, kept to the centimetre like the computed length: finer digits mean nothing, and DynamoDB refuses
 * numbers of a magnitude below 1e-130 (a 5e-324 would be a 500, not a length).
 */
const ZLength = z
  .number()
  .nonnegative(trackMessages.length)
  .max(MAX_LENGTH_METRES, trackMessages.length)
  .transform((metres) => Math.round(metres * 100) / 100);

/** The fields a caller sets; `length` may be left out (then computed). */
const trackFields = {
  customerId: idField().nullable().default(null),
  name: z.string().trim().max(INPUT_LIMITS.nameLength).default(''),
  color: ZColor,
  shape: ZShape.min(2, trackMessages.shape),
  length: ZLength.optional(),
  directionEnabled: z.boolean().default(false),
};

export const ZTrackInput = z.object(trackFields);
export type TTrackInput = z.input<typeof ZTrackInput>;

/**
 * A change of one track: the version it was made on, the fields that change (others stay), and
 * `archived` (services.md §3 'archived on update'; §4 never restored).
 */
export const ZTrackChange = z.object({
  version: z.number().int().positive(),
  // No default here: a change without customerId keeps the track's customer.
  customerId: idField().nullable().optional(),
  name: z.string().trim().max(INPUT_LIMITS.nameLength).optional(),
  // The colour without its default: a change without colour keeps the track's.
  color: ZColor.unwrap().optional(),
  shape: trackFields.shape.optional(),
  length: ZLength.optional(),
  directionEnabled: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export type TTrackChange = z.infer<typeof ZTrackChange>;

/** A change in a batch names its track. */
export const ZTrackBatchChange = ZTrackChange.extend({ id: idField() });

export const ZTrack = z.object({
  id: z.string(),
  companyId: z.string(),
  customerId: z.string().nullable(),
  name: z.string(),
  color: z.string(),
  shape: z.array(ZVertex),
  /** Metres. */
  length: z.number(),
  directionEnabled: z.boolean(),
  archived: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrack = z.infer<typeof ZTrack>;

/** The fields whose change needs the edit-structures permission (services.md §5): where and how long. */
export const trackGeometryFields = ['shape', 'length', 'directionEnabled'] as const;

/** The fields of a track that name records of the company (schemas/references.ts): its customer. */
export const trackReferences: References = { customerId: 'customer' };
