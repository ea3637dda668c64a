import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import type { TOrderTrack } from '../../../../schemas/api/tracking';
import type { TOrderCoverage } from '../../../../schemas/orders/coverage';
import type { TOrder } from '../../../../schemas/orders/order';
import { errorText } from '../../api/api-error';
import { useOrderCoverage } from '../../api/orders';
import { useOrderTracks } from '../../api/tracking';
import type { MapLine } from '../../components/map/geometry';
import { MapView } from '../../components/map/map-view';
import { usePickedStructuresOnMap } from '../../components/map/picked-structures-map';
import { de } from '../../i18n/de';
import { formatDecimal } from '../format';

const texts = de.orderRecords;
/** A track lies on a field or two: the map may come close enough to tell the lanes apart. */
const FIELD_ZOOM = 17;

/** Each tracking (a run's) as one line on the map; a tracking without points draws nothing. */
export const trackLines = (tracks: readonly TOrderTrack[]): MapLine[] =>
  tracks
    .filter((track) => track.points.length > 0)
    .map((track) => ({ id: track.id, positions: track.points.map(({ lat, lng }) => ({ lat, lng })) }));

/** The covered area in words: the figure with its width, or why there is none; the fields' caveat. */
export const coverageTexts = (coverage: TOrderCoverage): string[] => {
  if (coverage.areaHa === null || coverage.widthM === null) return [texts.coverageWithoutWidth];
  const figure = texts.coverage(formatDecimal(coverage.areaHa.toFixed(2)), formatDecimal(String(coverage.widthM)));
  return coverage.fieldsKnown ? [figure] : [figure, texts.coverageWithoutFields];
};

const OFFICE = { kind: 'office' } as const;

/**
 * The order's track on the map (application.md §9 'Order tracking'): the lines its drivers recorded,
 * asked again while the order is worked, over the land they covered with its area (issue 13 proof of
 * work), over the order's fields and tracks (issue 13 point 4); without any track, a German hint (and
 * the map of its fields and tracks when it has some).
 */
export const OrderTrack = ({ order }: { order: TOrder }) => {
  const live = order.status === 'IN_PROGRESS';
  const tracks = useOrderTracks(order.id, live);
  const coverage = useOrderCoverage(order.id, live);
  const lines = useMemo(() => trackLines(tracks.data ?? []), [tracks.data]);
  const pointCount = lines.reduce((sum, line) => sum + line.positions.length, 0);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const structures = usePickedStructuresOnMap(map, OFFICE, order);
  const empty = (
    <Box color="text-body-secondary" data-testid="order-track-empty">
      {texts.trackEmpty}
    </Box>
  );
  return (
    <Container header={<Header variant="h2">{texts.track}</Header>}>
      {tracks.error ? (
        <Alert type="error">{errorText(tracks.error)}</Alert>
      ) : !tracks.data ? (
        <Spinner />
      ) : lines.length === 0 && structures.picked.length === 0 ? (
        empty
      ) : (
        <SpaceBetween size="s">
          <MapView
            lines={lines}
            areas={coverage.data?.coverage}
            points={structures.labels}
            fitTo={structures.fitTo}
            onMap={setMap}
            testId="order-track-map"
            height="360px"
            closestZoom={FIELD_ZOOM}
          />
          {lines.length === 0 ? (
            empty
          ) : (
            <Box color="text-body-secondary" data-testid="order-track-summary">
              {texts.trackSummary(lines.length, pointCount)}
            </Box>
          )}
          {coverage.data
            ? coverageTexts(coverage.data).map((text) => (
                <Box key={text} data-testid="order-track-coverage">
                  {text}
                </Box>
              ))
            : null}
        </SpaceBetween>
      )}
    </Container>
  );
};
