import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { GeoJSONStoreGeometries } from 'terra-draw';
import { type TField, ZFieldChange, ZFieldInput } from '../../../../schemas/map-fields';
import { useChangeField, useCreateField } from '../../api/map-fields';
import type { MapStructureSide } from '../../api/map-structures';
import { fieldOfPolygon, polygonOfField } from '../../components/map/field-shape';
import { MapEditor } from '../../components/map/map-editor';
import { StructureFormFrame } from '../../components/map/structure-form-frame';
import { FieldFrame } from '../../forms/field-frame';
import { SelectField, TextField } from '../../forms/fields';
import { showServerFailure, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { ColorField } from '../masterdata/form-fields';
import { type FieldFormValues, fieldBody, valuesOfField } from './field-values';

const t = de.fieldsPage;

export type FieldFormProps = {
  side: MapStructureSide;
  /** The field to change (attributes, outline, holes) on its version; none for a new one. */
  field: TField | null;
  /** Customers to choose from (the office); the farmer's fields are his own and name none. */
  customerOptions: { value: string; label: string }[] | null;
  /** The shapes around (other fields, tracks) the editor snaps to. */
  around: readonly GeoJSONStoreGeometries[];
  onDone: (message: string | null) => void;
};

/**
 * A field drawn and described: name, customer, crop, crop before, colour, note, and its outline with
 * holes on the map. A new one is created; an existing one is changed on the version it was loaded in
 * (a newer version is refused with the conflict text). The server computes the area.
 */
export const FieldForm = ({ side, field, customerOptions, around, onDone }: FieldFormProps) => {
  const editing = field !== null;
  const form = useSchemaForm<FieldFormValues, typeof ZFieldInput | typeof ZFieldChange>({
    schema: editing ? ZFieldChange : ZFieldInput,
    defaultValues: valuesOfField(field),
    prepare: (values) => fieldBody(values, field?.version ?? null),
  });
  const create = useCreateField(side);
  const change = useChangeField(side);
  const [initial] = useState(() => (field ? polygonOfField(field) : null));
  const shapeError = form.formState.errors.shape?.message ?? form.formState.errors.holes?.message;

  const save = async (formElement: HTMLFormElement | null) => {
    const values = form.getValues();
    try {
      if (field) await change.mutateAsync({ fieldId: field.id, body: fieldBody(values, field.version) });
      else await create.mutateAsync(fieldBody(values, null));
      onDone(editing ? t.saved : t.created);
    } catch (error) {
      showServerFailure(form, error, formElement);
    }
  };

  return (
    <StructureFormFrame
      form={form}
      kind="field"
      title={field ? t.editTitle(field.name) : t.createTitle}
      saving={create.isPending || change.isPending}
      onSave={(_data, formElement) => save(formElement)}
      onCancel={() => onDone(null)}
    >
      <TextField<FieldFormValues> name="name" label={t.name} />
      {customerOptions && (
        <SelectField<FieldFormValues>
          name="customerId"
          label={t.customer}
          options={customerOptions}
          nullable
          noneLabel={t.noCustomer}
        />
      )}
      <TextField<FieldFormValues> name="crop" label={t.crop} />
      <TextField<FieldFormValues> name="cropBefore" label={t.cropBefore} />
      <ColorField />
      <TextField<FieldFormValues> name="other" label={t.other} />
      <FieldFrame<FieldFormValues> name="shape" label={t.shape} error={shapeError} required>
        <SpaceBetween size="xs">
          <MapEditor
            kind="polygon"
            initial={initial}
            snapTo={around}
            testId="field-editor"
            height="420px"
            onChange={(geometry) => {
              const outline = geometry?.type === 'Polygon' ? fieldOfPolygon(geometry) : { shape: [], holes: [] };
              const validate = { shouldValidate: form.formState.isSubmitted };
              form.setValue('shape', outline.shape, validate);
              form.setValue('holes', outline.holes, validate);
            }}
          />
          <Box variant="small">{t.areaNote}</Box>
        </SpaceBetween>
      </FieldFrame>
    </StructureFormFrame>
  );
};
