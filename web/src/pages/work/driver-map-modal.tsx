import './driver-map.css';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import type { TDrivingMap } from '../../../../schemas/orders/driving-map';
import { errorText } from '../../api/api-error';
import { useDrivingMap } from '../../api/driving';
import { directionArrows } from '../../components/map/direction-arrows';
import { type MapPoint, MapView } from '../../components/map/map-view';
import { de } from '../../i18n/de';
import { driverMapLines, driverMapPoints, fieldAreas } from './driver-map-layers';
import { type OwnPosition, useOwnPosition } from './use-own-position';

const texts = de.driverMap;
/** Close enough to see the lanes of a field around the driver. */
const CENTER_ZOOM = 16;

const hectares = (areaHa: number) => areaHa.toLocaleString('de-DE', { maximumFractionDigits: 2 });

const PositionHint = ({ own }: { own: OwnPosition }) => {
  if (own.kind === 'known') return null;
  const text = own.kind === 'waiting' ? texts.waiting : own.kind === 'denied' ? texts.denied : texts.unavailable;
  return (
    <Alert type={own.kind === 'waiting' ? 'info' : 'warning'} data-testid={`driver-map-position-${own.kind}`}>
      {text}
    </Alert>
  );
};

const DriverMap = ({ structures }: { structures: TDrivingMap }) => {
  const own = useOwnPosition();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const lines = useMemo(() => driverMapLines(structures), [structures]);
  const areas = useMemo(() => fieldAreas(structures), [structures]);
  const structurePoints = useMemo(
    () => driverMapPoints(structures, { marker: texts.marker, loadingPoint: texts.loadingPoint }),
    [structures],
  );
  const position = own.kind === 'known' ? own.position : null;
  // The dot keeps its id, so the map moves it instead of placing a new one on every fix.
  const points = useMemo<MapPoint[]>(
    () =>
      position
        ? [
            ...structurePoints,
            { id: 'own-position', position, label: texts.ownPosition, className: 'driver-map-position' },
          ]
        : structurePoints,
    [structurePoints, position],
  );
  const arrows = useMemo(() => directionArrows(structures.tracks), [structures]);
  const empty = structures.fields.length + structures.tracks.length + structures.markers.length === 0;

  return (
    <SpaceBetween size="s">
      <PositionHint own={own} />
      {empty && <Alert type="info">{texts.noStructures}</Alert>}
      <Button
        iconName="location-pin"
        disabled={!position || !map}
        onClick={() => position && map?.easeTo({ center: position, zoom: Math.max(map.getZoom(), CENTER_ZOOM) })}
        data-testid="driver-map-center"
      >
        {texts.centerOnMe}
      </Button>
      <MapView
        testId="driver-map"
        height="60vh"
        points={points}
        lines={lines}
        areas={areas}
        closestZoom={CENTER_ZOOM}
        onMap={setMap}
        arrows={arrows}
      />
      <Box variant="small">{texts.legend}</Box>
      {structures.fields.length > 0 && (
        <SpaceBetween size="xxs">
          <Box variant="h4">{texts.fields}</Box>
          {structures.fields.map((field) => (
            <div key={field.id} data-testid={`driver-map-field-${field.id}`}>
              {texts.fieldRow(field.name, hectares(field.areaHa))}
            </div>
          ))}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
};

/**
 * 'Karte' of an order on Meine Aufträge (issue 13 point 4): the order's fields, tracks (arrows where the
 * direction is given), markers and loading points, the driver's own track so far, and the driver as a
 * blue dot that follows the device's position, full width on the phone.
 */
export const DriverMapModal = ({
  orderId,
  orderName,
  onClose,
}: {
  orderId: string;
  orderName: string;
  onClose: () => void;
}) => {
  const structures = useDrivingMap(orderId);
  return (
    <Modal
      visible
      size="max"
      onDismiss={onClose}
      header={texts.title(orderName)}
      closeAriaLabel={texts.close}
      data-testid="driver-map-dialog"
    >
      {structures.data ? (
        <DriverMap structures={structures.data} />
      ) : structures.error ? (
        <Alert type="error">{errorText(structures.error)}</Alert>
      ) : (
        <Spinner size="large" />
      )}
    </Modal>
  );
};
