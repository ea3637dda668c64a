import * as z from 'zod';
import { FIELD_SPAN_MESSAGE, fieldSpanTooLarge } from './geo/field-index';
import { boxOfPoints } from './geo/geohash';
import { boundedArray, INPUT_LIMITS, idField } from './input-bounds';
import { localPlane } from './kernel/geo/local-plane';
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
  shapePoints: 'Die Fläche braucht mindestens drei verschiedene Punkte.',
  shapeArea: 'Die Punkte der Fläche liegen auf einer Linie. Bitte zeichne eine Fläche.',
  holePoints: 'Die Aussparung braucht mindestens drei verschiedene Punkte.',
  holeArea: 'Die Punkte der Aussparung liegen auf einer Linie. Bitte zeichne eine Fläche.',
} as const;

/** A hundredth of a square metre: no field and no hole is smaller; below it a ring is a line or a point. */
const MIN_RING_SQUARE_METRES = 0.01;

type Vertices = readonly { lat: number; lng: number }[];

const distinctPoints = (ring: Vertices) => new Set(ring.map(({ lat, lng }) => `${lat},${lng}`)).size;

/** The ring's area in square metres on the plane around its first vertex (shoelace; open or closed alike). */
const planeArea = (ring: Vertices): number => {
  const [origin] = ring;
  if (!origin) return 0;
  const plane = localPlane(origin.lng, origin.lat);
  const points = ring.map(({ lat, lng }) => plane.toPlane(lng, lat));
  const twice = points.reduce((sum, point, index) => {
    const next = points[(index + 1) % points.length] ?? point;
    return sum + point.x * next.y - next.x * point.y;
  }, 0);
  return Math.abs(twice) / 2;
};

/**
 * Why a ring of at least three vertices is no area: fewer than three different points (a repeated point
 * leaves a line), or all on one line. Turf, which measures the field on the server, fails on the first
 * (a 500 before, issue 25 point 6a); the map would draw a line. Checked in the schema, so the browser
 * and the server refuse alike, at the ring.
 */
const degenerateRing = (ring: Vertices): 'points' | 'area' | undefined => {
  if (distinctPoints(ring) < 3) return 'points';
  return planeArea(ring) < MIN_RING_SQUARE_METRES ? 'area' : undefined;
};

/** A shape refined to an area: the ring's own message at the ring when it is none. */
const asArea = <T extends z.ZodType<Vertices>>(shape: T, messages: { points: string; area: string }) =>
  shape.superRefine((ring, context) => {
    const problem = ring.length < 3 ? undefined : degenerateRing(ring);
    if (problem) context.addIssue({ code: 'custom', message: messages[problem] });
  });

/** Hectares, kept to the square metre like the computed area. */
const ZAreaHa = z
  .number()
  .nonnegative(fieldMessages.areaHa)
  .max(MAX_AREA_HA, fieldMessages.areaHa)
  .transform((hectares) => Math.round(hectares * 10_000) / 10_000);

/** An outline of at least three vertices, no wider or higher than the field index takes (schemas/geo). */
const ZOutline = asArea(ZShape.min(3, fieldMessages.shape), {
  points: fieldMessages.shapePoints,
  area: fieldMessages.shapeArea,
}).refine((shape) => shape.length < 3 || !fieldSpanTooLarge(boxOfPoints(shape)), FIELD_SPAN_MESSAGE);

/**
 * The holes of a field: rings of vertices, each bounded like the outline. That they lie inside the
 * outline is checked where the outline is known (lambdas/structures/domain/field.ts: a change may send
 * holes for the stored outline).
 */
const ZHoles = boundedArray(
  asArea(ZShape.min(3, fieldMessages.hole), { points: fieldMessages.holePoints, area: fieldMessages.holeArea }),
  MAX_FIELD_HOLES,
);

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

/**
 * The routes of one part of a field (services.md §7 /fields/{fieldId}/tracks and /markers): a new track
 * or marker with an id of its own or one the server gives it, and a change that changes what it names.
 */
export const ZFieldTrackChange = z.object({
  name: z.string().trim().max(INPUT_LIMITS.nameLength).optional(),
  color: ZColor.unwrap().optional(),
  shape: ZTrackInput.shape.shape.optional(),
  // A new shape without a length is measured again.
  length: ZTrackInput.shape.length,
  directionEnabled: z.boolean().optional(),
});
export type TFieldTrackChange = z.infer<typeof ZFieldTrackChange>;

export const ZFieldMarkerInput = ZMarker.extend({ id: idField().optional() });
export type TFieldMarkerInput = z.infer<typeof ZFieldMarkerInput>;

export const ZFieldMarkerChange = z.object({
  customerId: idField().nullable().optional(),
  fieldId: idField().nullable().optional(),
  lat: ZMarker.shape.lat.optional(),
  lng: ZMarker.shape.lng.optional(),
  preferredRepresentation: ZMarker.shape.preferredRepresentation.unwrap().optional(),
  // Empty keeps the stored text, null clears it.
  label: ZMarker.shape.label.nullable(),
  color: ZColor.unwrap().optional(),
  type: ZMarker.shape.type.unwrap().optional(),
});
export type TFieldMarkerChange = z.infer<typeof ZFieldMarkerChange>;

/**
 * The ids a marker of a field names (the body of POST and PATCH /fields/{fieldId}/markers): checked as the
 * field's `markers.*` (fieldReferences) when the field is saved with it.
 */
export const fieldMarkerReferences: References = { customerId: 'customer', fieldId: 'field' };
