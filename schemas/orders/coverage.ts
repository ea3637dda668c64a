import * as z from 'zod';
import type { TimedPoint } from '../kernel/coverage';

/** GeoJSON MultiPolygon of [lng, lat] positions (the coverage layer on the order map). */
export const ZMultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type TMultiPolygon = z.infer<typeof ZMultiPolygon>;

/** One tracking's part: what it covered on its own (runs that overlap each count the overlap). */
export const ZRunCoverage = z.object({
  trackingId: z.string(),
  runId: z.string().nullable(),
  employeeId: z.string(),
  start: z.string(),
  pointCount: z.number().int(),
  areaHa: z.number().nullable(),
});

/**
 * The proof of work of an order (issue 13 point 5): the area covered inside its fields by its GPS tracks
 * and its machine's working width, in ha with 2 decimals (application.md §9). `areaHa` is null when no
 * machine of the order has a working width; `fieldsKnown` false means the fields' shapes were not known
 * and the swath itself was taken as the land.
 */
export const ZOrderCoverage = z.object({
  orderId: z.string(),
  areaHa: z.number().nullable(),
  widthM: z.number().nullable(),
  fieldsKnown: z.boolean(),
  /** The raster's cell edge in metres: the figure's resolution. */
  cellM: z.number(),
  coverage: ZMultiPolygon,
  runs: z.array(ZRunCoverage),
});
export type TOrderCoverage = z.infer<typeof ZOrderCoverage>;

/** One recorded tracking of an order with its points in recording order (what coverage is computed from). */
export type OrderTrackPoints = {
  id: string;
  employeeId: string;
  runId: string | null;
  start: string;
  points: TimedPoint[];
};
