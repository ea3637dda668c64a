import * as z from 'zod';
import { idField, idList } from './input-bounds';
import { markerTypes } from './map-structures';
import { ZVertex } from './map-tracks';
import type { References } from './references';
import { ZShareLabel, ZShareLink, ZShareValidUntil } from './share-links';

/**
 * Sharing a customer's map structures (application.md §2 'map structures sharing', issue 13 point 3): the
 * office hands out a read-only link with an expiry to all of one customer's active fields, tracks and
 * markers, or to a chosen set of them. Who opens the link sees names and geometry, nothing else.
 */

/** Which structures a link shows: null for all the customer's active ones, else the chosen ids. */
export const ZMapShareSelection = z
  .object({ fieldIds: idList().default([]), trackIds: idList().default([]), markerIds: idList().default([]) })
  .nullable()
  .default(null);
export type TMapShareSelection = z.infer<typeof ZMapShareSelection>;

/** What a map-structures link points at, as stored with the link. */
export const ZMapShareSubject = z.object({ customerId: z.string(), selection: ZMapShareSelection });
export type TMapShareSubject = z.infer<typeof ZMapShareSubject>;

export const ZMapShareInput = z.object({
  customerId: idField('Bitte wähle einen Kunden aus.'),
  label: ZShareLabel,
  validUntil: ZShareValidUntil,
  selection: ZMapShareSelection,
});
export type TMapShareInput = z.input<typeof ZMapShareInput>;

/** The ids of the input that name records of the company; tracks and markers are checked against the customer's. */
export const mapShareReferences: References = { customerId: 'customer', 'selection.fieldIds.*': 'field' };

/** A link as the office lists it: whose structures, and which (null: all). */
export const ZMapShare = ZShareLink.extend({
  customerId: z.string(),
  customerName: z.string().nullable(),
  selection: z
    .object({ fieldIds: z.array(z.string()), trackIds: z.array(z.string()), markerIds: z.array(z.string()) })
    .nullable(),
});
export type TMapShare = z.infer<typeof ZMapShare>;

/** The answer of a creation: the link and, this once, its token. */
export const ZCreatedMapShare = z.object({ share: ZMapShare, token: z.string() });
export type TCreatedMapShare = z.infer<typeof ZCreatedMapShare>;

const ZSharedLine = z.object({
  name: z.string(),
  color: z.string(),
  shape: z.array(ZVertex),
  /** Metres. */
  length: z.number(),
  directionEnabled: z.boolean(),
});

/**
 * What the public link shows: names and geometry of the structures, the company's and the customer's
 * names, and until when the link holds. No ids, prices or other personal data.
 */
export const ZSharedMap = z.object({
  label: z.string(),
  companyName: z.string(),
  customerName: z.string(),
  expiresAt: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      color: z.string(),
      shape: z.array(ZVertex),
      /** Land inside the outline that is not the field (a pond, a copse). */
      holes: z.array(z.array(ZVertex)),
      areaHa: z.number(),
      crop: z.string().nullable(),
    }),
  ),
  tracks: z.array(ZSharedLine),
  markers: z.array(
    z.object({
      label: z.string().nullable(),
      color: z.string(),
      type: z.enum(markerTypes),
      lat: z.number(),
      lng: z.number(),
    }),
  ),
});
export type TSharedMap = z.infer<typeof ZSharedMap>;
