import type { TSharedMap } from '../../../../schemas/map-shares';
import type { TMultiPolygon } from '../../../../schemas/orders/coverage';
import type { MapLine } from '../../components/map/geometry';
import type { MapPoint } from '../../components/map/map-view';
import { de } from '../../i18n/de';
import { formatDate } from '../format';

/**
 * What the page a link opens draws (issue 13 point 3): fields as filled areas with their outline, tracks
 * as lines, markers as points. Pure: the shared map in, the map's layers out. The shared map carries no
 * ids, so the layers are numbered.
 */

const t = de.sharedMapPage;

/** A closed GeoJSON ring ([lng, lat]) of a drawn outline or hole. */
const ringOf = (shape: TSharedMap['fields'][number]['shape']): [number, number][] => {
  const ring = shape.map(({ lat, lng }): [number, number] => [lng, lat]);
  const [first] = ring;
  return first ? [...ring, first] : ring;
};

export const sharedMapLayers = (shared: TSharedMap) => {
  const areas: TMultiPolygon = {
    type: 'MultiPolygon',
    coordinates: shared.fields.map((field) => [ringOf(field.shape), ...field.holes.map(ringOf)]),
  };
  const outlines: MapLine[] = shared.fields.map((field, index) => ({
    id: `field-${index}`,
    positions: [...field.shape, ...field.shape.slice(0, 1)],
    color: field.color,
  }));
  const tracks: MapLine[] = shared.tracks.map((track, index) => ({
    id: `track-${index}`,
    positions: track.shape,
    color: track.color,
  }));
  const points: MapPoint[] = shared.markers.map((marker, index) => ({
    id: `marker-${index}`,
    position: { lat: marker.lat, lng: marker.lng },
    label: marker.label || t.unnamed,
    className: 'shared-marker',
  }));
  return { areas, lines: [...outlines, ...tracks], points };
};

/**
 * The last day a link holds, as 'TT.MM.JJJJ': it expires at the midnight that ends that day, so the
 * moment before its expiry names it.
 */
export const validUntilText = (expiresAt: string): string =>
  formatDate(new Date(Date.parse(expiresAt) - 1).toISOString());
