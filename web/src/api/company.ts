import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createOperatingUnit,
  getCompany,
  getCompanyLogo,
  listOperatingUnits,
  removeCompanyLogo,
  requestCompanyLogoUpload,
  setCompanyLogo,
  type TCompany,
  type TOperatingUnit,
  updateCompany,
  updateCompanySettings,
  updateOperatingUnit,
  updateOrderSettings,
} from '../../../schemas/api/company';
import { callEndpoint } from './client';
import { uploadToPresignedUrl } from './presigned-upload';

/** Query keys: the company (with its settings) and its operating units. */
export const companyKeys = {
  all: ['company'] as const,
  company: () => ['company', 'data'] as const,
  operatingUnits: (archived: boolean) => ['company', 'operatingUnits', archived] as const,
  allOperatingUnits: ['company', 'operatingUnits'] as const,
  logo: () => ['company', 'logo'] as const,
  unitLogo: (operatingUnitId: string) => ['company', 'operatingUnits', 'logo', operatingUnitId] as const,
};

/** The logo's download URL lives 15 minutes; a fresh one is fetched before it runs out. */
export const LOGO_URL_STALE_MS = 10 * 60 * 1000;

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
export type UpdateOrderSettingsBody = z.input<NonNullable<typeof updateOrderSettings.body>>;
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

export const useUpdateOrderSettings = () => {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (body: UpdateOrderSettingsBody) => callEndpoint(updateOrderSettings, { body }),
    onSuccess: store,
  });
};

export const useRefreshUnits = () => {
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

/** The company logo's short-lived URL, or null without a logo; `enabled` false for users without company access. */
export const useCompanyLogo = (enabled = true) =>
  useQuery({
    queryKey: companyKeys.logo(),
    queryFn: ({ signal }) => callEndpoint(getCompanyLogo, { signal }).then((result) => result.logo),
    enabled,
    staleTime: LOGO_URL_STALE_MS,
    refetchInterval: LOGO_URL_STALE_MS,
  });

/** After a logo change: the company as the server answered, and a new URL for everyone showing the logo. */
const useStoreLogoChange = () => {
  const store = useStoreCompany();
  const queryClient = useQueryClient();
  return (company: TCompany) => {
    store(company);
    void queryClient.invalidateQueries({ queryKey: companyKeys.logo() });
  };
};

export type LogoUpload = { file: File; version: number; onProgress: (sent: number) => void };

/** Asks for an upload URL, sends the file straight to storage, then confirms it on the company (version-checked). */
export const useUploadCompanyLogo = () => {
  const stored = useStoreLogoChange();
  return useMutation({
    mutationFn: async ({ file, version, onProgress }: LogoUpload) => {
      const upload = await callEndpoint(requestCompanyLogoUpload, {
        body: { contentType: file.type, size: file.size },
      });
      await uploadToPresignedUrl(upload, file, onProgress);
      return callEndpoint(setCompanyLogo, { body: { key: upload.key, version } });
    },
    onSuccess: stored,
  });
};

export const useRemoveCompanyLogo = () => {
  const stored = useStoreLogoChange();
  return useMutation({
    mutationFn: (version: number) => callEndpoint(removeCompanyLogo, { query: { version } }),
    onSuccess: stored,
  });
};
