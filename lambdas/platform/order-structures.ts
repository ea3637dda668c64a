import { type StoredField, type StoredTrack, ZStoredField, ZStoredTrack } from '../../schemas/orders/driving-map';
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

const unique = (ids: readonly string[]) => [...new Set(ids)];

export const readOrderStructures: OrderStructures = async (companyId, ids) => {
  const fieldIds = unique(ids.fieldIds);
  const trackIds = unique(ids.trackIds);
  const [fields, tracks] = await Promise.all([
    fieldIds.length === 0
      ? []
      : db()
          .mapField.get(fieldIds.map((fieldId) => ({ companyId, fieldId })))
          .go({ attributes: ['fieldId', 'name', 'shape', 'holes', 'areaHa', 'tracks', 'markers'] })
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
