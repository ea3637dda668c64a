import * as z from 'zod';
import { INPUT_LIMITS, idField } from './input-bounds';
import { markerRepresentations, markerTypes, ZMarker } from './map-structures';
import type { References } from './references';
import { optionalText, ZLatLng } from './validation';

/**
 * Markers of the map as structures of their own (services.md §3 'Marker', §7 /markers): a point with a
 * label, colour and type, kept with its version and archived like tracks and fields. The marker an order
 * or a request carries inside it is ZMarker (schemas/map-structures.ts); this is the same point stored.
 */

/** What a caller sets; null as a read marker answers it, so what GET answered can be sent again. */
export const ZMarkerInput = ZMarker.omit({ id: true }).extend({
  label: optionalText(INPUT_LIMITS.nameLength).nullable(),
});
export type TMarkerInput = z.input<typeof ZMarkerInput>;

/** A change of one marker: the version it was made on, the fields that change (others stay), and `archived`. */
export const ZMarkerChange = z.object({
  version: z.number().int().positive(),
  customerId: idField().nullable().optional(),
  fieldId: idField().nullable().optional(),
  lat: ZLatLng.shape.lat.optional(),
  lng: ZLatLng.shape.lng.optional(),
  preferredRepresentation: z.enum(markerRepresentations).optional(),
  label: optionalText(INPUT_LIMITS.nameLength).nullable(),
  color: ZMarker.shape.color.unwrap().optional(),
  type: z.enum(markerTypes).optional(),
  archived: z.boolean().optional(),
});
export type TMarkerChange = z.infer<typeof ZMarkerChange>;

/** A change in a batch names its marker. */
export const ZMarkerBatchChange = ZMarkerChange.extend({ id: idField() });

export const ZMapMarker = z.object({
  id: z.string(),
  companyId: z.string(),
  customerId: z.string().nullable(),
  fieldId: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  preferredRepresentation: z.enum(markerRepresentations),
  label: z.string().nullable(),
  color: z.string(),
  type: z.enum(markerTypes),
  archived: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMapMarker = z.infer<typeof ZMapMarker>;

/** Where a marker lies: its change needs the edit-structures permission (services.md §5 coordinates). */
export const markerGeometryFields = ['lat', 'lng'] as const;

/** The fields of a marker that name records of the company (schemas/references.ts): its customer and field. */
export const markerReferences: References = { customerId: 'customer', fieldId: 'field' };
