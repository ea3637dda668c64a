import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatPosition } from '../../../../schemas/kernel/coordinates';
import type { TLoadingPoint } from '../../../../schemas/masterdata/partners';
import { pathFor } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { legendEntries, loadingPointType, type MarkerType, markerLooks, markerTypeLabel } from './marker-map';

const t = de.markersPage;

/** A marker's sign as the map shows it (decorative: the type's name stands beside it). */
export const MarkerSymbol = ({
  type,
  color,
  square = false,
}: {
  type: MarkerType;
  color: string;
  square?: boolean;
}) => (
  <span
    className={`marker-symbol${square ? ' marker-symbol--square' : ''}`}
    style={{ backgroundColor: color }}
    aria-hidden="true"
  >
    {markerLooks[type].symbol}
  </span>
);

/** What each symbol on the map stands for. */
export const MarkerLegend = () => (
  <Container header={<Header variant="h3">{t.legend}</Header>} data-testid="markers-legend">
    <ul className="marker-legend">
      {legendEntries().map((entry) => (
        <li key={entry.key}>
          <MarkerSymbol type={entry.type} color={entry.color} square={entry.square} />
          {entry.label}
        </li>
      ))}
    </ul>
  </Container>
);

const detailsPath = (point: TLoadingPoint) => pathFor('loadingPointDetails', { id: point.id });

/** A loading point's popup on the map: its name as an in-app link to its details, and what it is for. */
export const loadingPointPopup = (point: TLoadingPoint, open: (path: string) => void): HTMLElement => {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = detailsPath(point);
  link.textContent = point.name;
  link.addEventListener('click', (event) => {
    // Ctrl/Cmd/middle click keeps the browser's 'open in new tab'.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(detailsPath(point));
  });
  const kind = document.createElement('div');
  kind.textContent = markerTypeLabel(loadingPointType(point));
  box.append(link, kind);
  return box;
};

/** The loading points of the map as a list: name (a link to the details), what it is for, where. */
export const LoadingPointList = ({ points, loading }: { points: readonly TLoadingPoint[]; loading: boolean }) => (
  <Container header={<Header variant="h2">{t.loadingPointsTitle}</Header>} data-testid="markers-loading-points">
    {loading ? (
      <Box>{de.common.loading}</Box>
    ) : points.length === 0 ? (
      <Box color="text-body-secondary">{t.loadingPointsEmpty}</Box>
    ) : (
      <SpaceBetween size="xs">
        {points.map((point) => (
          <SpaceBetween key={point.id} direction="horizontal" size="xs" alignItems="center">
            <MarkerSymbol type={loadingPointType(point)} color={point.color} square />
            <RouterLink href={detailsPath(point)}>{point.name}</RouterLink>
            <Box variant="small">
              {markerTypeLabel(loadingPointType(point))} · {formatPosition(point, 'decimal')}
            </Box>
          </SpaceBetween>
        ))}
      </SpaceBetween>
    )}
  </Container>
);
