import type { FeatureCollection, Point } from 'geojson';
import { GeoJSONSource, type MapLibreMap } from 'maplibre-gl';
import type { DirectionArrow } from './direction-arrows';

/** The arrows' source and layer id. */
export const DIRECTION_ARROWS_SOURCE = 'direction-arrows';
const SOURCE = DIRECTION_ARROWS_SOURCE;
const IMAGE = 'direction-arrow';
const SIZE = 21;

/**
 * An arrow pointing north as RGBA pixels (white-edged dark blue triangle): drawn here, so the map needs no
 * sprite sheet or font (the base style has neither), and rotated per arrow by its bearing.
 */
export const arrowPixels = (size = SIZE): Uint8Array => {
  const data = new Uint8Array(size * size * 4);
  const middle = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    // The triangle widens from the tip (top row) to the base (bottom row).
    const halfWidth = (y / (size - 1)) * middle;
    for (let x = 0; x < size; x++) {
      const distance = Math.abs(x - middle);
      if (distance > halfWidth) continue;
      const edge = distance > halfWidth - 2 || y > size - 3;
      data.set(edge ? [255, 255, 255, 255] : [4, 50, 120, 255], (y * size + x) * 4);
    }
  }
  return data;
};

const collection = (arrows: readonly DirectionArrow[]): FeatureCollection<Point, { bearing: number }> => ({
  type: 'FeatureCollection',
  features: arrows.map(({ position, bearing }) => ({
    type: 'Feature',
    properties: { bearing },
    geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
  })),
});

/** Shows the arrows on the map (adding its layer the first time); a later call replaces them. */
export const showDirectionArrows = (map: MapLibreMap, arrows: readonly DirectionArrow[]): void => {
  const source = map.getSource(SOURCE);
  if (source instanceof GeoJSONSource) {
    source.setData(collection(arrows));
    return;
  }
  if (!map.hasImage(IMAGE)) map.addImage(IMAGE, { width: SIZE, height: SIZE, data: arrowPixels() });
  map.addSource(SOURCE, { type: 'geojson', data: collection(arrows) });
  map.addLayer({
    id: SOURCE,
    type: 'symbol',
    source: SOURCE,
    layout: {
      'icon-image': IMAGE,
      'icon-rotate': ['get', 'bearing'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
    },
  });
};
