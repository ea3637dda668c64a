import type { FillLayerSpecification, LineLayerSpecification, StyleSpecification } from 'maplibre-gl';

/** Raster tiles as the Leaflet map had them; the app never depends on them being reachable. */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap-Mitwirkende</a>';

/** A calm light grey land colour: what shows where no tile has loaded (offline, a blocked tile server). */
export const BACKGROUND_COLOR = '#eef1ec';
export const LINE_COLOR = '#0972d3';

export const LINES_SOURCE = 'lohnwerk-lines';
export const LINES_LAYER = 'lohnwerk-lines';

/**
 * The base style: a plain background layer, the raster tiles over it. Our own layers (lines) are added
 * on top, so with no tile server the map still shows them on the background instead of staying blank.
 * No glyphs or sprites: our layers draw no text or icons, so nothing else has to load.
 */
export const baseStyle = (tiles: { url: string; attribution: string } | null): StyleSpecification => ({
  version: 8,
  sources: tiles
    ? { tiles: { type: 'raster', tiles: [tiles.url], tileSize: 256, maxzoom: 19, attribution: tiles.attribution } }
    : {},
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND_COLOR } },
    ...(tiles ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
  ],
});

/** The line layer of tracks and routes: each feature's own colour, rounded so a GPS track reads smoothly. */
export const linesLayer: LineLayerSpecification = {
  id: LINES_LAYER,
  type: 'line',
  source: LINES_SOURCE,
  layout: { 'line-cap': 'round', 'line-join': 'round' },
  paint: { 'line-color': ['get', 'color'], 'line-width': 4, 'line-opacity': 0.9 },
};

export const AREAS_SOURCE = 'lohnwerk-areas';
export const AREA_COLOR = '#2e7d32';

/** The fill layer of worked areas (an order's GPS coverage): see-through, so the tiles and tracks still read. */
export const areasLayer: FillLayerSpecification = {
  id: AREAS_SOURCE,
  type: 'fill',
  source: AREAS_SOURCE,
  paint: { 'fill-color': AREA_COLOR, 'fill-opacity': 0.35 },
};
