import './structure-picker.css';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { MapLibreMap } from 'maplibre-gl';
import { type ReactNode, useMemo, useState } from 'react';
import { errorText } from '../../api/api-error';
import { type MapStructureSide, useMapMarkers } from '../../api/map-structures';
import { de } from '../../i18n/de';
import { lengthText } from './drawing';
import { MapView } from './map-view';
import { useStructureLayers } from './structure-layers';
import {
  hectaresText,
  markerPoints,
  movePicked,
  offeredStructures,
  type PickableStructure,
  pickedLabelPoints,
  pickedSteps,
  pickedTotals,
  type StructurePick,
  sizeText,
  stepKey,
  togglePicked,
} from './structure-selection';
import { structureName, usePickableStructures } from './use-pickable-structures';

const texts = de.structurePicker;
/** Fields lie close together: the map may come close enough to tell neighbours apart. */
const FIELD_ZOOM = 16;

/** What the picked structures measure together, as German text. */
const totalText = (picked: readonly PickableStructure[]): string => {
  const { areaHa, lengthM } = pickedTotals(picked);
  const area = hectaresText(areaHa);
  return picked.some((item) => item.kind === 'track') ? texts.total(area, lengthText(lengthM)) : texts.totalArea(area);
};

const kindName = (item: PickableStructure) => (item.kind === 'field' ? texts.field : texts.track);

/** A titled list beside the map, or what stands for it when it is empty. */
const ListSection = ({
  title,
  emptyText,
  empty,
  children,
}: {
  title: string;
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}) => (
  <SpaceBetween size="xs">
    <Box variant="awsui-key-label">{title}</Box>
    {empty ? <Box color="text-body-secondary">{emptyText}</Box> : children}
  </SpaceBetween>
);

/** The keyboard way to pick: every offered structure as a checkbox with its kind and size. */
const OfferedList = ({
  offered,
  pickedKeys,
  onToggle,
  testId,
}: {
  offered: readonly PickableStructure[];
  pickedKeys: ReadonlySet<string>;
  onToggle: (item: PickableStructure) => void;
  testId: string;
}) => (
  <ListSection title={texts.offered} emptyText={texts.nothingOffered} empty={offered.length === 0}>
    <ul className="lohnwerk-structure-list" data-testid={`${testId}-offered`}>
      {offered.map((item) => (
        <li key={stepKey(item)}>
          <Checkbox
            checked={pickedKeys.has(stepKey(item))}
            onChange={() => onToggle(item)}
            description={`${kindName(item)} · ${sizeText(item)}`}
          >
            {structureName(item)}
          </Checkbox>
        </li>
      ))}
    </ul>
  </ListSection>
);

/** The pick in its order: numbered with up/down when the sequence counts, each removable; the total below. */
const PickedList = ({
  picked,
  sequenced,
  onMove,
  onRemove,
  testId,
}: {
  picked: readonly PickableStructure[];
  sequenced: boolean;
  onMove: (index: number, offset: -1 | 1) => void;
  onRemove: (item: PickableStructure) => void;
  testId: string;
}) => (
  <ListSection title={texts.picked} emptyText={texts.nothingPicked} empty={picked.length === 0}>
    <ol className="lohnwerk-structure-list" data-testid={`${testId}-picked`}>
      {picked.map((item, index) => {
        const name = structureName(item);
        return (
          <li key={stepKey(item)} className="lohnwerk-structure-row">
            <span className="lohnwerk-structure-name">
              {sequenced ? `${index + 1}. ` : ''}
              {name} <Box variant="small">{`${kindName(item)} · ${sizeText(item)}`}</Box>
            </span>
            {sequenced && (
              <>
                <Button
                  variant="icon"
                  iconName="angle-up"
                  formAction="none"
                  disabled={index === 0}
                  ariaLabel={texts.moveUp(name)}
                  onClick={() => onMove(index, -1)}
                />
                <Button
                  variant="icon"
                  iconName="angle-down"
                  formAction="none"
                  disabled={index === picked.length - 1}
                  ariaLabel={texts.moveDown(name)}
                  onClick={() => onMove(index, 1)}
                />
              </>
            )}
            <Button
              variant="icon"
              iconName="close"
              formAction="none"
              ariaLabel={texts.remove(name)}
              onClick={() => onRemove(item)}
            />
          </li>
        );
      })}
    </ol>
    <Box data-testid={`${testId}-total`}>{totalText(picked)}</Box>
  </ListSection>
);

/**
 * Picks fields and tracks for an order or a request (issue 13 point 4): the side's structures on the map
 * (its markers too, for orientation), a tap toggles one (picked ones drawn stronger, named with their size); beside the map (below it on a
 * phone) the same as checkboxes for the keyboard, and the pick with its total, removable one by one and,
 * when worked in sequence, numbered and moved up or down.
 */
export const StructurePicker = ({
  side,
  value,
  onChange,
  customerIds = null,
  testId,
}: {
  side: MapStructureSide;
  value: StructurePick;
  onChange: (pick: StructurePick) => void;
  /** Offer the structures of these customers (and the company's own); null or none for all. */
  customerIds?: readonly string[] | null;
  testId: string;
}) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const { all, picked, pickedKeys, loading, error } = usePickableStructures(side, value);
  const offered = useMemo(() => offeredStructures(all, customerIds, pickedSteps(value)), [all, customerIds, value]);
  const sequenced = value.isMapStructuresSequenceEnabled;
  const markers = useMapMarkers(side);
  const points = useMemo(
    () => [
      ...markerPoints(markers.data ?? [], customerIds, texts.marker),
      ...pickedLabelPoints(picked, sequenced, structureName),
    ],
    [markers.data, customerIds, picked, sequenced],
  );
  const fitTo = useMemo(() => offered.flatMap((item) => item.shape), [offered]);
  const toggle = (item: Pick<PickableStructure, 'kind' | 'id'>) =>
    onChange(togglePicked(value, { kind: item.kind, id: item.id }));
  useStructureLayers(map, offered, pickedKeys, toggle);

  if (error) return <Alert type="error">{errorText(error)}</Alert>;
  if (loading) return <Spinner />;
  return (
    <SpaceBetween size="s">
      <Box color="text-body-secondary">{texts.hint}</Box>
      <MapView
        points={points}
        fitTo={fitTo}
        onMap={setMap}
        testId={`${testId}-map`}
        height="320px"
        closestZoom={FIELD_ZOOM}
      />
      <ColumnLayout columns={2}>
        <OfferedList offered={offered} pickedKeys={pickedKeys} onToggle={toggle} testId={testId} />
        <PickedList
          picked={picked}
          sequenced={sequenced}
          onMove={(index, offset) => onChange(movePicked(value, index, offset))}
          onRemove={toggle}
          testId={testId}
        />
      </ColumnLayout>
      <Checkbox
        checked={sequenced}
        onChange={({ detail }) => onChange({ ...value, isMapStructuresSequenceEnabled: detail.checked })}
        description={texts.sequenceHint}
        data-testid={`${testId}-sequence`}
      >
        {texts.sequence}
      </Checkbox>
    </SpaceBetween>
  );
};
