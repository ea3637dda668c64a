import type { TSharedMap } from '../../../../schemas/map-shares';
import { areasOfFields } from '../../components/map/field-shape';
import type { MapLine } from '../../components/map/geometry';
import type { MapPoint } from '../../components/map/map-view';
import { de } from '../../i18n/de';

/**
 * What the page a link opens draws (issue 13 point 3): fields as filled areas with their outline, tracks
 * as lines, markers as points. Pure: the shared map in, the map's layers out. The shared map carries no
 * ids, so the layers are numbered.
 */

const t = de.sharedMapPage;

export const sharedMapLayers = (shared: TSharedMap) => {
  const areas = areasOfFields(shared.fields);
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

export { validUntilText } from '../../components/share-links/valid-until';
