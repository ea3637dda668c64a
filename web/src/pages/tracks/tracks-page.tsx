import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import type { TTrack, TVertex } from '../../../../schemas/map-tracks';
import { errorText } from '../../api/api-error';
import { useCustomers } from '../../api/customers';
import { useChangeTrack, useTracks } from '../../api/map-tracks';
import { directionArrows } from '../../components/map/direction-arrows';
import { lengthText, lineOfShape, shapeOfLine } from '../../components/map/drawing';
import type { MapLine } from '../../components/map/geometry';
import { MapEditor } from '../../components/map/map-editor';
import { StructureList } from '../../components/map/structure-list';
import { PageHeader } from '../../components/page-header';
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
  const arrows = useMemo(() => directionArrows(items), [items]);
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
    <ContentLayout
      header={
        <PageHeader
          title={masterdataPageTitles.tracks}
          actions={
            editing === null && (
              <Button variant="primary" onClick={() => setEditing({ kind: 'new' })} data-testid="track-create">
                {t.create}
              </Button>
            )
          }
        />
      }
    >
      <SpaceBetween size="m">
        {notice && (
          <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {(tracks.isError || change.isError) && <Alert type="error">{errorText(tracks.error ?? change.error)}</Alert>}
        {editing?.kind === 'new' && <TrackCreateForm onDone={done} />}
        {editing?.kind === 'shape' && <ShapeEditor track={editing.track} onDone={done} />}
        {editing === null && (
          <StructureList
            kind="track"
            items={items}
            loading={tracks.isLoading}
            lines={lines}
            arrows={arrows}
            count={t.count}
            empty={t.empty}
            columns={[
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
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};
