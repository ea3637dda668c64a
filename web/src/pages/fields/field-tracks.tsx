import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useMemo, useState } from 'react';
import { type TField, type TFieldTrack, ZFieldTrackInput } from '../../../../schemas/map-fields';
import type { TVertex } from '../../../../schemas/map-tracks';
import { errorText } from '../../api/api-error';
import {
  type CreateFieldTrackBody,
  useAddFieldTrack,
  useChangeFieldTrack,
  useRemoveFieldTrack,
} from '../../api/map-fields';
import type { MapStructureSide } from '../../api/map-structures';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { directionArrows } from '../../components/map/direction-arrows';
import { lengthText, shapeOfLine } from '../../components/map/drawing';
import { MapEditor } from '../../components/map/map-editor';
import { MapView } from '../../components/map/map-view';
import { StructureFormFrame } from '../../components/map/structure-form-frame';
import { FieldFrame } from '../../forms/field-frame';
import { TextField, ToggleField } from '../../forms/fields';
import { showServerFailure, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { fieldTrackContext, fieldWithTracksLines } from './field-map';

const t = de.fieldsPage;

type FieldTrackFormValues = { name: string; directionEnabled: boolean; shape: TVertex[] };

const EMPTY: FieldTrackFormValues = { name: '', directionEnabled: false, shape: [] };

/** A new track on the field: its name, whether its direction shows, and its line drawn over the field. */
const FieldTrackForm = ({
  side,
  field,
  onDone,
}: {
  side: MapStructureSide;
  field: TField;
  onDone: (message: string | null) => void;
}) => {
  const form = useSchemaForm<FieldTrackFormValues, typeof ZFieldTrackInput>({
    schema: ZFieldTrackInput,
    defaultValues: EMPTY,
  });
  const add = useAddFieldTrack(side);
  // The field as the form opened: the line is drawn against this outline, not one refreshed meanwhile.
  const [around] = useState(() => fieldTrackContext(field));

  const save = async (body: CreateFieldTrackBody, formElement: HTMLFormElement | null) => {
    try {
      await add.mutateAsync({ fieldId: field.id, body });
      onDone(t.trackCreated);
    } catch (error) {
      showServerFailure(form, error, formElement);
    }
  };

  return (
    <StructureFormFrame
      form={form}
      kind="field-track"
      title={t.trackCreateTitle}
      saving={add.isPending}
      onSave={(body, formElement) => save(body, formElement)}
      onCancel={() => onDone(null)}
    >
      <TextField<FieldTrackFormValues> name="name" label={t.trackName} />
      <ToggleField<FieldTrackFormValues> name="directionEnabled" label={t.trackDirection} />
      <FieldFrame<FieldTrackFormValues>
        name="shape"
        label={t.trackLine}
        error={form.formState.errors.shape?.message}
        required
      >
        <SpaceBetween size="xs">
          <MapEditor
            kind="linestring"
            initial={null}
            snapTo={around}
            testId="field-track-editor"
            height="420px"
            onChange={(geometry) =>
              form.setValue('shape', geometry?.type === 'LineString' ? shapeOfLine(geometry) : [], {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
          <Box variant="small">{t.trackLineNote}</Box>
        </SpaceBetween>
      </FieldFrame>
    </StructureFormFrame>
  );
};

export type FieldTracksProps = {
  side: MapStructureSide;
  /** The field as the list has it now: refreshed after each saved or deleted track. */
  field: TField;
  onClose: () => void;
};

/**
 * A field's own tracks (issue 13 point 3, services.md §7 /fields/{fieldId}/tracks): each with its name,
 * length and whether its direction shows (switched on and off in the list), all on a map of the field; a new one drawn as a line over the field, one deleted after a
 * confirmation. Each change goes through the field's part routes, which answer the whole field.
 */
export const FieldTracks = ({ side, field, onClose }: FieldTracksProps) => {
  const [drawing, setDrawing] = useState(false);
  const [removing, setRemoving] = useState<TFieldTrack | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useRemoveFieldTrack(side);
  const change = useChangeFieldTrack(side);
  const tracks = field.tracks;
  const lines = useMemo(() => fieldWithTracksLines(field), [field]);
  const arrows = useMemo(() => directionArrows(field.tracks), [field]);
  const error = remove.error ?? change.error;

  if (drawing)
    return (
      <FieldTrackForm
        side={side}
        field={field}
        onDone={(message) => {
          setDrawing(false);
          setNotice(message);
        }}
      />
    );

  const confirmRemove = (track: TFieldTrack) =>
    remove.mutate(
      { fieldId: field.id, trackId: track.id },
      { onSuccess: () => setNotice(t.trackDeleted), onSettled: () => setRemoving(null) },
    );

  return (
    <Container
      data-testid="field-tracks"
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onClose}>{t.back}</Button>
              <Button variant="primary" onClick={() => setDrawing(true)} data-testid="field-track-create">
                {t.trackCreate}
              </Button>
            </SpaceBetween>
          }
        >
          {t.tracksTitle(field.name)}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {notice && (
          <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {error && <Alert type="error">{errorText(error)}</Alert>}
        <MapView testId="field-tracks-map" lines={lines} arrows={arrows} height="260px" closestZoom={16} />
        {tracks.length === 0 && <Box color="text-status-inactive">{t.tracksEmpty}</Box>}
        <SpaceBetween size="xs">
          {tracks.map((track) => (
            <div key={track.id} data-testid="field-track">
              <SpaceBetween direction="horizontal" size="s" alignItems="center">
                <Box fontWeight="bold">{track.name || t.unnamed}</Box>
                <Box>{lengthText(track.length)}</Box>
                <Toggle
                  checked={track.directionEnabled}
                  disabled={change.isPending}
                  onChange={({ detail }) =>
                    change.mutate({
                      params: { fieldId: field.id, trackId: track.id },
                      body: { directionEnabled: detail.checked },
                    })
                  }
                >
                  {t.trackDirection}
                </Toggle>
                <Button variant="inline-link" onClick={() => setRemoving(track)}>
                  {t.trackDelete}
                </Button>
              </SpaceBetween>
            </div>
          ))}
        </SpaceBetween>
      </SpaceBetween>
      <ConfirmDialog
        visible={removing !== null}
        title={t.trackDelete}
        confirmText={t.trackDelete}
        confirmTestId="field-track-delete-confirm"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && confirmRemove(removing)}
      >
        {t.trackDeleteConfirm(removing?.name ?? '')}
      </ConfirmDialog>
    </Container>
  );
};
