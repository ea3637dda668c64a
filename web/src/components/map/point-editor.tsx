import { MapEditor } from './map-editor';
import type { PointOnMap } from './point-on-map';

/** The map editor in point mode for one point placed with usePointOnMap, drawn anew when the point is moved. */
export const PointEditor = ({ point, testId, height }: { point: PointOnMap; testId: string; height: string }) => (
  <MapEditor
    key={point.editorKey}
    kind="point"
    initial={point.initial}
    testId={testId}
    height={height}
    onChange={point.onChange}
  />
);
