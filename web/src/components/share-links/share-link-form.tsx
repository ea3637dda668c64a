import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useCustomers } from '../../api/customers';
import { SelectField, TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';

const t = de.mapSharesPage;

/** What every kind of share link asks first: whose data, a label and the last valid day. */
export type ShareLinkFormValues = { customerId: string | null; label: string; validUntil: string | null };

type Props<TValues extends ShareLinkFormValues, TBody, TCreated> = {
  form: UseFormReturn<TValues, unknown, TBody>;
  /** 'map-share' gives the test ids 'map-share-form' and 'map-share-save'. */
  testId: string;
  create: { mutateAsync: (body: TBody) => Promise<TCreated>; isPending: boolean };
  onCreated: (created: TCreated) => void;
  onCancel: () => void;
  /** What the label is for, in the kind's words. */
  labelHint?: string;
  /** The kind's own fields, below the common ones. */
  children?: ReactNode;
};

/**
 * The form that creates a share link of any kind (schemas/share-links.ts): the customer, label and valid-until
 * fields every kind has, the kind's own fields, and the save with the server's errors at their fields.
 */
export const ShareLinkCreateForm = <TValues extends ShareLinkFormValues, TBody, TCreated>({
  form,
  testId,
  create,
  onCreated,
  onCancel,
  labelHint = t.labelHint,
  children,
}: Props<TValues, TBody, TCreated>) => {
  const customers = useCustomers();
  const customerOptions = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));
  const save = async (body: TBody, formElement: HTMLFormElement | null) => {
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
        data-testid={`${testId}-form`}
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
              <Button variant="primary" loading={create.isPending} data-testid={`${testId}-save`}>
                {t.create}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            {/* The common fields are typed on the common values: they are part of every kind's form. */}
            <SelectField<ShareLinkFormValues>
              name="customerId"
              label={t.customer}
              options={customerOptions}
              loading={customers.isLoading}
              required
            />
            <TextField<ShareLinkFormValues> name="label" label={t.label} constraint={labelHint} required />
            <DateField<ShareLinkFormValues> name="validUntil" label={t.validUntil} constraint={t.validUntilHint} />
            {children}
          </SpaceBetween>
        </Form>
      </form>
    </FormProvider>
  );
};
