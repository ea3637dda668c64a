import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { de } from '../i18n/de';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Optional notes say so below the field. */
  required: boolean;
  testId: string;
};

/** The note asked for when work ends (application.md §4 'Internal work'): on the page and in the logout dialog. */
export const WorkNoteField = ({ value, onChange, error, required, testId }: Props) => (
  <FormField label={de.work.note} constraintText={required ? undefined : de.common.optional} errorText={error}>
    <Textarea
      value={value}
      placeholder={de.work.notePlaceholder}
      onChange={(event) => onChange(event.detail.value)}
      data-testid={testId}
    />
  </FormField>
);
