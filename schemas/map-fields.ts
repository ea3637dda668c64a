import * as z from 'zod';
import { FIELD_SPAN_MESSAGE, fieldSpanTooLarge } from './geo/field-index';
import { boxOfPoints } from './geo/geohash';
import { boundedArray, INPUT_LIMITS, idField } from './input-bounds';
import { ZMarker } from './map-structures';
import { ZShape, ZTrackInput, ZVertex } from './map-tracks';
import { ZColor } from './masterdata/common';
import type { References } from './references';
import { optionalText } from './validation';

/**
 * Fields of the map (services.md §3 'Field', 'Field track'): a drawn outline with its area in hectares,
 * crop, the tracks a driver follows on it and its markers. The server computes `areaHa` when it is
 * omitted and `tracksLength` always (lambdas/structures/domain/field.ts).
 */

/** A thousand square kilometres: no field is larger; bounds what a caller may claim. */
const MAX_AREA_HA = 100_000;
/** Field tracks and markers of one field: a field has a few, and the item stays below DynamoDB's 400 KB. */
const MAX_FIELD_PARTS = 20;
/** Holes of one field (a pond, a copse, a farmyard left out): a field has a few. */
export const MAX_FIELD_HOLES = 20;

export const fieldMessages = {
  shape: 'Bitte zeichne das Feld mit mindestens drei Punkten.',
  areaHa: 'Die Fläche muss zwischen 0 und 100.000 ha liegen.',
  hole: 'Bitte zeichne die Aussparung mit mindestens drei Punkten.',
  holeOutside: 'Eine Aussparung muss innerhalb des Feldes liegen.',
} as const;

/** Hectares, kept to the square metre like the computed area. */
const ZAreaHa = z
  .number()
  .nonnegative(fieldMessages.areaHa)
  .max(MAX_AREA_HA, fieldMessages.areaHa)
  .transform((hectares) => Math.round(hectares * 10_000) / 10_000);

/** An outline of at least three vertices, no wider or higher than the field index takes (schemas/geo). */
const ZOutline = ZShape.min(3, fieldMessages.shape).refine(
  (shape) => shape.length < 3 || !fieldSpanTooLarge(boxOfPoints(shape)),
  FIELD_SPAN_MESSAGE,
);

/**
 * The holes of a field: rings of vertices, each bounded like the outline. That they lie inside the
 * outline is checked where the outline is known (lambdas/structures/domain/field.ts: a change may send
 * holes for the stored outline).
 */
const ZHoles = boundedArray(ZShape.min(3, fieldMessages.hole), MAX_FIELD_HOLES);

/** A track on a field as a caller sends it: an id of its own, or one the server gives it. */
export const ZFieldTrackInput = ZTrackInput.omit({ customerId: true }).extend({ id: idField().optional() });

export const ZFieldTrack = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  shape: z.array(ZVertex),
  /** Metres. */
  length: z.number(),
  directionEnabled: z.boolean(),
});
export type TFieldTrack = z.infer<typeof ZFieldTrack>;

const fieldFields = {
  fid: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
  name: z.string().trim().max(INPUT_LIMITS.nameLength).default(''),
  color: ZColor,
  shape: ZOutline,
  holes: ZHoles.default([]),
  areaHa: ZAreaHa.optional(),
  // Null as a read field answers it: what GET answered can be sent again.
  crop: optionalText(INPUT_LIMITS.nameLength).nullable(),
  cropBefore: optionalText(INPUT_LIMITS.nameLength).nullable(),
  other: optionalText(INPUT_LIMITS.nameLength).nullable(),
  tracks: boundedArray(ZFieldTrackInput, MAX_FIELD_PARTS).default([]),
  markers: boundedArray(ZMarker, MAX_FIELD_PARTS).default([]),
};

export const ZFieldInput = z.object(fieldFields);
export type TFieldInput = z.input<typeof ZFieldInput>;

/** A change of one field: the version it was made on, the fields that change (others stay), and `archived`. */
export const ZFieldChange = z.object({
  version: z.number().int().positive(),
  fid: idField().nullable().optional(),
  customerId: idField().nullable().optional(),
  name: z.string().trim().max(INPUT_LIMITS.nameLength).optional(),
  color: ZColor.unwrap().optional(),
  shape: ZOutline.optional(),
  holes: ZHoles.optional(),
  areaHa: ZAreaHa.optional(),
  // Empty keeps the stored text, null clears it.
  crop: optionalText(INPUT_LIMITS.nameLength).nullable(),
  // Empty keeps the stored text, null clears it.
  cropBefore: optionalText(INPUT_LIMITS.nameLength).nullable(),
  // Empty keeps the stored text, null clears it.
  other: optionalText(INPUT_LIMITS.nameLength).nullable(),
  tracks: boundedArray(ZFieldTrackInput, MAX_FIELD_PARTS).optional(),
  markers: boundedArray(ZMarker, MAX_FIELD_PARTS).optional(),
  archived: z.boolean().optional(),
});
export type TFieldChange = z.infer<typeof ZFieldChange>;

/** A change in a batch names its field. */
export const ZFieldBatchChange = ZFieldChange.extend({ id: idField() });

export const ZField = z.object({
  id: z.string(),
  companyId: z.string(),
  fid: z.string().nullable(),
  customerId: z.string().nullable(),
  name: z.string(),
  color: z.string(),
  shape: z.array(ZVertex),
  /** Fields stored before holes existed have none. */
  holes: z.array(z.array(ZVertex)).default([]),
  areaHa: z.number(),
  crop: z.string().nullable(),
  cropBefore: z.string().nullable(),
  other: z.string().nullable(),
  /** Metres: the length of the field's tracks together. */
  tracksLength: z.number(),
  tracks: z.array(ZFieldTrack),
  markers: z.array(ZMarker),
  archived: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TField = z.infer<typeof ZField>;

/**
 * Index writes per field in one transaction: the field itself and at most eight index writes
 * (lambdas/platform/field-index.ts), so a batch of ten stays below DynamoDB's 100 writes per transaction.
 */
export const FIELD_BATCH_LENGTH = 10;

/** The fields of a field that name records of the company (schemas/references.ts): customers and fields. */
export const fieldReferences: References = {
  customerId: 'customer',
  'markers.*.customerId': 'customer',
  'markers.*.fieldId': 'field',
};
