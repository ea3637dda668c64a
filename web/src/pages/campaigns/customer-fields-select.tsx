import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import { useMapFields } from '../../api/map-structures';
import { campaignTexts as texts } from '../../i18n/de/campaigns';

type Props = {
  customerId: string;
  value: string[];
  onChange: (fieldIds: string[]) => void;
  error?: string | undefined;
  testId: string;
};

/** The fields of the chosen customer (the office's map), several of them. */
export const CustomerFieldsSelect = ({ customerId, value, onChange, error, testId }: Props) => {
  const fields = useMapFields({ kind: 'office' });
  const options = (fields.data ?? [])
    .filter((field) => customerId !== '' && field.customerId === customerId)
    .map((field) => ({ value: field.id, label: field.name }));
  return (
    <FormField label={texts.fields} errorText={error}>
      <Multiselect
        data-testid={testId}
        selectedOptions={options.filter((option) => value.includes(option.value))}
        onChange={({ detail }) => onChange(detail.selectedOptions.flatMap((option) => option.value ?? []))}
        options={options}
        statusType={fields.isPending ? 'loading' : 'finished'}
        empty={texts.noFields}
        disabled={customerId === ''}
        ariaLabel={texts.fields}
      />
    </FormField>
  );
};
