import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import type { TCreatedMapShare } from '../../../../schemas/map-shares';
import { ZMapShareInput } from '../../../../schemas/map-shares';
import { useCustomers } from '../../api/customers';
import { type CreateMapShareBody, useCreateMapShare } from '../../api/map-shares';
import { useMapFields, useMapMarkers, useMapTracks } from '../../api/map-structures';
import { CheckboxField, MultiselectField, SelectField, TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';

const t = de.mapSharesPage;
const OFFICE = { kind: 'office' } as const;

type MapShareFormValues = {
  customerId: string | null;
  label: string;
  validUntil: string | null;
  everything: boolean;
  fieldIds: string[];
  trackIds: string[];
  markerIds: string[];
};

const EMPTY: MapShareFormValues = {
  customerId: null,
  label: '',
  validUntil: null,
  everything: true,
  fieldIds: [],
  trackIds: [],
  markerIds: [],
};

/** The form's values as the API takes them: all the customer's structures, or the chosen ones. */
const bodyOf = ({ everything, fieldIds, trackIds, markerIds, customerId, ...rest }: MapShareFormValues) => ({
  ...rest,
  customerId: customerId ?? '',
  selection: everything ? null : { fieldIds, trackIds, markerIds },
});

/** A new link: whose structures (all, or chosen on the customer's lists), a label and the last valid day. */
export const MapShareCreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreatedMapShare) => void;
  onCancel: () => void;
}) => {
  const form = useSchemaForm<MapShareFormValues, typeof ZMapShareInput>({
    schema: ZMapShareInput,
    prepare: bodyOf,
    defaultValues: EMPTY,
  });
  const create = useCreateMapShare();
  const customers = useCustomers();
  const fields = useMapFields(OFFICE);
  const tracks = useMapTracks(OFFICE);
  const markers = useMapMarkers(OFFICE);
  const customerId = form.watch('customerId');
  const everything = form.watch('everything');
  const options = useMemo(() => {
    const ofCustomer = <T extends { id: string; customerId: string | null }>(
      items: T[] | undefined,
      name: (item: T) => string,
    ) =>
      (items ?? [])
        .filter((item) => item.customerId === customerId)
        .map((item) => ({ value: item.id, label: name(item) }));
    return {
      fields: ofCustomer(fields.data, (field) => field.name),
      tracks: ofCustomer(tracks.data, (track) => track.name),
      markers: ofCustomer(markers.data, (marker) => marker.label ?? ''),
    };
  }, [customerId, fields.data, tracks.data, markers.data]);
  const customerOptions = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));

  const save = async (body: CreateMapShareBody, formElement: HTMLFormElement | null) => {
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      showServerFailure(form, error, formElement);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-testid="map-share-form"
        onSubmit={(event) => {
          const formElement = event.currentTarget;
          submitWith(form, (body) => save(body, formElement))(event);
        }}
      >
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={onCancel}>
                {de.common.cancel}
              </Button>
              <Button variant="primary" loading={create.isPending} data-testid="map-share-save">
                {t.create}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            <SelectField<MapShareFormValues>
              name="customerId"
              label={t.customer}
              options={customerOptions}
              loading={customers.isLoading}
              required
            />
            <TextField<MapShareFormValues> name="label" label={t.label} constraint={t.labelHint} required />
            <DateField<MapShareFormValues> name="validUntil" label={t.validUntil} constraint={t.validUntilHint} />
            <CheckboxField<MapShareFormValues> name="everything" label={t.everything} />
            {!everything && (
              <>
                <MultiselectField<MapShareFormValues> name="fieldIds" label={t.fields} options={options.fields} />
                <MultiselectField<MapShareFormValues> name="trackIds" label={t.tracks} options={options.tracks} />
                <MultiselectField<MapShareFormValues> name="markerIds" label={t.markers} options={options.markers} />
              </>
            )}
          </SpaceBetween>
        </Form>
      </form>
    </FormProvider>
  );
};
