import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../../forms/form-alert';
import { submitWith } from '../../forms/schema-form';
import { de } from '../../i18n/de';

type Props<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Names the test ids: `<kind>-form`, `<kind>-save` (track-form, field-save). */
  kind: string;
  title: string;
  saving: boolean;
  /** Called with what the schema made of the values, after the checks passed. */
  onSave: (data: TOutput, formElement: HTMLFormElement) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The frame of a map structure's form (a track, a field): the schema form, Abbrechen and Speichern, the
 * server's refusal above the fields. The fields and the map editor are the kind's.
 */
export const StructureFormFrame = <TValues extends FieldValues, TOutput>({
  form,
  kind,
  title,
  saving,
  onSave,
  onCancel,
  children,
}: Props<TValues, TOutput>) => (
  <FormProvider {...form}>
    <form
      noValidate
      data-testid={`${kind}-form`}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        submitWith(form, (data) => onSave(data, formElement))(event);
      }}
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" onClick={onCancel}>
              {de.common.cancel}
            </Button>
            <Button variant="primary" loading={saving} data-testid={`${kind}-save`}>
              {de.common.save}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">{title}</Header>}>
          <SpaceBetween size="m">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            {children}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  </FormProvider>
);
