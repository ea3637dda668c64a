import ContentLayout from '@cloudscape-design/components/content-layout';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TFieldIssue } from '../../../../schemas/errors';
import { ApiError, errorText } from '../../api/api-error';
import { useCreateCustomer } from '../../api/customers';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { de } from '../../i18n/de';
import { CustomerForm } from './customer-form';
import { emptyCustomerValues } from './customer-form-values';

const CustomerCreatePage = () => {
  const navigate = useNavigate();
  const flash = useFlash();
  const create = useCreateCustomer();
  const [initial] = useState(emptyCustomerValues);
  const [issues, setIssues] = useState<TFieldIssue[]>([]);

  return (
    <ContentLayout header={<PageHeader />}>
      <CustomerForm
        initial={initial}
        submitLabel={de.customerForm.save}
        busy={create.isPending}
        serverIssues={issues}
        onCancel={() => navigate(pathFor('customers'))}
        onSubmit={(data) =>
          create.mutate(data, {
            onSuccess: (customer) => {
              flash.dismiss('customer-save-error');
              flash.push({ type: 'success', content: de.customers.created });
              navigate(pathFor('customerDetails', { customerId: customer.id }));
            },
            onError: (error) => {
              setIssues(error instanceof ApiError ? error.issues : []);
              flash.push({ id: 'customer-save-error', type: 'error', content: errorText(error) });
            },
          })
        }
      />
    </ContentLayout>
  );
};

export default CustomerCreatePage;
