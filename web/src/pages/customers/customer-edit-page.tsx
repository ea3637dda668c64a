import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TCustomer } from '../../../../schemas/customer';
import type { TFieldIssue } from '../../../../schemas/errors';
import { ApiError, errorText } from '../../api/api-error';
import { useCustomer, useUpdateCustomer } from '../../api/customers';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { CustomerForm } from './customer-form';
import { valuesFromCustomer } from './customer-form-values';

const CustomerEditPage = () => {
  const customerId = useParams().customerId ?? '';
  const navigate = useNavigate();
  const flash = useFlash();
  const query = useCustomer(customerId);
  const update = useUpdateCustomer(customerId);
  // The version the user edits; live refreshes of the query do not replace what is being typed.
  const [base, setBase] = useState<TCustomer | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [issues, setIssues] = useState<TFieldIssue[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (!base && query.data) setBase(query.data);
  }, [base, query.data]);

  const detailsPath = pathFor('customerDetails', { customerId });

  const reload = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    setFormKey((key) => key + 1);
    setConflict(null);
    setIssues([]);
    flash.push({ type: 'info', content: de.customers.conflictReloaded, id: 'customer-conflict' });
  };

  if (!base) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <CustomerForm
        key={formKey}
        initial={valuesFromCustomer(base)}
        submitLabel={de.customerForm.save}
        busy={update.isPending}
        serverIssues={issues}
        formError={
          conflict && (
            <Alert
              type="warning"
              data-testid="customer-conflict"
              action={
                <Button formAction="none" onClick={() => void reload()}>
                  {de.customers.reloadAfterConflict}
                </Button>
              }
            >
              {conflict}
            </Alert>
          )
        }
        onCancel={() => navigate(detailsPath)}
        onSubmit={(data) =>
          update.mutate(
            { ...data, version: base.version },
            {
              onSuccess: () => {
                flash.dismiss('customer-save-error');
                flash.push({ type: 'success', content: de.customers.saved });
                navigate(detailsPath);
              },
              onError: (error) => {
                if (error instanceof ApiError && error.isConflict) {
                  setConflict(error.message);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                  return;
                }
                setIssues(error instanceof ApiError ? error.issues : []);
                flash.push({ id: 'customer-save-error', type: 'error', content: errorText(error) });
              },
            },
          )
        }
      />
    </ContentLayout>
  );
};

export default CustomerEditPage;
