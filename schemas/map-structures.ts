import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, optionalIdText } from './input-bounds';
import { ZColor } from './masterdata/common';
import { optionalText, ZLatLng } from './validation';

/**
 * Map structures a request or an order carries besides fields and tracks (services.md §3 'Marker',
 * 'OrderRequest'): markers placed on the map, and the sequence in which the driver works through the
 * structures. Declared once here: the order request and the order both use these.
 */

/** services.md §3 Marker.type. */
export const markerTypes = [
  'order',
  'field',
  'customer',
  'other',
  'tracking',
  'disabled',
  'loading-point',
  'unloading-point',
  'loading-and-unloading-point',
] as const;

/** How the coordinates are shown: decimal degrees or degrees-minutes-seconds. */
export const markerRepresentations = ['decimal', 'degrees-minutes-seconds'] as const;

export const ZMarker = ZLatLng.extend({
  id: idField(),
  customerId: idField().nullable().default(null),
  fieldId: idField().nullable().default(null),
  preferredRepresentation: z.enum(markerRepresentations).default('decimal'),
  label: optionalText(INPUT_LIMITS.nameLength),
  color: ZColor,
  type: z.enum(markerTypes).default('other'),
});
export type TMarker = z.infer<typeof ZMarker>;

/** What a step of the sequence names. */
export const mapStructureKinds = ['field', 'track', 'marker', 'loadingPoint'] as const;

/**
 * One step of the map structures sequence: a structure of the request or order, by kind and id. The spec
 * names the sequence only; an ordered list of references is what a driver can follow.
 */
export const ZMapStructureStep = z.object({ kind: z.enum(mapStructureKinds), id: optionalIdText() });
export type TMapStructureStep = z.infer<typeof ZMapStructureStep>;

/** The fields every carrier of map structures adds: markers, the sequence and whether it is followed. */
export const mapStructureFields = {
  markers: boundedArray(ZMarker, INPUT_LIMITS.idListLength).default([]),
  mapStructuresSequence: boundedArray(ZMapStructureStep, INPUT_LIMITS.idListLength).default([]),
  isMapStructuresSequenceEnabled: z.boolean().default(false),
};
