import { useQuery } from '@tanstack/react-query';
import { listContractors } from '../../../schemas/api/contractors';
import { callEndpoint } from './client';

export const contractorKeys = { all: ['contractors'] as const };

/** The contractors whose customer the signed-in person is (Dienstleister). */
export const useContractors = (enabled = true) =>
  useQuery({
    queryKey: contractorKeys.all,
    queryFn: ({ signal }) => callEndpoint(listContractors, { signal }).then((result) => result.items),
    enabled,
  });
