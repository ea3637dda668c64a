import { computeCoverage, hectaresOf } from '../../../schemas/kernel/coverage';
import type { PolygonRings } from '../../../schemas/kernel/geo/local-plane';
import type { OrderTrackPoints, TOrderCoverage } from '../../../schemas/orders/coverage';
import type { TOrder } from '../../../schemas/orders/order';

/**
 * The working width of an order's machines: the widest known. An order names the tractor and its
 * implement; only the implement has a width, and of two implements (a front and a rear mower) the
 * wider one bounds the swath. Null when no machine has one.
 */
export const workingWidthOf = (order: Pick<TOrder, 'machineSnapshots'>): number | null => {
  const widths = order.machineSnapshots.flatMap(({ workingWidthM }) => (workingWidthM ? [Number(workingWidthM)] : []));
  return widths.length > 0 ? Math.max(...widths) : null;
};

/**
 * The order's covered area (issue 13 point 5) from its tracks, the machine width and the fields' shapes.
 * Without the fields' shapes (no field store knows them yet) the swath itself is the land, and the answer
 * says so; without a width nothing can be computed and the area is null.
 */
export const orderCoverage = (
  order: Pick<TOrder, 'id' | 'machineSnapshots'>,
  tracks: readonly OrderTrackPoints[],
  fields: readonly PolygonRings[],
): TOrderCoverage => {
  const widthM = workingWidthOf(order);
  const coverage = computeCoverage({ tracks: tracks.map((track) => track.points), widthM: widthM ?? 0, fields });
  return {
    orderId: order.id,
    areaHa: widthM === null ? null : hectaresOf(coverage.areaM2),
    widthM,
    fieldsKnown: fields.length > 0,
    cellM: coverage.cellM,
    coverage: { type: 'MultiPolygon', coordinates: coverage.outline },
    runs: tracks.map((track, index) => ({
      trackingId: track.id,
      runId: track.runId,
      employeeId: track.employeeId,
      start: track.start,
      pointCount: track.points.length,
      areaHa: widthM === null ? null : hectaresOf(coverage.trackAreasM2[index] ?? 0),
    })),
  };
};

/** The AREA record the stop wizard proposes: the covered hectares, when the order has a track and a width. */
export const proposedArea = (
  order: Pick<TOrder, 'id' | 'machineSnapshots'>,
  tracks: readonly OrderTrackPoints[],
  fields: readonly PolygonRings[],
): number | null => {
  if (!tracks.some((track) => track.points.length > 1)) return null;
  return orderCoverage(order, tracks, fields).areaHa;
};
