import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TField } from '../../../../schemas/map-fields';
import { ApiError, errorText } from '../../api/api-error';
import { useChangeField } from '../../api/map-fields';
import { type MapStructureSide, useMapFields, useMapTracks } from '../../api/map-structures';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { directionArrows } from '../../components/map/direction-arrows';
import { areaText } from '../../components/map/drawing';
import type { MapPoint } from '../../components/map/map-view';
import { StructureList } from '../../components/map/structure-list';
import { de } from '../../i18n/de';
import { FieldForm } from './field-form';
import { fieldLines, shapesAround } from './field-map';
import { FieldTracks } from './field-tracks';

const t = de.fieldsPage;
const SQUARE_METRES_PER_HECTARE = 10_000;

/** What replaces the list: a field drawn or changed, or one field's tracks (found anew in every refresh). */
type Editing = { kind: 'new' } | { kind: 'edit'; field: TField } | { kind: 'tracks'; fieldId: string } | null;

export type FieldsViewProps = {
  side: MapStructureSide;
  /** Which of the side's fields to show (the office's customer filter); all when absent. */
  only?: (field: TField) => boolean;
  /** The office's customers: names in the table, choices in the form; null on the farmer's side. */
  customers: { value: string; label: string }[] | null;
  /** Extra points on the map (the customers' positions on the office's side). */
  points?: readonly MapPoint[];
  /** A key that, when it changes, fits the map anew (another customer chosen). */
  mapKey?: string;
  /** Above the map: filters of the page. */
  tools?: ReactNode;
  /** Whether the side may change fields; false shows them read-only with the hint. */
  editable: boolean;
  /** The page that imports fields from a farm program's export, offered beside 'Feld zeichnen'. */
  importHref?: string;
};

/**
 * The fields of one side on the map and in a table (name, customer, area, crop), with a field drawn
 * anew, changed (attributes, outline, holes) on its version, archived after a confirmation (never
 * restored). The office's page and the farmer's page show the same view. A refusal (no edit rights)
 * shows the server's German text and leaves the fields read-only.
 */
export const FieldsView = ({ side, only, customers, points, mapKey, tools, editable, importHref }: FieldsViewProps) => {
  const navigate = useNavigate();
  const fields = useMapFields(side);
  const tracks = useMapTracks(side);
  const change = useChangeField(side);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<TField | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const all = fields.data ?? [];
  const items = useMemo(() => (only ? all.filter(only) : all), [all, only]);
  const lines = useMemo(() => fieldLines(items), [items]);
  const arrows = useMemo(() => directionArrows(items.flatMap((field) => field.tracks)), [items]);
  const customerNames = useMemo(
    () => new Map((customers ?? []).map((customer) => [customer.value, customer.label])),
    [customers],
  );
  const around = useMemo(
    () => shapesAround(all, tracks.data ?? [], editing?.kind === 'edit' ? editing.field.id : null),
    [all, tracks.data, editing],
  );
  const mayEdit = editable && !refused;
  const tracksOf = editing?.kind === 'tracks' ? all.find((field) => field.id === editing.fieldId) : undefined;
  const error = fields.error ?? change.error;

  const done = (message: string | null) => {
    setEditing(null);
    setNotice(message);
  };
  const archive = (field: TField) =>
    change.mutate(
      { fieldId: field.id, body: { version: field.version, archived: true } },
      {
        onSuccess: () => setNotice(t.archived),
        onError: (failure) => setRefused(failure instanceof ApiError && failure.status === 403),
        onSettled: () => setArchiving(null),
      },
    );

  return (
    <SpaceBetween size="m">
      {!mayEdit && (
        <Alert type="info" data-testid="fields-read-only">
          {t.readOnly}
        </Alert>
      )}
      {notice && (
        <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && <Alert type="error">{errorText(error)}</Alert>}
      {editing === null && mayEdit && (
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {importHref && (
              <Button onClick={() => navigate(importHref)} data-testid="field-import">
                {t.importFields}
              </Button>
            )}
            <Button variant="primary" onClick={() => setEditing({ kind: 'new' })} data-testid="field-create">
              {t.create}
            </Button>
          </SpaceBetween>
        </Box>
      )}
      {tracksOf && <FieldTracks side={side} field={tracksOf} onClose={() => setEditing(null)} />}
      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <FieldForm
          key={editing.kind === 'edit' ? editing.field.id : 'new'}
          side={side}
          field={editing.kind === 'edit' ? editing.field : null}
          customerOptions={customers}
          around={around}
          onDone={done}
        />
      )}
      {editing === null && (
        <>
          {tools}
          <StructureList
            kind="field"
            items={items}
            loading={fields.isLoading}
            lines={lines}
            arrows={arrows}
            points={points}
            mapKey={mapKey}
            count={t.count}
            empty={t.empty}
            columns={[
              { id: 'name', header: t.name, cell: (field) => field.name || t.unnamed },
              {
                id: 'area',
                header: t.area,
                phone: 'half',
                cell: (field) => areaText(field.areaHa * SQUARE_METRES_PER_HECTARE),
              },
              ...(customers
                ? [
                    {
                      id: 'customer',
                      header: t.customer,
                      phone: 'half' as const,
                      cell: (field: TField) => (field.customerId ? (customerNames.get(field.customerId) ?? '–') : '–'),
                    },
                  ]
                : []),
              { id: 'crop', header: t.crop, phone: 'half', cell: (field) => field.crop ?? '–' },
              ...(mayEdit
                ? [
                    {
                      id: 'actions',
                      header: t.actions,
                      cell: (field: TField) => (
                        <SpaceBetween direction="horizontal" size="xxs">
                          <Button variant="inline-link" onClick={() => setEditing({ kind: 'edit', field })}>
                            {t.edit}
                          </Button>
                          <Button
                            variant="inline-link"
                            onClick={() => setEditing({ kind: 'tracks', fieldId: field.id })}
                          >
                            {t.tracks}
                          </Button>
                          <Button variant="inline-link" onClick={() => setArchiving(field)}>
                            {t.archive}
                          </Button>
                        </SpaceBetween>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
      <ConfirmDialog
        visible={archiving !== null}
        title={t.archive}
        confirmText={t.archive}
        confirmTestId="field-archive-confirm"
        busy={change.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && archive(archiving)}
      >
        {t.archiveConfirm(archiving?.name ?? '')}
      </ConfirmDialog>
    </SpaceBetween>
  );
};
