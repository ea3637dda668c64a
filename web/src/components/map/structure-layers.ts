import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';
import { GeoJSONSource, type MapLibreMap, type MapMouseEvent, type PointLike } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { TLatLng } from '../../../../schemas/validation';
import { AREAS_SOURCE } from './map-style';
import { type PickableStructure, type PickedStep, stepKey } from './structure-selection';

/**
 * Fields (areas) and tracks (lines) of the map structures as layers of a MapView's map, below its own
 * layers (an order's coverage and GPS track stay on top). Picked ones are drawn stronger; a tap on one
 * is reported (the picker toggles it).
 */
export const STRUCTURES_SOURCE = 'lohnwerk-structures';
export const STRUCTURE_FILL_LAYER = 'lohnwerk-structure-fill';
export const STRUCTURE_LINE_LAYER = 'lohnwerk-structure-line';

type Properties = { key: string; kind: 'field' | 'track'; id: string; color: string; picked: boolean };

const coordinate = ({ lat, lng }: TLatLng): [number, number] => [lng, lat];

/** A field's outline as a closed GeoJSON ring. */
const ring = (shape: readonly TLatLng[]): [number, number][] => {
  const first = shape[0];
  return first ? [...shape.map(coordinate), coordinate(first)] : [];
};

/** The structures as one GeoJSON collection: fields as polygons, tracks as lines, each marked picked or not. */
export const structuresCollection = (
  structures: readonly PickableStructure[],
  picked: ReadonlySet<string>,
): FeatureCollection<Polygon | LineString, Properties> => ({
  type: 'FeatureCollection',
  features: structures
    .filter((item) => item.shape.length >= (item.kind === 'field' ? 3 : 2))
    .map((item): Feature<Polygon | LineString, Properties> => {
      const key = stepKey(item);
      const properties = { key, kind: item.kind, id: item.id, color: item.color, picked: picked.has(key) };
      return item.kind === 'field'
        ? { type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [ring(item.shape)] } }
        : { type: 'Feature', properties, geometry: { type: 'LineString', coordinates: item.shape.map(coordinate) } };
    }),
});

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Adds the source and the two layers once, under the map's coverage layer when it has one. */
const addLayers = (map: MapLibreMap) => {
  if (map.getSource(STRUCTURES_SOURCE)) return;
  map.addSource(STRUCTURES_SOURCE, { type: 'geojson', data: EMPTY });
  const below = map.getLayer(AREAS_SOURCE) ? AREAS_SOURCE : undefined;
  map.addLayer(
    {
      id: STRUCTURE_FILL_LAYER,
      type: 'fill',
      source: STRUCTURES_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': ['get', 'color'], 'fill-opacity': ['case', ['get', 'picked'], 0.45, 0.12] },
    },
    below,
  );
  map.addLayer(
    {
      id: STRUCTURE_LINE_LAYER,
      type: 'line',
      source: STRUCTURES_SOURCE,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': ['get', 'color'],
        'line-width': ['case', ['get', 'picked'], 5, 2],
        'line-dasharray': ['case', ['get', 'picked'], ['literal', [1, 0]], ['literal', [2, 1]]],
      },
    },
    below,
  );
};

/** How far from a finger a thin track still counts as tapped, in pixels. */
const TAP_TOLERANCE = 8;

/** The step a tap hit: a line near the finger before the field under it (lines lie on top); null for none. */
const tappedStep = (map: MapLibreMap, event: MapMouseEvent): PickedStep | null => {
  const { x, y } = event.point;
  const box: [PointLike, PointLike] = [
    [x - TAP_TOLERANCE, y - TAP_TOLERANCE],
    [x + TAP_TOLERANCE, y + TAP_TOLERANCE],
  ];
  const lines = map.queryRenderedFeatures(box, { layers: [STRUCTURE_LINE_LAYER] });
  // The line layer draws fields' outlines too: an outline near the finger names its field.
  const hit = lines[0] ?? map.queryRenderedFeatures(event.point, { layers: [STRUCTURE_FILL_LAYER] })[0];
  const kind = hit?.properties.kind;
  const id = hit?.properties.id;
  if ((kind !== 'field' && kind !== 'track') || typeof id !== 'string') return null;
  return { kind, id };
};

/**
 * Draws the structures on the map while it is there; with `onTap`, a tap or click on a field or track
 * reports it (the cursor shows it can be tapped).
 */
export const useStructureLayers = (
  map: MapLibreMap | null,
  structures: readonly PickableStructure[],
  picked: ReadonlySet<string>,
  onTap?: (step: PickedStep) => void,
) => {
  // The latest listener, read on a tap (a new callback is no reason to attach the handlers again).
  const onTapRef = useRef(onTap);
  onTapRef.current = onTap;
  const tappable = onTap !== undefined;

  useEffect(() => {
    if (!map) return;
    addLayers(map);
    if (!tappable) return;
    const layers = [STRUCTURE_FILL_LAYER, STRUCTURE_LINE_LAYER];
    // One handler for the map, not one per layer: a track over a field is one tap, not two toggles.
    const tap = (event: MapMouseEvent) => {
      const step = tappedStep(map, event);
      if (step) onTapRef.current?.(step);
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', tap);
    for (const layer of layers) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      map.off('click', tap);
      for (const layer of layers) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
    };
  }, [map, tappable]);

  useEffect(() => {
    const source = map?.getSource(STRUCTURES_SOURCE);
    if (source instanceof GeoJSONSource) source.setData(structuresCollection(structures, picked));
  }, [map, structures, picked]);
};
