import type { PolygonRings } from '../../schemas/kernel/geo/local-plane';

/**
 * The shapes of an order's fields (outer ring and holes, [lng, lat]) for its coverage. The field store
 * with geometry is built beside this (issue 13 points 1 and 2); until it is wired here, no field has a
 * known shape and the coverage takes the swath itself as the land (`fieldsKnown: false`).
 */
export type FieldShapes = (companyId: string, fieldIds: readonly string[]) => Promise<PolygonRings[]>;

export const noFieldShapes: FieldShapes = async () => [];
