import 'maplibre-gl/dist/maplibre-gl.css';
import './map-view.css';
import Alert from '@cloudscape-design/components/alert';
import {
  AttributionControl,
  GeoJSONSource,
  MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { TMultiPolygon } from '../../../../schemas/orders/coverage';
import type { TLatLng } from '../../../../schemas/validation';
import { de } from '../../i18n/de';
import type { DirectionArrow } from './direction-arrows';
import { DIRECTION_ARROWS_SOURCE, showDirectionArrows } from './direction-arrows-layer';
import { type Camera, cameraFor, diffById, linesCollection, type MapLine } from './geometry';
import {
  AREAS_SOURCE,
  areasLayer,
  baseStyle,
  LINE_COLOR,
  LINES_SOURCE,
  linesLayer,
  TILE_ATTRIBUTION,
  TILE_URL,
} from './map-style';

// MapLibre finds its worker next to its own module, which the bundle does not keep: point it at the
// worker file Vite emits (the same file in the browser and in the Capacitor app).
setWorkerUrl(workerUrl);

/** A place to mark: a DOM marker (focusable, named for screen readers) with an optional popup. */
export type MapPoint = {
  id: string;
  position: TLatLng;
  /** The marker's accessible name and hover title. */
  label: string;
  /** An extra class for the marker element (tests and styling find the markers of one kind by it). */
  className?: string;
  /** The popup's content, as DOM nodes: text goes in as text, never as HTML. */
  popup?: () => HTMLElement;
  /** The marker's fill (a marker's own colour); the map's blue without it. */
  color?: string;
  /** A short sign inside the marker (one character) that tells its kind apart without the colour. */
  symbol?: string;
};

export type MapViewProps = {
  points?: readonly MapPoint[];
  lines?: readonly MapLine[];
  /** Worked land filled under the lines (an order's GPS coverage); it does not move the camera. */
  areas?: TMultiPolygon | null;
  testId: string;
  /** The map box's CSS height (the map fills the width). */
  height: string;
  /** The most a fit zooms in (default: a farm's surroundings); a track on one field wants closer. */
  closestZoom?: number;
  /** Positions the first fit includes without drawing them (a shape an editor draws itself). */
  fitTo?: readonly TLatLng[];
  /** The loaded map, for tools drawn on it (the editor); null when it goes. */
  onMap?: (map: MapLibreMap | null) => void;
  /** Arrows along the tracks with a direction (direction-arrows.ts), drawn on the canvas. */
  arrows?: readonly DirectionArrow[];
};

/** Germany as a whole: the view before (or without) anything to show. */
const GERMANY: TLatLng = { lat: 51.16, lng: 10.45 };
const GERMANY_ZOOM = 5;
/** One place, or the most a fit zooms in: close enough to see a farm's surroundings. */
const CLOSE_ZOOM = 12;
const FIT_PADDING = 32;
const NO_POINTS: readonly MapPoint[] = [];
const NO_LINES: readonly MapLine[] = [];
const NO_POSITIONS: readonly TLatLng[] = [];
const NO_AREAS: TMultiPolygon = { type: 'MultiPolygon', coordinates: [] };
const NO_ARROWS: readonly DirectionArrow[] = [];

const show = (map: MapLibreMap, camera: Camera, closestZoom: number) => {
  if (camera.kind === 'bounds')
    map.fitBounds(camera.bounds, { padding: FIT_PADDING, maxZoom: closestZoom, animate: false });
  else if (camera.kind === 'center') map.jumpTo({ center: camera.center, zoom: closestZoom });
};

/** A fit needs the map's size: the box can be 0 px wide at first (a grid column before layout). */
const showWhenSized = (map: MapLibreMap, pending: { current: Camera | null }, closestZoom: number) => {
  const camera = pending.current;
  const container = map.getContainer();
  if (!camera || container.clientWidth === 0 || container.clientHeight === 0) return;
  pending.current = null;
  map.resize();
  show(map, camera, closestZoom);
};

/**
 * Gives a marker the point's place, name (its element is a button for assistive technology: MapLibre makes
 * it focusable and opens the popup on Enter/Space) and popup.
 */
const describeMarker = (marker: Marker, point: MapPoint): Marker => {
  const element = marker.getElement();
  element.setAttribute('aria-label', point.label);
  element.title = point.label;
  element.style.backgroundColor = point.color ?? '';
  element.textContent = point.symbol ?? '';
  marker.setLngLat(point.position);
  const popup = marker.getPopup();
  if (!point.popup) marker.setPopup(null);
  else if (popup) popup.setDOMContent(point.popup());
  // Only once on the map: MapLibre's addTo drops the Enter/Space handler that setPopup attaches.
  else marker.setPopup(new Popup({ offset: 14, maxWidth: '280px' }).setDOMContent(point.popup()));
  return marker;
};

/**
 * The app's one map (MapLibre GL): raster tiles over a plain background, our points as DOM markers with
 * popups, our lines as a GeoJSON layer. Without a tile server the background and our layers still show.
 * It fits to what it shows once; later changes (live updates) keep the user's zoom and position.
 */
export const MapView = ({
  points = NO_POINTS,
  lines = NO_LINES,
  areas = null,
  testId,
  height,
  closestZoom = CLOSE_ZOOM,
  onMap,
  fitTo = NO_POSITIONS,
  arrows = NO_ARROWS,
}: MapViewProps) => {
  // Read when the map fits, which is not a reason to build the map again.
  const closestZoomRef = useRef(closestZoom);
  closestZoomRef.current = closestZoom;
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const pendingCameraRef = useRef<Camera | null>(null);
  // The latest listener, read when the map comes or goes (a new callback is no reason to rebuild the map).
  const onMapRef = useRef(onMap);
  onMapRef.current = onMap;
  const fittedRef = useRef(false);
  // Markers by point id, kept across updates: a live change moves a marker instead of rebuilding all
  // (which would close an open popup and drop the keyboard focus).
  const markersRef = useRef(new Map<string, Marker>());

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        style: baseStyle({ url: TILE_URL, attribution: TILE_ATTRIBUTION }),
        center: GERMANY,
        zoom: GERMANY_ZOOM,
        attributionControl: false,
        locale: de.map.controls,
        // North stays up: a field map turned by a stray two-finger gesture only confuses.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch {
      // No WebGL (an old browser, a locked-down device): say so instead of an empty box.
      setUnavailable(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    created.on('error', (event) => {
      // Tiles that do not load (offline, no tile server) are expected: the background shows instead.
      if ('sourceId' in event && event.sourceId === 'tiles') return;
      console.error(event.error);
    });
    created.on('load', () => {
      created.addSource(AREAS_SOURCE, { type: 'geojson', data: NO_AREAS });
      created.addLayer(areasLayer);
      created.addSource(LINES_SOURCE, { type: 'geojson', data: linesCollection([], LINE_COLOR) });
      created.addLayer(linesLayer);
      container.dataset.mapReady = 'true';
      setMap(created);
      onMapRef.current?.(created);
    });
    const resize = new ResizeObserver(() => showWhenSized(created, pendingCameraRef, closestZoomRef.current));
    resize.observe(container);
    return () => {
      resize.disconnect();
      onMapRef.current?.(null);
      setMap(null);
      created.remove();
      // Its markers went with it (a remount starts from none).
      markersRef.current.clear();
      delete container.dataset.mapReady;
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const markers = markersRef.current;
    const { added, kept, removed } = diffById(markers.keys(), points);
    for (const id of removed) {
      markers.get(id)?.remove();
      markers.delete(id);
    }
    for (const point of kept) {
      const marker = markers.get(point.id);
      if (marker) describeMarker(marker, point);
    }
    for (const point of added) {
      const element = document.createElement('div');
      element.classList.add('lohnwerk-map-point', ...(point.className ? [point.className] : []));
      element.setAttribute('role', 'button');
      const marker = new Marker({ element }).setLngLat(point.position).addTo(map);
      markers.set(point.id, describeMarker(marker, point));
    }
  }, [map, points]);

  useEffect(() => {
    const source = map?.getSource(LINES_SOURCE);
    if (source instanceof GeoJSONSource) source.setData(linesCollection(lines, LINE_COLOR));
  }, [map, lines]);

  useEffect(() => {
    // A map without arrows gets no arrow layer; one that had them is emptied.
    if (map && (arrows.length > 0 || map.getSource(DIRECTION_ARROWS_SOURCE))) showDirectionArrows(map, arrows);
  }, [map, arrows]);

  useEffect(() => {
    const source = map?.getSource(AREAS_SOURCE);
    if (source instanceof GeoJSONSource) source.setData(areas ?? NO_AREAS);
  }, [map, areas]);

  useEffect(() => {
    if (!map || fittedRef.current) return;
    const camera = cameraFor([
      ...points.map((point) => point.position),
      ...lines.flatMap((line) => line.positions),
      ...fitTo,
    ]);
    if (camera.kind === 'none') return;
    fittedRef.current = true;
    pendingCameraRef.current = camera;
    showWhenSized(map, pendingCameraRef, closestZoomRef.current);
  }, [map, points, lines, fitTo]);

  if (unavailable)
    return (
      <Alert type="info" data-testid={`${testId}-unavailable`}>
        {de.map.unavailable}
      </Alert>
    );
  return (
    <div
      ref={containerRef}
      className="lohnwerk-map"
      data-testid={testId}
      // The arrows are drawn on the canvas: their count is stated for tests and tools that read the page.
      data-direction-arrows={arrows.length}
      // isolation: MapLibre's markers and controls stack inside the map, never over the sticky header.
      style={{ height, minHeight: 320, width: '100%', borderRadius: 16, overflow: 'hidden', isolation: 'isolate' }}
    />
  );
};
