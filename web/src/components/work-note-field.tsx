import { TextAreaField } from '../forms/fields';
import { de } from '../i18n/de';

/** The values of a form that ends work: the note (the stop endpoint's input). */
export type WorkNoteValues = { note: string };

/**
 * The note asked for when work ends (application.md §4 'Internal work'): on the page and in the logout
 * dialog, bound to the field `note` of the surrounding form. Optional notes say so below the field.
 */
export const WorkNoteField = ({ required, testId }: { required: boolean; testId: string }) => (
  <TextAreaField<WorkNoteValues>
    name="note"
    label={de.work.note}
    constraint={required ? undefined : de.common.optional}
    placeholder={de.work.notePlaceholder}
    testId={testId}
  />
);
