import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GeoJSONStoreGeometries, TerraDraw } from 'terra-draw';
import { de } from '../../i18n/de';
import { measureOf, measureText, verticesOf } from './drawing';
import {
  addInitial,
  createDraw,
  type DrawKind,
  drawnOf,
  EDIT,
  HOLE,
  holeFitsDrawn,
  removeDrawn,
  reportedShape,
  showContext,
} from './editor-draw';
import { MapView } from './map-view';
import { type ViewBox, viewBoxOf } from './view-box';

export type { DrawKind } from './editor-draw';

export type MapEditorProps = {
  kind: DrawKind;
  /** The shape to edit; null to draw a new one. Read when the map loads. A polygon's inner rings are holes. */
  initial: GeoJSONStoreGeometries | null;
  /** Every change of the drawn shape, while drawing too; null when there is none (yet). */
  onChange: (geometry: GeoJSONStoreGeometries | null) => void;
  testId: string;
  height: string;
  /** The shapes around (other fields, tracks): shown faintly; new vertices snap to their vertices and edges. */
  snapTo?: readonly GeoJSONStoreGeometries[];
  /** What the map shows, after it loads and after every pan or zoom (null: more than fields are asked for). */
  onView?: (view: ViewBox | null) => void;
};

const hints: Record<DrawKind, string> = {
  linestring: de.map.editor.hintLine,
  polygon: de.map.editor.hintPolygon,
  point: de.map.editor.hintPoint,
};

const NOTHING_AROUND: readonly GeoJSONStoreGeometries[] = [];

/** What the editor is doing: drawing the shape, drawing a hole into it, or editing what is drawn. */
type Phase = 'drawing' | 'hole' | 'editing';

/**
 * The map editor (terra-draw on the app's MapView, so the map's setup stays in one place): draws one shape
 * of a kind, lets its vertices be dragged, undoes the last vertex or change, and shows what the shape
 * measures while it is drawn (length of a line, area of a polygon less its holes). A polygon takes holes
 * ('Aussparung zeichnen'): terra-draw has none, so each is a polygon of its own, kept when it lies inside.
 * New vertices snap to the shapes around. Touch works: terra-draw handles pointer events, and the buttons
 * grow on touch screens. Its buttons never submit a form around it (formAction none): it sits inside forms.
 */
export const MapEditor = ({
  kind,
  initial,
  onChange,
  testId,
  height,
  snapTo = NOTHING_AROUND,
  onView,
}: MapEditorProps) => {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const [measure, setMeasure] = useState('');
  const [canUndo, setCanUndo] = useState(false);
  const [phase, setPhase] = useState<Phase>(initial === null ? 'drawing' : 'editing');
  const [holeRefused, setHoleRefused] = useState(false);
  // The first fit shows the shape to edit, or the shapes around a new one (the map fits only once).
  const [initialVertices] = useState(() => (initial ? verticesOf(initial) : null));
  const fitTo = useMemo(() => initialVertices ?? snapTo.flatMap(verticesOf), [initialVertices, snapTo]);
  // Read when the map loads or the shape changes: new props are no reason to start terra-draw again.
  const latest = useRef({ kind, initial, onChange, onView });
  latest.current = { kind, initial, onChange, onView };

  const onMap = useCallback((map: MapLibreMap | null) => {
    if (!map) return setDraw(null);
    const reportView = () => {
      const bounds = map.getBounds();
      latest.current.onView?.(
        viewBoxOf({
          south: bounds.getSouth(),
          north: bounds.getNorth(),
          west: bounds.getWest(),
          east: bounds.getEast(),
        }),
      );
    };
    reportView();
    map.on('moveend', reportView);
    const created = createDraw(map);
    created.start();
    const { kind: startKind, initial: startShape } = latest.current;
    if (startShape) {
      const added = addInitial(created, startKind, startShape);
      created.setMode(EDIT);
      // Selected from the start: its vertices can be dragged without finding the shape first.
      if (added?.valid && added.id !== undefined) created.selectFeature(added.id);
    } else created.setMode(startKind);
    setDraw(created);
  }, []);

  useEffect(() => {
    if (draw) showContext(draw, snapTo);
  }, [draw, snapTo]);

  useEffect(() => {
    if (!draw) return;
    const report = () => {
      const shape = reportedShape(draw, latest.current.kind);
      setMeasure(shape ? measureText(measureOf(shape)) : '');
      setCanUndo(draw.canUndo());
      latest.current.onChange(shape);
    };
    draw.on('change', report);
    draw.on('history', () => setCanUndo(draw.canUndo()));
    draw.on('finish', (id, context) => {
      // A hole must lie inside the field (and apart from the other holes): one that does not is dropped.
      const refused = context.mode === HOLE && context.action === 'draw' && !holeFitsDrawn(draw, id);
      if (refused) draw.removeFeatures([id]);
      setHoleRefused(refused);
      // A finished shape is edited next: its vertices can be dragged straight away.
      draw.setMode(EDIT);
      const selected = refused ? drawnOf(draw, latest.current.kind)?.id : id;
      if (selected !== undefined) draw.selectFeature(selected);
      setPhase('editing');
      report();
    });
    report();
    return () => draw.stop();
  }, [draw]);

  const startOver = () => {
    if (!draw) return;
    // Leaving the mode first ends a drawing in progress; the shapes around stay.
    draw.setMode(EDIT);
    removeDrawn(draw, kind);
    draw.setMode(kind);
    setPhase('drawing');
    setHoleRefused(false);
    setMeasure('');
    onChange(null);
  };
  const edit = () => {
    const feature = draw && drawnOf(draw, kind);
    if (!draw || !feature) return;
    draw.setMode(EDIT);
    draw.selectFeature(feature.id ?? '');
  };
  const drawHole = () => {
    if (!draw) return;
    draw.setMode(HOLE);
    setPhase('hole');
    setHoleRefused(false);
  };

  return (
    <SpaceBetween size="xs">
      <div className="lohnwerk-map-editor-tools">
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button formAction="none" onClick={startOver} disabled={!draw} data-testid={`${testId}-clear`}>
            {de.map.editor.clear}
          </Button>
          <Button
            formAction="none"
            onClick={edit}
            disabled={!draw || phase !== 'editing'}
            data-testid={`${testId}-edit`}
          >
            {de.map.editor.edit}
          </Button>
          {kind === 'polygon' && (
            <Button
              formAction="none"
              onClick={drawHole}
              disabled={!draw || phase !== 'editing'}
              data-testid={`${testId}-hole`}
            >
              {de.map.editor.hole}
            </Button>
          )}
          <Button formAction="none" onClick={() => draw?.undo()} disabled={!canUndo} data-testid={`${testId}-undo`}>
            {de.map.editor.undo}
          </Button>
          <Box variant="strong" data-testid={`${testId}-measure`} aria-live="polite">
            {measure && `${de.map.editor.measure}: ${measure}`}
          </Box>
        </SpaceBetween>
      </div>
      {phase === 'drawing' && <Box variant="small">{hints[kind]}</Box>}
      {phase === 'hole' && <Box variant="small">{de.map.editor.hintHole}</Box>}
      {holeRefused && (
        <Box variant="small" color="text-status-error" data-testid={`${testId}-hole-refused`}>
          {de.map.editor.holeOutside}
        </Box>
      )}
      <div data-testid={`${testId}-around`} data-shapes-around={snapTo.length}>
        <MapView testId={testId} height={height} onMap={onMap} fitTo={fitTo} closestZoom={16} />
      </div>
    </SpaceBetween>
  );
};
