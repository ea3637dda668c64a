import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { TLatLng } from '../../../../schemas/validation';

/** [west, south, east, north] in degrees: MapLibre's LngLatBounds as a plain tuple. */
export type Bounds = [west: number, south: number, east: number, north: number];

/** A track or route to draw: its positions in order (GPS points of an order run, a planned way). */
export type MapLine = { id: string; positions: readonly TLatLng[]; color?: string };

/** How the camera should show a set of positions. */
export type Camera = { kind: 'bounds'; bounds: Bounds } | { kind: 'center'; center: TLatLng } | { kind: 'none' };

/** GeoJSON orders coordinates longitude first. */
const coordinate = ({ lat, lng }: TLatLng): [number, number] => [lng, lat];

/** The smallest box around the positions; null for none. */
export const boundsOf = (positions: readonly TLatLng[]): Bounds | null => {
  const first = positions[0];
  if (!first) return null;
  let [west, south, east, north] = [first.lng, first.lat, first.lng, first.lat];
  for (const { lat, lng } of positions) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
};

/**
 * Where to look: a box around several positions; one position (or several on the same spot, where a box
 * has no size and fitting it would zoom in without end) as a center; nothing when there is nothing.
 */
export const cameraFor = (positions: readonly TLatLng[]): Camera => {
  const bounds = boundsOf(positions);
  if (!bounds) return { kind: 'none' };
  const [west, south, east, north] = bounds;
  if (west === east && south === north) return { kind: 'center', center: { lat: south, lng: west } };
  return { kind: 'bounds', bounds };
};

/**
 * The lines as one GeoJSON collection for the map's line layer; each feature carries its id and color. A
 * line needs two positions: a track with fewer is left out (its single point says nothing as a line).
 */
export const linesCollection = (
  lines: readonly MapLine[],
  defaultColor: string,
): FeatureCollection<LineString, { id: string; color: string }> => ({
  type: 'FeatureCollection',
  features: lines
    .filter((line) => line.positions.length >= 2)
    .map(
      (line): Feature<LineString, { id: string; color: string }> => ({
        type: 'Feature',
        properties: { id: line.id, color: line.color ?? defaultColor },
        geometry: { type: 'LineString', coordinates: line.positions.map(coordinate) },
      }),
    ),
});

/** What changes between the items shown and the next ones, by id: which to add, keep (and update), remove. */
export const diffById = <T extends { id: string }>(shownIds: Iterable<string>, next: readonly T[]) => {
  const nextIds = new Set(next.map((item) => item.id));
  const shown = new Set(shownIds);
  return {
    added: next.filter((item) => !shown.has(item.id)),
    kept: next.filter((item) => shown.has(item.id)),
    removed: [...shown].filter((id) => !nextIds.has(id)),
  };
};
