import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { errorText } from '../api/api-error';
import { FormAlert } from '../forms/form-alert';
import { showServerFailure, submitWith } from '../forms/schema-form';
import { de } from '../i18n/de';
import { PageHeader } from './page-header';

/**
 * The frames the map-structure pages of the master data share (Strecken, Markierungen): the page with its
 * create action and outcome, and a structure's form with Abbrechen and Speichern.
 */

type PageFrameProps = {
  title: string;
  createText: string;
  createTestId: string;
  /** While a structure is edited the page offers no second one. */
  editing: boolean;
  onCreate: () => void;
  /** What the last action did ('… wurde gespeichert.'), until dismissed. */
  notice: string | null;
  onDismissNotice: () => void;
  /** Why loading or the last change failed, if it did. */
  failure: unknown;
  children: ReactNode;
};

export const StructurePageFrame = ({
  title,
  createText,
  createTestId,
  editing,
  onCreate,
  notice,
  onDismissNotice,
  failure,
  children,
}: PageFrameProps) => (
  <ContentLayout
    header={
      <PageHeader
        title={title}
        actions={
          !editing && (
            <Button variant="primary" onClick={onCreate} data-testid={createTestId}>
              {createText}
            </Button>
          )
        }
      />
    }
  >
    <SpaceBetween size="m">
      {notice && (
        <Alert type="success" dismissible onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      )}
      {failure ? <Alert type="error">{errorText(failure)}</Alert> : null}
      {children}
    </SpaceBetween>
  </ContentLayout>
);

type FormFrameProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  title: string;
  testId: string;
  saveTestId: string;
  saving: boolean;
  onCancel: () => void;
  /** Saves what the schema made of the values; a refusal is shown at its fields or above them. */
  onSave: (values: TOutput) => Promise<void>;
  children: ReactNode;
};

export const StructureFormFrame = <TValues extends FieldValues, TOutput>({
  form,
  title,
  testId,
  saveTestId,
  saving,
  onCancel,
  onSave,
  children,
}: FormFrameProps<TValues, TOutput>) => (
  <FormProvider {...form}>
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        submitWith(form, (values) =>
          onSave(values).catch((error: unknown) => showServerFailure(form, error, formElement)),
        )(event);
      }}
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" onClick={onCancel}>
              {de.common.cancel}
            </Button>
            <Button variant="primary" loading={saving} data-testid={saveTestId}>
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
