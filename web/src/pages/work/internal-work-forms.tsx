import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import type * as z from 'zod';
import { ZStartInternalWork, type ZStopActivity } from '../../../../schemas/api/work';
import { stopInternalWorkInput } from '../../../../schemas/work/internal-work';
import { ApiError, errorText } from '../../api/api-error';
import { useStopActivity } from '../../api/work';
import { WorkNoteField, type WorkNoteValues } from '../../components/work-note-field';
import { SelectField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';

const texts = de.internalWorkPage;

/**
 * The note and the stop button of running internal work. Mounted per running work, so whether a note
 * is required stays the same while the form lives.
 */
export const StopInternalWorkForm = ({
  needsNote,
  formRef,
}: {
  needsNote: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) => {
  const stop = useStopActivity();
  // Ending with a note when the company asks for one (application.md §4 'Internal work').
  const form = useSchemaForm<WorkNoteValues, typeof ZStopActivity>({
    schema: stopInternalWorkInput(needsNote),
    defaultValues: { note: '' },
  });
  const onStop = ({ note }: WorkNoteValues) =>
    stop.mutate(note, {
      onSuccess: () => form.reset({ note: '' }),
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) showServerIssues(form, error.issues, formRef.current);
        else form.setError('root.server', { type: 'server', message: errorText(error) });
      },
    });
  const failure = form.formState.errors.root?.server?.message;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(form, onStop)}>
        <SpaceBetween size="l">
          <FormAlert message={failure} testId="internal-work-error" />
          <WorkNoteField required={needsNote} testId="internal-work-note" />
          <Button variant="primary" formAction="submit" loading={stop.isPending} data-testid="internal-work-stop">
            {texts.stop}
          </Button>
        </SpaceBetween>
      </form>
    </FormProvider>
  );
};

/** Which operating unit the work counts for, when the company asks (§4): one must be chosen. */
const ZUnitChoice = ZStartInternalWork.pick({ operatingUnitId: true }).refine(
  (values) => values.operatingUnitId !== null,
  { message: texts.unitRequired, path: ['operatingUnitId'] },
);
type UnitValues = { operatingUnitId: string | null };

export const UnitChoiceForm = ({
  options,
  formRef,
  onChosen,
}: {
  options: { value: string; label: string }[];
  formRef: RefObject<HTMLFormElement | null>;
  /** Starts the work; `failed` puts the server's issues at the field. */
  onChosen: (operatingUnitId: string, failed: (error: unknown) => void) => void;
}) => {
  const form = useSchemaForm<UnitValues, typeof ZUnitChoice>({
    schema: ZUnitChoice,
    defaultValues: { operatingUnitId: null },
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submitWith(form, ({ operatingUnitId }: z.output<typeof ZUnitChoice>) => {
          if (!operatingUnitId) return;
          onChosen(operatingUnitId, (error) => {
            if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
          });
        })}
      >
        <SelectField<UnitValues>
          name="operatingUnitId"
          label={texts.operatingUnit}
          options={options}
          placeholder={texts.chooseUnit}
          testId="internal-work-unit"
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </FormProvider>
  );
};
