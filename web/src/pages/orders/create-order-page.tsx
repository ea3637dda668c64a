import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateOrder } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { useNow } from '../../components/use-now';
import { MultiselectField, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { todayInGermany } from '../format';
import { useOrderNames } from './order-names';
import { emptyOrderForm, type OrderFormValues, prepareOrderForm, ZOrderForm } from './order-values';

const texts = de.orders;
const halves = [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }];

/**
 * Auftrag anlegen (application.md §2 create order, §6 office roles): the office plans an order, which
 * is stored as a draft and then opened; it is handed to a driver on its details page.
 */
const CreateOrderPage = () => {
  const navigate = useNavigate();
  const flash = useFlash();
  const create = useCreateOrder();
  const names = useOrderNames();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<OrderFormValues, typeof ZOrderForm>({
    schema: ZOrderForm,
    defaultValues: emptyOrderForm(todayInGermany(useNow())),
    prepare: prepareOrderForm,
  });
  const save = submitWith(form, (input) =>
    create.mutate(input, {
      onSuccess: (order) => {
        flash.push({ type: 'success', content: texts.created });
        navigate(pathFor('orderDetails', { orderId: order.id }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) showServerIssues(form, error.issues, formRef.current);
        else form.setError('root.server', { type: 'server', message: errorText(error) });
      },
    }),
  );
  return (
    <ContentLayout header={<PageHeader />}>
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={save}>
          <SpaceBetween size="l">
            <FormAlert message={form.formState.errors.root?.server?.message} testId="order-error" />
            <Container>
              <SpaceBetween size="m">
                <TextField<OrderFormValues> name="name" label={texts.name} required testId="order-name" />
                <SelectField<OrderFormValues>
                  name="serviceId"
                  label={texts.service}
                  options={[{ value: '', label: texts.noService }, ...names.services]}
                  loading={names.loading}
                  testId="order-service"
                />
                <MultiselectField<OrderFormValues>
                  name="customerIds"
                  label={texts.customers}
                  options={names.customers}
                  testId="order-customers"
                />
                <MultiselectField<OrderFormValues>
                  name="machineIds"
                  label={texts.machines}
                  options={names.machines}
                  testId="order-machines"
                />
                <Grid gridDefinition={halves}>
                  <DateField<OrderFormValues>
                    name="startDate"
                    label={texts.startDate}
                    required
                    testId="order-start-date"
                  />
                  <TimeField<OrderFormValues>
                    name="startTime"
                    label={texts.startTime}
                    required
                    testId="order-start-time"
                  />
                </Grid>
                <Grid gridDefinition={halves}>
                  <DateField<OrderFormValues> name="endDate" label={texts.endDate} testId="order-end-date" />
                  <TimeField<OrderFormValues> name="endTime" label={texts.endTime} testId="order-end-time" />
                </Grid>
                <TextAreaField<OrderFormValues>
                  name="other"
                  label={texts.other}
                  constraint={de.common.optional}
                  testId="order-other"
                />
              </SpaceBetween>
            </Container>
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="primary" formAction="submit" loading={create.isPending} data-testid="order-save">
                {texts.save}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </form>
      </FormProvider>
    </ContentLayout>
  );
};

export default CreateOrderPage;
