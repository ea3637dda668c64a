import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUpdateInfo, listUpdateInfos, markUpdateInfosSeen } from '../../../schemas/api/update-infos';
import { callEndpoint } from './client';

export const updateInfoKeys = {
  all: ['updateInfos'] as const,
  list: (limit: number) => ['updateInfos', 'list', limit] as const,
  detail: (id: string) => ['updateInfos', 'detail', id] as const,
};

/** The newest `limit` update infos and the ids the user has not seen yet. */
export const useUpdateInfos = (limit: number, enabled = true) =>
  useQuery({
    queryKey: updateInfoKeys.list(limit),
    queryFn: ({ signal }) => callEndpoint(listUpdateInfos, { query: { limit }, signal }),
    enabled,
    // The news list is not essential: one failure is enough (e.g. while the endpoint is unavailable).
    retry: 1,
  });

export const useUpdateInfo = (updateInfoId: string) =>
  useQuery({
    queryKey: updateInfoKeys.detail(updateInfoId),
    queryFn: ({ signal }) => callEndpoint(getUpdateInfo, { params: { updateInfoId }, signal }),
  });

export const useMarkUpdateInfosSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callEndpoint(markUpdateInfosSeen, { body: { ids } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['updateInfos', 'list'] }),
  });
};
