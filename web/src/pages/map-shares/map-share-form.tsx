import { useMemo } from 'react';
import type { TCreatedMapShare } from '../../../../schemas/map-shares';
import { ZMapShareInput } from '../../../../schemas/map-shares';
import { useCreateMapShare } from '../../api/map-shares';
import { useMapFields, useMapMarkers, useMapTracks } from '../../api/map-structures';
import { ShareLinkCreateForm, type ShareLinkFormValues } from '../../components/share-links/share-link-form';
import { CheckboxField, MultiselectField } from '../../forms/fields';
import { useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';

const t = de.mapSharesPage;
const OFFICE = { kind: 'office' } as const;

type MapShareFormValues = ShareLinkFormValues & {
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
  return (
    <ShareLinkCreateForm form={form} testId="map-share" create={create} onCreated={onCreated} onCancel={onCancel}>
      <CheckboxField<MapShareFormValues> name="everything" label={t.everything} />
      {!everything && (
        <>
          <MultiselectField<MapShareFormValues> name="fieldIds" label={t.fields} options={options.fields} />
          <MultiselectField<MapShareFormValues> name="trackIds" label={t.tracks} options={options.tracks} />
          <MultiselectField<MapShareFormValues> name="markerIds" label={t.markers} options={options.markers} />
        </>
      )}
    </ShareLinkCreateForm>
  );
};
