import ColumnLayout from '@cloudscape-design/components/column-layout';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { TextField } from '../form-fields';

const t = masterdataTexts.fields;

/** Street, zip and city of a partner (supplier, gas station, machine ring, loading point). */
export const AddressFields = () => (
  <ColumnLayout columns={3}>
    <TextField name="addressStreet" label={t.street} />
    <TextField name="addressZip" label={t.zip} kind="zip" />
    <TextField name="addressCity" label={t.city} />
  </ColumnLayout>
);

export const addressText = (record: { addressStreet?: string; addressZip?: string; addressCity?: string }) =>
  [record.addressStreet, [record.addressZip, record.addressCity].filter(Boolean).join(' ')].filter(Boolean).join(', ');
