import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormProvider } from 'react-hook-form';
import { type TCreatedProgressShare, ZProgressShareInput } from '../../../../schemas/planning/progress-share';
import { useCustomers } from '../../api/customers';
import { type CreateProgressShareBody, useCreateProgressShare } from '../../api/progress-shares';
import { SelectField, TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { progressShareTexts } from '../../i18n/de/progress-shares';

const t = { ...de.mapSharesPage, ...progressShareTexts.progressSharesPage };

type ProgressShareFormValues = { customerId: string | null; label: string; validUntil: string | null };

const EMPTY: ProgressShareFormValues = { customerId: null, label: '', validUntil: null };

const bodyOf = ({ customerId, ...rest }: ProgressShareFormValues) => ({ ...rest, customerId: customerId ?? '' });

/** A new progress link: whose orders, a label and the last valid day (30 days when none). */
export const ProgressShareCreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreatedProgressShare) => void;
  onCancel: () => void;
}) => {
  const form = useSchemaForm<ProgressShareFormValues, typeof ZProgressShareInput>({
    schema: ZProgressShareInput,
    prepare: bodyOf,
    defaultValues: EMPTY,
  });
  const create = useCreateProgressShare();
  const customers = useCustomers();
  const customerOptions = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.displayName ?? customer.name,
  }));

  const save = async (body: CreateProgressShareBody, formElement: HTMLFormElement | null) => {
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
        data-testid="progress-share-form"
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
              <Button variant="primary" loading={create.isPending} data-testid="progress-share-save">
                {t.create}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            <SelectField<ProgressShareFormValues>
              name="customerId"
              label={t.customer}
              options={customerOptions}
              loading={customers.isLoading}
              required
            />
            <TextField<ProgressShareFormValues> name="label" label={t.label} constraint={t.labelHint} required />
            <DateField<ProgressShareFormValues> name="validUntil" label={t.validUntil} constraint={t.validUntilHint} />
          </SpaceBetween>
        </Form>
      </form>
    </FormProvider>
  );
};
