import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FocusEvent, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TLoadingPoint } from '../../../../../schemas/masterdata/partners';
import { MapView } from '../../../components/map/map-view';
import { PointEditor } from '../../../components/map/point-editor';
import { positionOfNumbers, usePointOnMap } from '../../../components/map/point-on-map';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { loadingPointPoint } from '../../markers/marker-map';
import { NumberField } from '../form-fields';

const t = masterdataTexts.fields;

type Values = Record<string, unknown>;

/** The two fields belong together (one position) without a frame of their own. */
const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 };

/**
 * A loading point's position (issue 13 point 3): a tap on the map (or a drag of the point) fills latitude
 * and longitude, and numbers typed there move the point when the fields are left. A point being edited
 * starts where it is.
 */
export const LoadingPointPositionFields = () => {
  const { getValues, setValue, formState } = useFormContext<Values>();
  const [known] = useState(() => positionOfNumbers(getValues('lat'), getValues('lng')));
  const point = usePointOnMap(known, (position) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('lat', position.lat, options);
    setValue('lng', position.lng, options);
  });
  // Leaving the two number fields shows the typed position on the map; moving from one to the other does
  // not (half a position typed is no place to go).
  const typedIn = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const typed = positionOfNumbers(getValues('lat'), getValues('lng'));
    if (typed) point.moveTo(typed);
  };
  return (
    <SpaceBetween size="s">
      <fieldset aria-label={t.position} onBlur={typedIn} style={BARE_FIELDSET}>
        <ColumnLayout columns={2}>
          <NumberField name="lat" label={t.lat} constraint="z. B. 54,4858" />
          <NumberField name="lng" label={t.lng} constraint="z. B. 9,0524" />
        </ColumnLayout>
      </fieldset>
      <PointEditor point={point} testId="loading-point-editor" height="300px" />
    </SpaceBetween>
  );
};

/** The loading point on a small map of its own, on its details page. */
export const LoadingPointMap = ({ record }: { record: TLoadingPoint }) => {
  const points = useMemo(() => [loadingPointPoint(record)], [record]);
  return <MapView testId="loading-point-map" height="240px" points={points} closestZoom={15} />;
};
