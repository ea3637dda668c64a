import { useSearchParams } from 'react-router';
import type { TContractor } from '../../../../schemas/api/contractors';
import { useContractors } from '../../api/contractors';

/**
 * The contractor the farmer's requests go to: those that take requests through the app, the one in the
 * address (?companyId=) or else the first. Customers have no company of their own to default to.
 */
export const useContractorChoice = () => {
  const contractors = useContractors();
  const [params, setParams] = useSearchParams();
  const taking = (contractors.data ?? []).filter((contractor) => contractor.enableOrderRequests);
  const requested = params.get('companyId');
  const chosen: TContractor | undefined = taking.find((contractor) => contractor.id === requested) ?? taking[0];
  const choose = (companyId: string) => setParams({ companyId }, { replace: true });
  return { contractors, taking, chosen, choose };
};
