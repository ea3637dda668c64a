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

type Ring = readonly z.infer<typeof ZVertex>[];

/** The outline, then its holes, as [lng, lat] (GeoJSON order, as the coverage takes it: holes count as outside). */
const ringsOf = (shape: Ring, holes: readonly Ring[]): PolygonRings =>
  [shape, ...holes].map((ring) => ring.map(({ lat, lng }): [number, number] => [lng, lat]));

/**
 * The stored outline and holes as the structures service wrote them (schemas/map-fields.ts checks them on
 * every write); a field stored before holes existed has none.
 */
const ZStoredOutline = z.array(ZVertex);
const ZStoredHoles = z.array(z.array(ZVertex)).default([]);

export const readFieldShapes: FieldShapes = async (companyId, fieldIds) => {
  const unique = [...new Set(fieldIds)];
  if (unique.length === 0) return [];
  const { data } = await db()
    .mapField.get(unique.map((fieldId) => ({ companyId, fieldId })))
    .go({ attributes: ['fieldId', 'shape', 'holes'] });
  return data.flatMap(({ shape, holes }) => {
    const outline = ZStoredOutline.parse(shape);
    return outline.length >= 3 ? [ringsOf(outline, ZStoredHoles.parse(holes))] : [];
  });
};
