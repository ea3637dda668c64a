import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { useChangeMarker, useMapLoadingPoints } from '../../api/map-markers';
import { useMapMarkers } from '../../api/map-structures';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type MapPoint, MapView } from '../../components/map/map-view';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { StructurePageFrame } from '../../components/structure-frames';
import { de } from '../../i18n/de';
import { masterdataPageTitles } from '../../i18n/de/masterdata-pages';
import { useNameLookup } from '../masterdata/names';
import { MarkerForm } from './marker-form';
import { LoadingPointList, loadingPointPopup, MarkerLegend, MarkerSymbol } from './marker-legend';
import {
  loadingPointPoint,
  markerName,
  markerPoint,
  markerPositionText,
  markerTypeLabel,
  otherRepresentation,
} from './marker-map';
import './markers.css';

const t = de.markersPage;
const OFFICE = { kind: 'office' } as const;

type Editing = { kind: 'new' } | { kind: 'marker'; marker: TMapMarker } | null;

/**
 * Stammdaten > Markierungen: the company's markers of every type on the map (a symbol per type, the
 * marker's colour, a legend) with the loading and unloading points of the master data as their own layer;
 * the markers in a table with their position as each prefers it. A marker is set by a tap on the map or by
 * typed coordinates, edited (moved by drag or new coordinates, on its version) and archived after a question.
 */
export const MarkersPage = () => {
  const navigate = useNavigate();
  const markers = useMapMarkers(OFFICE);
  const loadingPoints = useMapLoadingPoints();
  const change = useChangeMarker();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<TMapMarker | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The popups outlive renders; they navigate through the latest function.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const names = useNameLookup({ customers: true });
  const items = markers.data ?? [];
  const points = useMemo(
    (): MapPoint[] => [
      ...(markers.data ?? []).map(markerPoint),
      ...(loadingPoints.data ?? []).map((point) =>
        loadingPointPoint(point, () => loadingPointPopup(point, (path) => navigateRef.current(path))),
      ),
    ],
    [markers.data, loadingPoints.data],
  );
  const done = (message: string | null) => {
    setEditing(null);
    setNotice(message);
  };
  const switchRepresentation = (marker: TMapMarker) =>
    change.mutate({
      markerId: marker.id,
      body: { version: marker.version, preferredRepresentation: otherRepresentation(marker.preferredRepresentation) },
    });
  const archive = (marker: TMapMarker) =>
    change.mutate(
      { markerId: marker.id, body: { version: marker.version, archived: true } },
      {
        onSuccess: () => setNotice(t.archived),
        onSettled: () => setArchiving(null),
      },
    );

  return (
    <StructurePageFrame
      title={masterdataPageTitles.markers}
      createText={t.create}
      createTestId="marker-create"
      editing={editing !== null}
      onCreate={() => setEditing({ kind: 'new' })}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      failure={markers.error ?? change.error}
    >
      {editing?.kind === 'new' && <MarkerForm marker={null} onDone={done} />}
      {editing?.kind === 'marker' && <MarkerForm marker={editing.marker} onDone={done} />}
      {editing === null && (
        <>
          <MapView testId="markers-map" height="360px" points={points} closestZoom={15} />
          <MarkerLegend />
          <ResponsiveTable
            data-testid="markers-table"
            loading={markers.isLoading}
            loadingText={de.common.loading}
            items={items}
            trackBy="id"
            header={<Header counter={`(${items.length})`}>{t.count(items.length)}</Header>}
            empty={<Box textAlign="center">{t.empty}</Box>}
            wrapLines
            columnDefinitions={[
              { id: 'label', header: t.label, cell: (marker) => markerName(marker) },
              {
                id: 'type',
                header: t.type,
                phone: 'half',
                cell: (marker) => (
                  <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
                    <MarkerSymbol type={marker.type} color={marker.color} />
                    <span>{markerTypeLabel(marker.type)}</span>
                  </SpaceBetween>
                ),
              },
              {
                id: 'customer',
                header: t.customer,
                phone: 'half',
                cell: (marker) => (marker.customerId ? names.customers([marker.customerId]) || '–' : '–'),
              },
              {
                id: 'position',
                header: t.position,
                cell: (marker) => <span data-testid="marker-position">{markerPositionText(marker)}</span>,
              },
              {
                id: 'actions',
                header: t.actions,
                cell: (marker) => (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button variant="inline-link" onClick={() => setEditing({ kind: 'marker', marker })}>
                      {t.edit}
                    </Button>
                    <Button
                      variant="inline-link"
                      onClick={() => switchRepresentation(marker)}
                      disabled={change.isPending}
                    >
                      {t.showAs(t.representations[otherRepresentation(marker.preferredRepresentation)])}
                    </Button>
                    <Button variant="inline-link" onClick={() => setArchiving(marker)} disabled={change.isPending}>
                      {t.archive}
                    </Button>
                  </SpaceBetween>
                ),
              },
            ]}
          />
          <LoadingPointList points={loadingPoints.data ?? []} loading={loadingPoints.isLoading} />
        </>
      )}
      <ConfirmDialog
        visible={archiving !== null}
        title={t.archiveTitle}
        confirmText={t.archive}
        onConfirm={() => archiving && archive(archiving)}
        onCancel={() => setArchiving(null)}
        busy={change.isPending}
        confirmTestId="marker-archive-confirm"
      >
        {archiving && t.archiveQuestion(markerName(archiving))}
      </ConfirmDialog>
    </StructurePageFrame>
  );
};
