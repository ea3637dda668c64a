import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany } from '../../api/company';
import { useCreateOrder } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { todayInGermany } from '../format';
import { OrderFormFields } from './order-form-fields';
import { useOrderNames } from './order-names';
import {
  emptyOrderForm,
  type OrderFormValues,
  orderFormIssues,
  plansSeveralCustomers,
  prepareOrderForm,
  ZOrderForm,
} from './order-values';

const texts = de.orders;

/**
 * Auftrag anlegen (application.md §2 create order, §6 office roles): the office plans an order, which
 * is stored as a draft and then opened; it is handed to a driver on its details page (or planned with
 * an employee here already).
 */
const CreateOrderPage = () => {
  const company = useCompany();
  if (!company.data) return <PageLoading error={company.error} />;
  return <CreateOrderForm multiCustomer={plansSeveralCustomers(company.data.settings.enableMultiCustomerOrders)} />;
};

/** The form, once the company's settings say whether an order names one customer or several. */
const CreateOrderForm = ({ multiCustomer }: { multiCustomer: boolean }) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const create = useCreateOrder();
  const names = useOrderNames();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm<OrderFormValues, typeof ZOrderForm>({
    schema: ZOrderForm,
    defaultValues: emptyOrderForm(todayInGermany(useNow())),
    prepare: (values) => prepareOrderForm(values, multiCustomer),
  });
  const save = submitWith(form, (input) =>
    create.mutate(input, {
      onSuccess: (order) => {
        flash.push({ type: 'success', content: texts.created });
        navigate(pathFor('orderDetails', { orderId: order.id }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0)
          showServerIssues(form, orderFormIssues(error.issues, multiCustomer), formRef.current);
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
              <OrderFormFields names={names} multiCustomer={multiCustomer} />
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
