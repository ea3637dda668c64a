import type { TMultiPolygon } from '../../../../schemas/orders/coverage';
import type { TDrivingMap } from '../../../../schemas/orders/driving-map';
import type { TLatLng } from '../../../../schemas/validation';
import { areasOfFields } from '../../components/map/field-shape';
import type { MapLine } from '../../components/map/geometry';
import type { MapPoint } from '../../components/map/map-view';

/**
 * What the driver's map draws of an order (issue 13 point 4), pure: the fields filled with their outlines
 * as lines, the tracks, the driver's own track in another colour, and a point per marker and loading point.
 */

export const DRIVER_MAP_COLORS = { field: '#2e7d32', track: '#0972d3', ownTrack: '#d91515' } as const;

/** The fields as one MultiPolygon, each with its holes left open (the map fills them under the lines). */
export const fieldAreas = (map: TDrivingMap): TMultiPolygon =>
  areasOfFields(
    map.fields.filter((field) => field.outline.length >= 3).map(({ outline, holes }) => ({ shape: outline, holes })),
  );

export const driverMapLines = (map: TDrivingMap): MapLine[] => [
  ...map.fields.map((field) => ({
    id: `field-${field.id}`,
    positions: [...field.outline, ...field.outline.slice(0, 1)],
    color: DRIVER_MAP_COLORS.field,
  })),
  ...map.tracks.map((track) => ({ id: `track-${track.id}`, positions: track.shape, color: DRIVER_MAP_COLORS.track })),
  ...map.ownTracks.map((positions, index) => ({
    id: `own-${index}`,
    positions,
    color: DRIVER_MAP_COLORS.ownTrack,
  })),
];

/** The middle of a field's corners: where its name stands (inside for the fields a contractor works). */
const middleOf = (vertices: readonly TLatLng[]): TLatLng => ({
  lat: vertices.reduce((sum, { lat }) => sum + lat, 0) / Math.max(vertices.length, 1),
  lng: vertices.reduce((sum, { lng }) => sum + lng, 0) / Math.max(vertices.length, 1),
});

export const driverMapPoints = (map: TDrivingMap, names: { marker: string; loadingPoint: string }): MapPoint[] => [
  ...map.fields
    .filter((field) => field.outline.length > 0)
    .map((field) => ({
      id: `field-${field.id}`,
      position: middleOf(field.outline),
      label: field.name,
      className: 'driver-map-field',
    })),
  ...map.markers.map((marker) => ({
    id: `marker-${marker.id}`,
    position: { lat: marker.lat, lng: marker.lng },
    label: marker.label || names.marker,
    className: 'driver-map-marker',
  })),
  ...map.loadingPoints.map((point) => ({
    id: `loading-${point.id}`,
    position: { lat: point.lat, lng: point.lng },
    label: point.name || names.loadingPoint,
    className: 'driver-map-loading-point',
  })),
];
