import * as z from 'zod';
import type { PolygonRings } from '../../schemas/kernel/geo/local-plane';
import { ZVertex } from '../../schemas/map-tracks';
import { db } from './db/entities';

/**
 * The read port through which the orders service reads the outlines of an order's fields (its coverage
 * counts only the land inside them): the structures service owns and writes the fields, others only read
 * them by key, as the orders service reads an order's GPS tracks (order-tracks.ts). An archived field
 * still counts: the order worked it before it was archived. A field that is not stored has no shape.
 */
export type FieldShapes = (companyId: string, fieldIds: readonly string[]) => Promise<PolygonRings[]>;

/** Outer ring only, as [lng, lat] (GeoJSON order, as the coverage takes it); a field has no holes yet. */
const ringsOf = (shape: readonly z.infer<typeof ZVertex>[]): PolygonRings => [
  shape.map(({ lat, lng }): [number, number] => [lng, lat]),
];

/** The stored outline as the structures service wrote it (schemas/map-fields.ts checks it on every write). */
const ZStoredOutline = z.array(ZVertex);

export const readFieldShapes: FieldShapes = async (companyId, fieldIds) => {
  const unique = [...new Set(fieldIds)];
  if (unique.length === 0) return [];
  const { data } = await db()
    .mapField.get(unique.map((fieldId) => ({ companyId, fieldId })))
    .go({ attributes: ['fieldId', 'shape'] });
  return data.flatMap(({ shape }) => {
    const outline = ZStoredOutline.parse(shape);
    return outline.length >= 3 ? [ringsOf(outline)] : [];
  });
};
