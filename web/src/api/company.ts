import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createOperatingUnit,
  getCompany,
  listOperatingUnits,
  type TCompany,
  type TOperatingUnit,
  updateCompany,
  updateCompanySettings,
  updateOperatingUnit,
} from '../../../schemas/api/company';
import { callEndpoint } from './client';

/** Query keys: the company (with its settings) and its operating units. */
export const companyKeys = {
  all: ['company'] as const,
  company: () => ['company', 'data'] as const,
  operatingUnits: (archived: boolean) => ['company', 'operatingUnits', archived] as const,
  allOperatingUnits: ['company', 'operatingUnits'] as const,
};

/** The company with its settings; `enabled` false for users without company access (customers, NOTHING). */
export const useCompany = (enabled = true) =>
  useQuery({
    queryKey: companyKeys.company(),
    queryFn: ({ signal }) => callEndpoint(getCompany, { signal }),
    enabled,
  });

export const useOperatingUnits = (archived: boolean, enabled = true) =>
  useQuery({
    queryKey: companyKeys.operatingUnits(archived),
    queryFn: ({ signal }) =>
      callEndpoint(listOperatingUnits, { query: archived ? { archived: 'true' } : {}, signal }).then((r) => r.items),
    enabled,
  });

export type UpdateCompanyBody = z.input<NonNullable<typeof updateCompany.body>>;
export type UpdateCompanySettingsBody = z.input<NonNullable<typeof updateCompanySettings.body>>;
export type OperatingUnitBody = z.input<NonNullable<typeof createOperatingUnit.body>>;
export type UpdateOperatingUnitBody = z.input<NonNullable<typeof updateOperatingUnit.body>>;

const useStoreCompany = () => {
  const queryClient = useQueryClient();
  return (company: TCompany) => queryClient.setQueryData(companyKeys.company(), company);
};

export const useUpdateCompany = () => {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => callEndpoint(updateCompany, { body }),
    onSuccess: store,
  });
};

export const useUpdateCompanySettings = () => {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: UpdateCompanySettingsBody) => callEndpoint(updateCompanySettings, { body }),
    onSuccess: store,
  });
};

const useRefreshUnits = () => {
  const queryClient = useQueryClient();
  return (_unit: TOperatingUnit) => void queryClient.invalidateQueries({ queryKey: companyKeys.allOperatingUnits });
};

export const useCreateOperatingUnit = () => {
  const refresh = useRefreshUnits();
  return useMutation({
    mutationFn: (body: OperatingUnitBody) => callEndpoint(createOperatingUnit, { body }),
    onSuccess: refresh,
  });
};

export const useUpdateOperatingUnit = () => {
  const refresh = useRefreshUnits();
  return useMutation({
    mutationFn: ({ operatingUnitId, body }: { operatingUnitId: string; body: UpdateOperatingUnitBody }) =>
      callEndpoint(updateOperatingUnit, { params: { operatingUnitId }, body }),
    onSuccess: refresh,
  });
};
