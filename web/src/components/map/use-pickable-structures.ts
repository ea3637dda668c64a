import { useMemo } from 'react';
import { type MapStructureSide, useMapFields, useMapTracks } from '../../api/map-structures';
import { de } from '../../i18n/de';
import {
  type PickableStructure,
  pickableStructures,
  pickedSteps,
  pickedStructures,
  type StructurePick,
  stepKey,
} from './structure-selection';

const texts = de.structurePicker;

/** A structure's name, or what stands for a structure drawn without one. */
export const structureName = (item: PickableStructure): string => item.name || texts.unnamed;

/**
 * The fields and tracks of one side (shared reads of web/src/api/map-structures.ts) and which of them the
 * pick holds, in its order.
 */
export const usePickableStructures = (side: MapStructureSide, pick: StructurePick, enabled = true) => {
  const fields = useMapFields(side, enabled);
  const tracks = useMapTracks(side, enabled);
  const all = useMemo(() => pickableStructures(fields.data ?? [], tracks.data ?? []), [fields.data, tracks.data]);
  const picked = useMemo(() => pickedStructures(pick, all), [pick, all]);
  const pickedKeys = useMemo(() => new Set(pickedSteps(pick).map(stepKey)), [pick]);
  return {
    all,
    picked,
    pickedKeys,
    loading: fields.isPending || tracks.isPending,
    error: fields.error ?? tracks.error,
  };
};
