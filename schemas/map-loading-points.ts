import * as z from 'zod';
import { idField } from './input-bounds';
import { ZColor } from './masterdata/common';
import { loadingPointMessages } from './masterdata/partners';
import type { References } from './references';
import { optionalText, requiredText, ZLatLng } from './validation';

/**
 * Loading and unloading points as map structures (services.md §3 'LoadingOrUnloadingPoint', §7
 * /loading-or-unloading-points): the same stored records the office keeps on its pages (the master-data
 * kind 'loadingPoint', schemas/masterdata/partners.ts), with the structures' change: the version it was
 * made on, the fields that change, and `archived` (never restored).
 */

export const ZLoadingPointChange = z.object({
  version: z.number().int().positive(),
  customerId: idField().nullable().optional(),
  name: requiredText(loadingPointMessages.name).optional(),
  isLoadingPoint: z.boolean().optional(),
  isUnloadingPoint: z.boolean().optional(),
  lat: ZLatLng.shape.lat.optional(),
  lng: ZLatLng.shape.lng.optional(),
  // Empty keeps the stored text, null clears it.
  addressStreet: optionalText(200).nullable(),
  addressZip: optionalText(20).nullable(),
  addressCity: optionalText(100).nullable(),
  color: ZColor.unwrap().optional(),
  archived: z.boolean().optional(),
});
export type TLoadingPointChange = z.infer<typeof ZLoadingPointChange>;

/** A change in a batch names its point. */
export const ZLoadingPointBatchChange = ZLoadingPointChange.extend({ id: idField() });

/** Where the point lies: what the edit-structures permission guards (services.md §5). */
export const loadingPointGeometryFields = ['lat', 'lng'] as const;

/** The fields of a point that name records of the company: its customer. */
export const loadingPointReferences: References = { customerId: 'customer' };
