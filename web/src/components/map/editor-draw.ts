import type { Polygon, Position } from 'geojson';
import type { MapLibreMap } from 'maplibre-gl';
import {
  type GeoJSONStoreFeatures,
  type GeoJSONStoreGeometries,
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawModeUndoRedo,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawRenderMode,
  TerraDrawSelectMode,
  TerraDrawSessionUndoRedo,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { CONTEXT, HOLE, snapping } from './editor-snapping';
import { holeFits } from './field-shape';

/**
 * terra-draw as the map editor uses it: one shape of a kind, holes of a polygon as polygons of their own
 * mode, the other shapes nearby (the company's fields and tracks) shown in a render mode to snap to.
 */

/** What the editor draws: a line (tracks), a polygon (fields) or a point (markers). */
export type DrawKind = 'linestring' | 'polygon' | 'point';

export const EDIT = 'select';
export { HOLE } from './editor-snapping';

const DRAW_COLOR = '#d9480f';
const HOLE_FILL = '#ffffff';
const CONTEXT_COLOR = '#1864ab';

/** Every kind editable the same way: vertices dragged, new ones pulled out of midpoints, none deleted by mistake. */
const editFlags = {
  feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } },
};

export const createDraw = (map: MapLibreMap) =>
  new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawRenderMode({
        modeName: CONTEXT,
        styles: {
          polygonFillColor: CONTEXT_COLOR,
          polygonFillOpacity: 0.08,
          polygonOutlineColor: CONTEXT_COLOR,
          polygonOutlineWidth: 1,
          lineStringColor: CONTEXT_COLOR,
          lineStringWidth: 2,
          pointColor: CONTEXT_COLOR,
        },
      }),
      new TerraDrawLineStringMode({ snapping, styles: { lineStringColor: DRAW_COLOR, lineStringWidth: 4 } }),
      new TerraDrawPolygonMode({ snapping, styles: { fillColor: DRAW_COLOR, outlineColor: DRAW_COLOR } }),
      new TerraDrawPolygonMode({
        modeName: HOLE,
        snapping,
        styles: { fillColor: HOLE_FILL, fillOpacity: 0.85, outlineColor: DRAW_COLOR },
      }),
      new TerraDrawPointMode({ styles: { pointColor: DRAW_COLOR } }),
      new TerraDrawSelectMode({
        flags: { linestring: editFlags, polygon: editFlags, point: editFlags, [HOLE]: editFlags },
      }),
    ],
    // Undo within a drawing (the last vertex) and across the session (the last change of a finished shape).
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
  });

const ofMode = (draw: TerraDraw, mode: string) =>
  draw.getSnapshot().filter((feature) => feature.properties.mode === mode);

/** The drawn shape of the kind: the editor keeps one. */
export const drawnOf = (draw: TerraDraw, kind: DrawKind): GeoJSONStoreFeatures | undefined => ofMode(draw, kind)[0];

const outerRing = (geometry: GeoJSONStoreGeometries): Position[] =>
  geometry.type === 'Polygon' ? (geometry.coordinates[0] ?? []) : [];

/** The holes drawn that fit into the outline (each inside it, apart from the holes before it). */
const fittingHoles = (draw: TerraDraw, outline: Position[]): Position[][] => {
  const kept: Position[][] = [];
  for (const feature of ofMode(draw, HOLE)) {
    const hole = outerRing(feature.geometry);
    if (holeFits(hole, outline, kept)) kept.push(hole);
  }
  return kept;
};

/** What the editor reports: the shape, a polygon with the holes that fit into it as its inner rings. */
export const reportedShape = (draw: TerraDraw, kind: DrawKind): GeoJSONStoreGeometries | null => {
  const feature = drawnOf(draw, kind);
  if (!feature) return null;
  if (feature.geometry.type !== 'Polygon') return feature.geometry;
  const outline = outerRing(feature.geometry);
  const polygon: Polygon = { type: 'Polygon', coordinates: [outline, ...fittingHoles(draw, outline)] };
  return polygon;
};

/** Whether the hole with the id fits into the drawn polygon next to the other holes. */
export const holeFitsDrawn = (draw: TerraDraw, holeId: string | number): boolean => {
  const outline = outerRing(drawnOf(draw, 'polygon')?.geometry ?? { type: 'Point', coordinates: [] });
  const holes = ofMode(draw, HOLE);
  const hole = holes.find((feature) => feature.id === holeId);
  const others = holes.filter((feature) => feature.id !== holeId).map((feature) => outerRing(feature.geometry));
  return hole !== undefined && holeFits(outerRing(hole.geometry), outline, others);
};

/** Adds the shape to edit: a polygon's inner rings become holes of their own mode. */
export const addInitial = (draw: TerraDraw, kind: DrawKind, shape: GeoJSONStoreGeometries) => {
  const parts =
    shape.type === 'Polygon'
      ? shape.coordinates.map((ring, index) => ({
          geometry: { type: 'Polygon' as const, coordinates: [ring] },
          mode: index === 0 ? kind : HOLE,
        }))
      : [{ geometry: shape, mode: kind }];
  const added = draw.addFeatures(
    parts.map(({ geometry, mode }) => ({ type: 'Feature', geometry, properties: { mode } })),
  );
  return added[0];
};

/** Removes what was drawn (the shape and its holes), leaving the shapes around. */
export const removeDrawn = (draw: TerraDraw, kind: DrawKind) => {
  const ids = [...ofMode(draw, kind), ...ofMode(draw, HOLE)].flatMap((feature) =>
    feature.id === undefined ? [] : [feature.id],
  );
  draw.removeFeatures(ids);
};

/** Shows the shapes around (replacing the ones shown before): drawn faintly, snapped to, not editable. */
/**
 * The shapes around as terra-draw takes them: it refuses a polygon with holes ('Feature has holes') and
 * shows nothing of it, so each ring of such a polygon becomes a polygon of its own (seen and snapped to).
 */
export const contextShapes = (shapes: readonly GeoJSONStoreGeometries[]): GeoJSONStoreGeometries[] =>
  shapes.flatMap<GeoJSONStoreGeometries>((geometry) =>
    geometry.type === 'Polygon' && geometry.coordinates.length > 1
      ? geometry.coordinates.map((ring) => ({ type: 'Polygon' as const, coordinates: [ring] }))
      : [geometry],
  );

export const showContext = (draw: TerraDraw, shapes: readonly GeoJSONStoreGeometries[]) => {
  const shown = ofMode(draw, CONTEXT).flatMap((feature) => (feature.id === undefined ? [] : [feature.id]));
  if (shown.length > 0) draw.removeFeatures(shown);
  draw.addFeatures(
    contextShapes(shapes).map((geometry) => ({ type: 'Feature', geometry, properties: { mode: CONTEXT } })),
  );
};
