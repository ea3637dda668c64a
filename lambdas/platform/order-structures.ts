import * as z from 'zod';
import { ZFieldTrack } from '../../schemas/map-fields';
import { ZMarker } from '../../schemas/map-structures';
import { ZVertex } from '../../schemas/map-tracks';
import { db } from './db/entities';

/**
 * The read port through which the orders service reads the map structures an order names, for its driver's
 * map: the structures service owns and writes fields and tracks, others only read them by key (as
 * field-shapes.ts reads the outlines for the coverage). Archived structures still show: the order was
 * planned with them. A structure that is not stored is left out.
 */
export type OrderStructures = (
  companyId: string,
  ids: { fieldIds: readonly string[]; trackIds: readonly string[] },
) => Promise<{ fields: StoredField[]; tracks: StoredTrack[] }>;

/** The stored parts as the structures service wrote them (schemas/map-fields.ts checks them on every write). */
const ZStoredField = z.object({
  fieldId: z.string(),
  name: z.string(),
  shape: z.array(ZVertex),
  areaHa: z.number(),
  tracks: z.array(ZFieldTrack.pick({ id: true, name: true, shape: true, directionEnabled: true })),
  markers: z.array(ZMarker.pick({ id: true, lat: true, lng: true, label: true, type: true })),
});
export type StoredField = z.infer<typeof ZStoredField>;

const ZStoredTrack = z.object({
  trackId: z.string(),
  name: z.string(),
  shape: z.array(ZVertex),
  directionEnabled: z.boolean(),
});
export type StoredTrack = z.infer<typeof ZStoredTrack>;

const unique = (ids: readonly string[]) => [...new Set(ids)];

export const readOrderStructures: OrderStructures = async (companyId, ids) => {
  const fieldIds = unique(ids.fieldIds);
  const trackIds = unique(ids.trackIds);
  const [fields, tracks] = await Promise.all([
    fieldIds.length === 0
      ? []
      : db()
          .mapField.get(fieldIds.map((fieldId) => ({ companyId, fieldId })))
          .go({ attributes: ['fieldId', 'name', 'shape', 'areaHa', 'tracks', 'markers'] })
          .then(({ data }) => data.map((item) => ZStoredField.parse(item))),
    trackIds.length === 0
      ? []
      : db()
          .mapTrack.get(trackIds.map((trackId) => ({ companyId, trackId })))
          .go({ attributes: ['trackId', 'name', 'shape', 'directionEnabled'] })
          .then(({ data }) => data.map((item) => ZStoredTrack.parse(item))),
  ]);
  return { fields, tracks };
};
