import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import type { TTrack, TVertex } from '../../../../schemas/map-tracks';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { useChangeTrack, useTracks } from '../../api/map-tracks';
import { lengthText, lineOfShape, shapeOfLine } from '../../components/map/drawing';
import type { MapLine } from '../../components/map/geometry';
import { MapEditor } from '../../components/map/map-editor';
import { MapView } from '../../components/map/map-view';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { StructurePageFrame } from '../../components/structure-frames';
import { de } from '../../i18n/de';
import { masterdataPageTitles } from '../../i18n/de/masterdata-pages';
import { TrackCreateForm } from './track-form';

const t = de.tracksPage;

type Editing = { kind: 'new' } | { kind: 'shape'; track: TTrack } | null;

/** A track's new shape, saved on the version it was drawn on (a newer version refuses it). */
const ShapeEditor = ({ track, onDone }: { track: TTrack; onDone: (message: string | null) => void }) => {
  const [shape, setShape] = useState<TVertex[]>(track.shape);
  const change = useChangeTrack();
  const [initial] = useState(() => lineOfShape(track.shape));
  return (
    <Container header={<Header variant="h2">{t.shapeTitle(track.name)}</Header>}>
      <SpaceBetween size="m">
        {change.isError && <Alert type="error">{errorText(change.error)}</Alert>}
        <MapEditor
          kind="linestring"
          initial={initial}
          testId="track-shape-editor"
          height="420px"
          onChange={(geometry) => setShape(geometry?.type === 'LineString' ? shapeOfLine(geometry) : [])}
        />
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => onDone(null)}>{de.common.cancel}</Button>
          <Button
            variant="primary"
            loading={change.isPending}
            disabled={shape.length < 2}
            data-testid="track-shape-save"
            onClick={() =>
              change.mutate(
                { trackId: track.id, body: { version: track.version, shape } },
                { onSuccess: () => onDone(de.common.saved) },
              )
            }
          >
            {de.common.save}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
};

/**
 * Stammdaten > Strecken: the company's tracks on the map and in a table (length, customer), a new one
 * drawn on the map, a track's shape edited, a track archived.
 */
export const TracksPage = () => {
  const tracks = useTracks();
  const customers = useCustomers();
  const change = useChangeTrack();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const customerNames = useMemo(
    () => new Map((customers.data ?? []).map((customer) => [customer.id, customer.displayName ?? customer.name])),
    [customers.data],
  );
  const items = tracks.data ?? [];
  const lines = useMemo(
    (): MapLine[] => items.map((track) => ({ id: track.id, positions: track.shape, color: track.color })),
    [items],
  );
  const done = (message: string | null) => {
    setEditing(null);
    setNotice(message);
  };
  const archive = (track: TTrack) =>
    change.mutate(
      { trackId: track.id, body: { version: track.version, archived: true } },
      { onSuccess: () => setNotice(t.archived) },
    );

  return (
    <StructurePageFrame
      title={masterdataPageTitles.tracks}
      createText={t.create}
      createTestId="track-create"
      editing={editing !== null}
      onCreate={() => setEditing({ kind: 'new' })}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      failure={tracks.error ?? change.error}
    >
      {editing?.kind === 'new' && <TrackCreateForm onDone={done} />}
      {editing?.kind === 'shape' && <ShapeEditor track={editing.track} onDone={done} />}
      {editing === null && (
        <>
          <MapView testId="tracks-map" height="360px" lines={lines} closestZoom={15} />
          <ResponsiveTable
            data-testid="tracks-table"
            loading={tracks.isLoading}
            loadingText={de.common.loading}
            items={items}
            trackBy="id"
            header={<Header counter={`(${items.length})`}>{t.count(items.length)}</Header>}
            empty={<Box textAlign="center">{t.empty}</Box>}
            wrapLines
            columnDefinitions={[
              { id: 'name', header: t.name, cell: (track) => track.name || t.unnamed },
              { id: 'length', header: t.length, cell: (track) => lengthText(track.length), phone: 'half' },
              {
                id: 'customer',
                header: t.customer,
                phone: 'half',
                cell: (track) => (track.customerId ? (customerNames.get(track.customerId) ?? '–') : '–'),
              },
              {
                id: 'actions',
                header: t.actions,
                cell: (track) => (
                  <SpaceBetween direction="horizontal" size="xxs">
                    <Button variant="inline-link" onClick={() => setEditing({ kind: 'shape', track })}>
                      {t.editShape}
                    </Button>
                    <Button variant="inline-link" onClick={() => archive(track)} disabled={change.isPending}>
                      {t.archive}
                    </Button>
                  </SpaceBetween>
                ),
              },
            ]}
          />
        </>
      )}
    </StructurePageFrame>
  );
};
