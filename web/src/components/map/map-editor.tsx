import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type GeoJSONStoreFeatures,
  type GeoJSONStoreGeometries,
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawModeUndoRedo,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  TerraDrawSessionUndoRedo,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { de } from '../../i18n/de';
import { measureOf, measureText, verticesOf } from './drawing';
import { MapView } from './map-view';

/** What the editor draws: a line (tracks), a polygon (fields) or a point (markers). */
export type DrawKind = 'linestring' | 'polygon' | 'point';

export type MapEditorProps = {
  kind: DrawKind;
  /** The shape to edit; null to draw a new one. Read when the map loads. */
  initial: GeoJSONStoreGeometries | null;
  /** Every change of the drawn shape, while drawing too; null when there is none (yet). */
  onChange: (geometry: GeoJSONStoreGeometries | null) => void;
  testId: string;
  height: string;
};

const EDIT = 'select';
const DRAW_COLOR = '#d9480f';

const hints: Record<DrawKind, string> = {
  linestring: de.map.editor.hintLine,
  polygon: de.map.editor.hintPolygon,
  point: de.map.editor.hintPoint,
};

/** Every kind editable the same way: vertices dragged, new ones pulled out of midpoints, none deleted by mistake. */
const editFlags = {
  feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } },
};

const createDraw = (map: MapLibreMap) =>
  new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawLineStringMode({ styles: { lineStringColor: DRAW_COLOR, lineStringWidth: 4 } }),
      new TerraDrawPolygonMode({ styles: { fillColor: DRAW_COLOR, outlineColor: DRAW_COLOR } }),
      new TerraDrawPointMode({ styles: { pointColor: DRAW_COLOR } }),
      new TerraDrawSelectMode({ flags: { linestring: editFlags, polygon: editFlags, point: editFlags } }),
    ],
    // Undo within a drawing (the last vertex) and across the session (the last change of a finished shape).
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
  });

/** The drawn shape of the kind: the editor keeps one. */
const drawnOf = (draw: TerraDraw, kind: DrawKind): GeoJSONStoreFeatures | undefined =>
  draw.getSnapshot().find((feature) => feature.properties.mode === kind);

/**
 * The map editor (terra-draw on the app's MapView, so the map's setup stays in one place): draws one shape
 * of a kind, lets its vertices be dragged, undoes the last vertex or change, and shows what the shape
 * measures while it is drawn (length of a line, area of a polygon). Touch works: terra-draw handles
 * pointer events. Its buttons never submit a form around it (formAction none): it sits inside forms.
 */
export const MapEditor = ({ kind, initial, onChange, testId, height }: MapEditorProps) => {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const [measure, setMeasure] = useState('');
  const [canUndo, setCanUndo] = useState(false);
  const [drawing, setDrawing] = useState(initial === null);
  // The first fit shows the shape to edit (computed once: the map fits only once anyway).
  const [fitTo] = useState(() => (initial ? verticesOf(initial) : []));
  // Read when the map loads or the shape changes: new props are no reason to start terra-draw again.
  const latest = useRef({ kind, initial, onChange });
  latest.current = { kind, initial, onChange };

  const onMap = useCallback((map: MapLibreMap | null) => {
    if (!map) return setDraw(null);
    const created = createDraw(map);
    created.start();
    const { kind: startKind, initial: startShape } = latest.current;
    if (startShape) {
      const [added] = created.addFeatures([{ type: 'Feature', geometry: startShape, properties: { mode: startKind } }]);
      created.setMode(EDIT);
      // Selected from the start: its vertices can be dragged without finding the shape first.
      if (added?.valid && added.id !== undefined) created.selectFeature(added.id);
    } else created.setMode(startKind);
    setDraw(created);
  }, []);

  useEffect(() => {
    if (!draw) return;
    const report = () => {
      const feature = drawnOf(draw, latest.current.kind);
      setMeasure(feature ? measureText(measureOf(feature.geometry)) : '');
      setCanUndo(draw.canUndo());
      latest.current.onChange(feature ? feature.geometry : null);
    };
    draw.on('change', report);
    draw.on('history', () => setCanUndo(draw.canUndo()));
    draw.on('finish', (id) => {
      // A finished shape is edited next: its vertices can be dragged straight away.
      draw.setMode(EDIT);
      draw.selectFeature(id);
      setDrawing(false);
      report();
    });
    report();
    return () => draw.stop();
  }, [draw]);

  const startOver = () => {
    if (!draw) return;
    draw.clear();
    draw.setMode(kind);
    setDrawing(true);
    setMeasure('');
    onChange(null);
  };
  const edit = () => {
    const feature = draw && drawnOf(draw, kind);
    if (!draw || !feature) return;
    draw.setMode(EDIT);
    draw.selectFeature(feature.id ?? '');
  };

  return (
    <SpaceBetween size="xs">
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <Button formAction="none" onClick={startOver} disabled={!draw} data-testid={`${testId}-clear`}>
          {de.map.editor.clear}
        </Button>
        <Button formAction="none" onClick={edit} disabled={!draw || drawing} data-testid={`${testId}-edit`}>
          {de.map.editor.edit}
        </Button>
        <Button formAction="none" onClick={() => draw?.undo()} disabled={!canUndo} data-testid={`${testId}-undo`}>
          {de.map.editor.undo}
        </Button>
        <Box variant="strong" data-testid={`${testId}-measure`} aria-live="polite">
          {measure && `${de.map.editor.measure}: ${measure}`}
        </Box>
      </SpaceBetween>
      {drawing && <Box variant="small">{hints[kind]}</Box>}
      <MapView testId={testId} height={height} onMap={onMap} fitTo={fitTo} closestZoom={16} />
    </SpaceBetween>
  );
};
