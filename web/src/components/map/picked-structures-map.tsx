import './structure-picker.css';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { errorText } from '../../api/api-error';
import type { MapStructureSide } from '../../api/map-structures';
import { MapView } from './map-view';
import { useStructureLayers } from './structure-layers';
import { pickedLabelPoints, type StructurePick, sizeText, stepKey } from './structure-selection';
import { structureName, usePickableStructures } from './use-pickable-structures';

/** Whether a request or an order names any field or track. */
export const hasPickedStructures = (pick: StructurePick): boolean =>
  pick.fieldIds.length > 0 || pick.trackIds.length > 0;

/**
 * The picked fields and tracks of one side drawn on a MapView (`map` from its onMap), named with their
 * size and numbered when worked in sequence. What an order's map and a request's map share.
 */
export const usePickedStructuresOnMap = (map: MapLibreMap | null, side: MapStructureSide, pick: StructurePick) => {
  const structures = usePickableStructures(side, pick, hasPickedStructures(pick));
  const { picked, pickedKeys } = structures;
  useStructureLayers(map, picked, pickedKeys);
  const sequenced = pick.isMapStructuresSequenceEnabled;
  const labels = useMemo(() => pickedLabelPoints(picked, sequenced, structureName), [picked, sequenced]);
  const fitTo = useMemo(() => picked.flatMap((item) => item.shape), [picked]);
  return { ...structures, labels, fitTo };
};

/**
 * The fields and tracks a request or an order picked, read-only (issue 13 point 4): on a map and as a
 * list in their order. Nothing when it picked none.
 */
export const PickedStructuresMap = ({
  side,
  pick,
  testId,
}: {
  side: MapStructureSide;
  pick: StructurePick;
  testId: string;
}) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const { picked, labels, fitTo, loading, error } = usePickedStructuresOnMap(map, side, pick);
  if (!hasPickedStructures(pick)) return null;
  if (error) return <Alert type="error">{errorText(error)}</Alert>;
  if (loading) return <Spinner />;
  const sequenced = pick.isMapStructuresSequenceEnabled;
  return (
    <SpaceBetween size="s">
      <MapView points={labels} fitTo={fitTo} onMap={setMap} testId={`${testId}-map`} height="300px" closestZoom={16} />
      <ol className="lohnwerk-structure-list" data-testid={`${testId}-list`}>
        {picked.map((item, index) => (
          <li key={stepKey(item)}>
            {sequenced ? `${index + 1}. ` : ''}
            {structureName(item)} <Box variant="small">{sizeText(item)}</Box>
          </li>
        ))}
      </ol>
    </SpaceBetween>
  );
};
