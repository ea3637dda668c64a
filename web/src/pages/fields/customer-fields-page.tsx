import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router';
import { useContractors } from '../../api/contractors';
import { pageById } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { FieldsView } from './fields-view';

const t = de.fieldsPage;

/**
 * The farmer's fields at one of his contractors (customer area; services.md §7 customer side with
 * ?companyId=): the same view as the office's page. The contractor comes from the link on the contractor's
 * card (?companyId=) or is chosen here. Whether he may change them is the contractor's choice
 * (canEditStructures, answered with the contractor list): without it the fields are read-only from the
 * start; a refusal all the same (the right taken away meanwhile) shows the German text and does the same.
 */
const CustomerFieldsPage = () => {
  const contractors = useContractors();
  const [search, setSearch] = useSearchParams();
  if (!contractors.data) return <PageLoading error={contractors.error} />;
  const options = contractors.data.map((contractor) => ({ value: contractor.id, label: contractor.name }));
  const companyId = options.find((option) => option.value === search.get('companyId'))?.value ?? options[0]?.value;
  const contractor = contractors.data.find((candidate) => candidate.id === companyId);

  return (
    <ContentLayout header={<PageHeader />}>
      <SpaceBetween size="m">
        {companyId === undefined ? (
          <Alert type="info">{t.noContractor}</Alert>
        ) : (
          <>
            {options.length > 1 && (
              <FormField label={t.contractor}>
                <Select
                  data-testid="fields-contractor"
                  selectedOption={options.find((option) => option.value === companyId) ?? null}
                  options={options}
                  onChange={({ detail }) => setSearch({ companyId: detail.selectedOption.value ?? '' })}
                />
              </FormField>
            )}
            <FieldsView
              key={companyId}
              side={{ kind: 'customer', companyId }}
              customers={null}
              editable={contractor?.canEditStructures ?? false}
              importHref={pageById('contractorFieldImport').path}
            />
          </>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CustomerFieldsPage;
