import type { TVertex } from '../../../../schemas/map-tracks';
import { ZTrackInput } from '../../../../schemas/map-tracks';
import { useCustomers } from '../../api/customers';
import { type CreateTrackBody, useCreateTrack } from '../../api/map-tracks';
import { shapeOfLine } from '../../components/map/drawing';
import { MapEditor } from '../../components/map/map-editor';
import { StructureFormFrame } from '../../components/structure-frames';
import { FieldFrame } from '../../forms/field-frame';
import { SelectField, TextField, ToggleField } from '../../forms/fields';
import { useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { ColorField } from '../masterdata/form-fields';

const t = de.tracksPage;

type TrackFormValues = {
  name: string;
  customerId: string | null;
  color: string;
  directionEnabled: boolean;
  shape: TVertex[];
};

const EMPTY: TrackFormValues = { name: '', customerId: null, color: '#2e7d32', directionEnabled: false, shape: [] };

/** A new track: its fields and its line drawn on the map (the server computes the length). */
export const TrackCreateForm = ({ onDone }: { onDone: (message: string | null) => void }) => {
  const form = useSchemaForm<TrackFormValues, typeof ZTrackInput>({ schema: ZTrackInput, defaultValues: EMPTY });
  const create = useCreateTrack();
  const customers = useCustomers();
  const customerOptions = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));
  const shapeError = form.formState.errors.shape?.message;

  const save = async (body: CreateTrackBody) => {
    await create.mutateAsync(body);
    onDone(t.created);
  };

  return (
    <StructureFormFrame
      form={form}
      title={t.createTitle}
      testId="track-form"
      saveTestId="track-save"
      saving={create.isPending}
      onCancel={() => onDone(null)}
      onSave={save}
    >
      <TextField<TrackFormValues> name="name" label={t.name} />
      <SelectField<TrackFormValues>
        name="customerId"
        label={t.customer}
        options={customerOptions}
        nullable
        noneLabel={t.noCustomer}
        loading={customers.isLoading}
      />
      <ColorField />
      <ToggleField<TrackFormValues> name="directionEnabled" label={t.direction} />
      <FieldFrame<TrackFormValues> name="shape" label={t.shape} error={shapeError} required>
        <MapEditor
          kind="linestring"
          initial={null}
          testId="track-editor"
          height="420px"
          onChange={(geometry) =>
            form.setValue('shape', geometry?.type === 'LineString' ? shapeOfLine(geometry) : [], {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      </FieldFrame>
    </StructureFormFrame>
  );
};
