import type { TVertex } from '../../../schemas/map-tracks';
import type { TLoadingPoint } from '../../../schemas/masterdata/partners';
import type { OrderTrackPoints } from '../../../schemas/orders/coverage';
import { DRIVING_MAP, type StoredField, type StoredTrack, type TDrivingMap } from '../../../schemas/orders/driving-map';
import type { TOrder } from '../../../schemas/orders/order';

/** What the driver's map of an order reads besides the order. */
export type DrivingMapSources = {
  fields: readonly StoredField[];
  tracks: readonly StoredTrack[];
  loadingPoints: readonly TLoadingPoint[];
  /** The order's GPS tracks; only the caller's own are shown. */
  orderTracks: readonly OrderTrackPoints[];
};

/**
 * Every `stride`-th vertex and always the last, so a line keeps its ends and an outline its closing corner:
 * at most `max` vertices. A phone draws the thinned shape at a zoom where the left-out vertices are pixels.
 */
export const thinned = <T>(points: readonly T[], max: number): T[] => {
  if (points.length <= max) return [...points];
  const stride = Math.ceil((points.length - 1) / (max - 1));
  const kept = points.filter((_, index) => index % stride === 0);
  const last = points[points.length - 1];
  return kept[kept.length - 1] === last || last === undefined ? kept : [...kept, last];
};

/** In the order of the ids the order names them in (a batch read answers in any order). */
const inOrderOf = <T>(ids: readonly string[], items: readonly T[], idOf: (item: T) => string): T[] => {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
};

const vertex = ({ lat, lng }: TVertex): TVertex => ({ lat, lng });

/**
 * The driver's map of an order (schemas/orders/driving-map.ts): its fields in the order it names them with
 * their holes and their own tracks and markers, its tracks, its markers, its loading points and the caller's own GPS tracks.
 * All shapes share DRIVING_MAP.vertexBudget, so the answer stays small whatever the order names.
 */
export const drivingMapOf = (order: TOrder, employeeId: string, sources: DrivingMapSources): TDrivingMap => {
  const fields = inOrderOf(order.fieldIds, sources.fields, (field) => field.fieldId);
  const tracks = [
    ...inOrderOf(order.trackIds, sources.tracks, (track) => track.trackId).map(({ trackId, ...track }) => ({
      id: trackId,
      ...track,
    })),
    ...fields.flatMap((field) => field.tracks),
  ].slice(0, DRIVING_MAP.maxTracks);
  const markers = [...order.markers, ...fields.flatMap((field) => field.markers)].slice(0, DRIVING_MAP.maxMarkers);
  const ownTracks = sources.orderTracks
    .filter((track) => track.employeeId === employeeId && track.points.length > 0)
    .toSorted((a, b) => a.start.localeCompare(b.start))
    .map((track) => track.points);
  const holeCount = fields.reduce((sum, field) => sum + field.holes.length, 0);
  const shapeCount = fields.length + holeCount + tracks.length + ownTracks.length;
  const perShape = Math.max(
    DRIVING_MAP.minVerticesPerShape,
    Math.floor(DRIVING_MAP.vertexBudget / Math.max(shapeCount, 1)),
  );
  const line = (points: readonly TVertex[]) => thinned(points, perShape).map(vertex);
  return {
    orderId: order.id,
    fields: fields.map((field) => ({
      id: field.fieldId,
      name: field.name,
      outline: line(field.shape),
      holes: field.holes.map(line),
      areaHa: field.areaHa,
    })),
    tracks: tracks.map(({ id, name, shape, directionEnabled }) => ({ id, name, shape: line(shape), directionEnabled })),
    markers: markers.map(({ id, lat, lng, label, type }) => ({ id, lat, lng, label: label ?? '', type })),
    loadingPoints: inOrderOf(order.loadingPointIds, sources.loadingPoints, (point) => point.id).map(
      ({ id, name, lat, lng, isLoadingPoint, isUnloadingPoint }) => ({
        id,
        name,
        lat,
        lng,
        isLoadingPoint,
        isUnloadingPoint,
      }),
    ),
    ownTracks: ownTracks.map(line),
  };
};
