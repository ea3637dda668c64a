import { useQuery } from '@tanstack/react-query';
import { getAppMeta, getMe } from '../../../schemas/api/identity';
import { callEndpoint } from './client';

export const meKey = ['me'] as const;
export const appMetaKey = ['appMeta'] as const;

/** The signed-in user with the default company (name, role) and all companies. */
export const useMe = (enabled = true) =>
  useQuery({ queryKey: meKey, queryFn: ({ signal }) => callEndpoint(getMe, { signal }), enabled });

/** Reads /identity/me from the server now (the claims check), and updates the cached answer. */
export const fetchMeQueryOptions = {
  queryKey: meKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(getMe, { signal }),
  staleTime: 0,
} as const;

const APP_META_REFRESH_MS = 15 * 60_000;

/** App meta (versions, feature flags); public. Read again every 15 minutes for the version banner. */
export const useAppMeta = () =>
  useQuery({
    queryKey: appMetaKey,
    queryFn: ({ signal }) => callEndpoint(getAppMeta, { signal }),
    refetchInterval: APP_META_REFRESH_MS,
    retry: false,
  });
