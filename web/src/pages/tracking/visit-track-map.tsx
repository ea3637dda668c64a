import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import type { TVertex } from '../../../../schemas/map-tracks';
import { errorText } from '../../api/api-error';
import { useTrackings } from '../../api/tracking';
import type { MapLine } from '../../components/map/geometry';
import { MapView } from '../../components/map/map-view';
import { de } from '../../i18n/de';
import { type VisitRow, visitPart } from './visits';

const t = de.visits;
const AREA_COLOR = '#d9480f';

/** One result's track on the map: the searched area's outline and the visit's part of each tracking. */
export const VisitTrackMap = ({ row, area }: { row: VisitRow; area: readonly TVertex[] }) => {
  const trackings = useTrackings(row.visit.trackingIds);
  const loaded = trackings.every((query) => query.data);
  const failed = trackings.find((query) => query.error)?.error;
  const lines = useMemo<MapLine[]>(
    () => [
      { id: 'area', positions: [...area, ...area.slice(0, 1)], color: AREA_COLOR },
      ...trackings.flatMap((query) =>
        query.data ? [{ id: query.data.id, positions: visitPart(query.data.points, row.visit) }] : [],
      ),
    ],
    [trackings, area, row.visit],
  );
  return (
    <Container header={<Header variant="h2">{t.trackTitle(row.employeeName, row.orderName)}</Header>}>
      {loaded ? (
        // A new result is a new map: it fits to that result's track.
        <MapView key={row.id} testId="visits-track" height="420px" lines={lines} closestZoom={17} />
      ) : failed ? (
        <Alert type="error">{errorText(failed)}</Alert>
      ) : (
        <Spinner size="large" />
      )}
    </Container>
  );
};
