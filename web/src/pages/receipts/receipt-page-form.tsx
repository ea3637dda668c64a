import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { PageHeader } from '../../components/page-header';
import { FormAlert } from '../../forms/form-alert';
import { receiptTexts } from '../../i18n/de/receipts';

/** A receipt page that is one form: header, the server's error above, the fields, 'Speichern' below. */
export const ReceiptPageForm = <TValues extends FieldValues, TOutput>({
  form,
  formRef,
  onSubmit,
  saving,
  testId,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** `${testId}-error` and `${testId}-save`. */
  testId: string;
  children: ReactNode;
}) => (
  <ContentLayout header={<PageHeader />}>
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <SpaceBetween size="l">
          <FormAlert message={form.formState.errors.root?.server?.message} testId={`${testId}-error`} />
          {children}
          <Button variant="primary" formAction="submit" loading={saving} data-testid={`${testId}-save`}>
            {receiptTexts.actions.save}
          </Button>
        </SpaceBetween>
      </form>
    </FormProvider>
  </ContentLayout>
);
