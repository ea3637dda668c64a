import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOperatingUnit } from '../../../schemas/api/company';
import {
  getOperatingUnitLogo,
  removeOperatingUnitLogo,
  requestOperatingUnitLogoUpload,
  setOperatingUnitLogo,
} from '../../../schemas/api/operating-unit-logo';
import { callEndpoint } from './client';
import { companyKeys, LOGO_URL_STALE_MS, type LogoUpload, useRefreshUnits } from './company';
import { uploadToPresignedUrl } from './presigned-upload';

/** The unit's own logo URL, or null without one (its receipts then show the company logo). */
export const useOperatingUnitLogo = (operatingUnitId: string) =>
  useQuery({
    queryKey: companyKeys.unitLogo(operatingUnitId),
    queryFn: ({ signal }) =>
      callEndpoint(getOperatingUnitLogo, { params: { operatingUnitId }, signal }).then((result) => result.logo),
    staleTime: LOGO_URL_STALE_MS,
    refetchInterval: LOGO_URL_STALE_MS,
  });

/** After a change of the unit's logo: the unit list and the logo URL are read again. */
const useStoreUnitLogoChange = (operatingUnitId: string) => {
  const refresh = useRefreshUnits();
  const queryClient = useQueryClient();
  return (unit: TOperatingUnit) => {
    refresh(unit);
    void queryClient.invalidateQueries({ queryKey: companyKeys.unitLogo(operatingUnitId) });
  };
};

/** Upload URL, the file straight to storage, then the key confirmed on the unit (version-checked). */
export const useUploadOperatingUnitLogo = (operatingUnitId: string) => {
  const stored = useStoreUnitLogoChange(operatingUnitId);
  return useMutation({
    mutationFn: async ({ file, version, onProgress }: LogoUpload) => {
      const upload = await callEndpoint(requestOperatingUnitLogoUpload, {
        params: { operatingUnitId },
        body: { contentType: file.type, size: file.size },
      });
      await uploadToPresignedUrl(upload, file, onProgress);
      return callEndpoint(setOperatingUnitLogo, { params: { operatingUnitId }, body: { key: upload.key, version } });
    },
    onSuccess: stored,
  });
};

export const useRemoveOperatingUnitLogo = (operatingUnitId: string) => {
  const stored = useStoreUnitLogoChange(operatingUnitId);
  return useMutation({
    mutationFn: (version: number) =>
      callEndpoint(removeOperatingUnitLogo, { params: { operatingUnitId }, query: { version } }),
    onSuccess: stored,
  });
};
