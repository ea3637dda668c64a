import { useMemo } from 'react';
import { customerFieldEndpoints, officeFieldEndpoints } from '../../../../schemas/api/map-structures';
import { callEndpoint } from '../../api/client';
import { useContractors } from '../../api/contractors';
import { useCustomers } from '../../api/customers';
import { pageById } from '../../app/pages';
import { de } from '../../i18n/de';
import { masterdataPageTitles } from '../../i18n/de/masterdata-pages';
import type { FieldCandidate } from './field-candidates';
import { FieldImportForm } from './field-import-form';

const t = de.fieldImport;

const fieldOf = (candidate: FieldCandidate, customerId: string | null) => ({
  name: candidate.name,
  fid: candidate.fid,
  crop: candidate.crop,
  customerId,
  shape: candidate.shape,
  holes: candidate.holes,
});

/** Stammdaten > Felder importieren: the office imports a customer's fields (office field batch). */
export const FieldImportPage = () => {
  const customers = useCustomers();
  const options = useMemo(
    () =>
      (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.displayName ?? customer.name })),
    [customers.data],
  );
  return (
    <FieldImportForm
      title={masterdataPageTitles.fieldImport}
      target={{
        label: t.customer,
        description: t.customerHint,
        placeholder: t.customerPlaceholder,
        options,
        loading: customers.isLoading,
      }}
      write={(customerId, candidates) =>
        callEndpoint(officeFieldEndpoints.createBatch, {
          body: { fields: candidates.map((candidate) => fieldOf(candidate, customerId)) },
        })
      }
      fieldsHref={pageById('fields').path}
    />
  );
};

/**
 * Dienstleister > Felder importieren: a farmer imports his own fields at a contractor (customer field
 * batch, services.md §7). The contractor decides whether he may (canEditStructures on his customer
 * record); a refusal is shown with the batch. The server makes the farmer's customer the owner.
 */
export const ContractorFieldImportPage = () => {
  const contractors = useContractors();
  const options = useMemo(
    () => (contractors.data ?? []).map((contractor) => ({ value: contractor.id, label: contractor.name })),
    [contractors.data],
  );
  return (
    <FieldImportForm
      title={t.contractorTitle}
      target={{
        label: t.contractor,
        description: t.contractorHint,
        placeholder: t.contractorPlaceholder,
        options,
        loading: contractors.isLoading,
      }}
      write={(companyId, candidates) =>
        callEndpoint(customerFieldEndpoints.createBatch, {
          query: { companyId },
          body: { fields: candidates.map((candidate) => fieldOf(candidate, null)) },
        })
      }
      fieldsHref={pageById('customerFields').path}
    />
  );
};
