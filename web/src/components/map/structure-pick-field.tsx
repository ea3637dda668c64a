import { useMemo } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { MapStructureSide } from '../../api/map-structures';
import { FieldFrame } from '../../forms/field-frame';
import { de } from '../../i18n/de';
import { StructurePicker } from './structure-picker';
import type { StructurePick } from './structure-selection';

const texts = de.structurePicker;
const pickNames = ['fieldIds', 'trackIds', 'mapStructuresSequence', 'isMapStructuresSequenceEnabled'] as const;

/** The first message of the pick's values or their entries ('fieldIds.2'). */
const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(firstMessage).find(Boolean);
};

/**
 * The picker as a field of a form whose values carry a pick under the API's names (fieldIds, trackIds,
 * mapStructuresSequence, isMapStructuresSequenceEnabled): the order form and the farmer's request form.
 */
export const StructurePickField = ({
  side,
  customerIds,
  testId,
}: {
  side: MapStructureSide;
  customerIds?: readonly string[] | null;
  testId: string;
}) => {
  const { control, setValue } = useFormContext<StructurePick>();
  const [fieldIds, trackIds, mapStructuresSequence, isMapStructuresSequenceEnabled] = useWatch({
    control,
    name: pickNames,
  });
  const { errors } = useFormState({ control, name: pickNames });
  const value = useMemo(
    () => ({ fieldIds, trackIds, mapStructuresSequence, isMapStructuresSequenceEnabled }),
    [fieldIds, trackIds, mapStructuresSequence, isMapStructuresSequenceEnabled],
  );
  const onChange = (next: StructurePick) => {
    const dirty = { shouldDirty: true };
    setValue('fieldIds', next.fieldIds, dirty);
    setValue('trackIds', next.trackIds, dirty);
    setValue('mapStructuresSequence', next.mapStructuresSequence, dirty);
    setValue('isMapStructuresSequenceEnabled', next.isMapStructuresSequenceEnabled, dirty);
  };
  const error = pickNames.map((name) => firstMessage(get(errors, name))).find(Boolean);
  return (
    <FieldFrame<StructurePick>
      name="fieldIds"
      label={texts.label}
      constraint={de.common.optional}
      stretch
      testId={testId}
      error={error}
    >
      <StructurePicker side={side} value={value} onChange={onChange} customerIds={customerIds} testId={testId} />
    </FieldFrame>
  );
};
