import Button from '@cloudscape-design/components/button';
import { useEffect, useMemo } from 'react';
import { formatPosition, parsePosition } from '../../../../schemas/kernel/coordinates';
import type { TMapMarker } from '../../../../schemas/map-markers';
import { markerRepresentations, markerTypes } from '../../../../schemas/map-structures';
import { useChangeMarker, useCreateMarker } from '../../api/map-markers';
import { PointEditor } from '../../components/map/point-editor';
import { usePointOnMap } from '../../components/map/point-on-map';
import { StructureFormFrame } from '../../components/map/structure-form-frame';
import { SelectField, TextField } from '../../forms/fields';
import { showServerFailure, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { ColorField } from '../masterdata/form-fields';
import { useCustomerOptions } from '../masterdata/kinds/price-agreement-parts';
import {
  type MarkerFormOutput,
  type MarkerFormValues,
  markerChangeOf,
  markerFormSchema,
  markerValuesOf,
  newMarkerValues,
} from './marker-form-schema';
import { markerLooks, markerName, markerTypeLabel, positionOfText } from './marker-map';

const t = de.markersPage;

const typeOptions = markerTypes.map((type) => ({ value: type, label: markerTypeLabel(type) }));
const representationOptions = markerRepresentations.map((value) => ({ value, label: t.representations[value] }));

/**
 * A marker set or changed: type, label, customer, colour, and its position by a tap on the map (or a drag
 * of the point) or typed in either representation. 'Auf der Karte zeigen' moves the point to a typed
 * position, and the representation it was typed in becomes the marker's (it is shown as entered).
 */
export const MarkerForm = ({
  marker,
  onDone,
}: {
  marker: TMapMarker | null;
  onDone: (message: string | null) => void;
}) => {
  const known = useMemo(() => (marker ? { lat: marker.lat, lng: marker.lng } : null), [marker]);
  const schema = useMemo(() => markerFormSchema(known), [known]);
  const form = useSchemaForm<MarkerFormValues, typeof schema>({
    schema,
    defaultValues: marker ? markerValuesOf(marker) : newMarkerValues(),
  });
  const create = useCreateMarker();
  const change = useChangeMarker();
  const customerOptions = useCustomerOptions();
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const position = positionOfText(values.position ?? '', known);
      // The position shown in the representation chosen.
      if (name === 'preferredRepresentation' && position && values.preferredRepresentation)
        form.setValue('position', formatPosition(position, values.preferredRepresentation));
      // A new marker takes its type's colour until a colour is chosen.
      if (name === 'type' && values.type && known === null && !form.getFieldState('color').isDirty)
        form.setValue('color', markerLooks[values.type].color);
    });
    return () => subscription.unsubscribe();
  }, [form, known]);

  // The point on the map: a tap or drag shows its position in the representation chosen.
  const point = usePointOnMap(known, (position) => {
    const shown = formatPosition(position, form.getValues('preferredRepresentation'));
    if (shown !== form.getValues('position'))
      form.setValue('position', shown, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  });

  const typedIn = () => {
    const text = form.getValues('position');
    const parsed = parsePosition(text);
    if (!parsed.ok) return;
    if (form.getValues('preferredRepresentation') !== parsed.representation)
      form.setValue('preferredRepresentation', parsed.representation);
    point.moveTo(positionOfText(text, known) ?? parsed.position);
  };

  const save = async (values: MarkerFormOutput) => {
    if (marker) await change.mutateAsync({ markerId: marker.id, body: markerChangeOf(marker, values) });
    else await create.mutateAsync(values);
    onDone(marker ? de.common.saved : t.created);
  };

  return (
    <StructureFormFrame
      form={form}
      title={marker ? t.editTitle(markerName(marker)) : t.createTitle}
      kind="marker"
      saving={create.isPending || change.isPending}
      onCancel={() => onDone(null)}
      onSave={(values, formElement) =>
        save(values).catch((error: unknown) => showServerFailure(form, error, formElement))
      }
    >
      <SelectField<MarkerFormValues> name="type" label={t.type} options={typeOptions} />
      <TextField<MarkerFormValues> name="label" label={t.label} emptyAs={null} />
      <SelectField<MarkerFormValues>
        name="customerId"
        label={t.customer}
        options={customerOptions}
        nullable
        noneLabel={t.noCustomer}
      />
      <ColorField />
      <SelectField<MarkerFormValues>
        name="preferredRepresentation"
        label={t.representation}
        options={representationOptions}
      />
      <TextField<MarkerFormValues> name="position" label={t.position} description={t.positionHint} required />
      <Button formAction="none" onClick={typedIn} data-testid="marker-position-show">
        {t.showOnMap}
      </Button>
      <PointEditor point={point} testId="marker-editor" height="360px" />
    </StructureFormFrame>
  );
};
