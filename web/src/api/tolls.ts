import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMachineRefuels } from '../../../schemas/api/refuels';
import {
  assignTollTrip,
  getTollImport,
  importTolls,
  listTollImports,
  requestTollUpload,
  type TTollImportDetails,
} from '../../../schemas/api/tolls';
import { callEndpoint } from './client';
import { orderKeys } from './orders';
import { uploadToPresignedUrl } from './presigned-upload';

/** Query keys of the toll imports: one invalidation of `all` refreshes the list and every import. */
export const tollKeys = {
  all: ['tollImports'] as const,
  list: () => ['tollImports', 'list'] as const,
  one: (importId: string) => ['tollImports', 'one', importId] as const,
};

export const useTollImports = () =>
  useQuery({
    queryKey: tollKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listTollImports, { signal }).then((result) => result.items),
  });

export const useTollImport = (importId: string | null) =>
  useQuery({
    queryKey: tollKeys.one(importId ?? ''),
    queryFn: ({ signal }) => callEndpoint(getTollImport, { params: { importId: importId ?? '' }, signal }),
    enabled: importId !== null,
  });

/** The import's answer becomes the import's cached details; its orders changed, so they are read again. */
const useStoreImport = () => {
  const queryClient = useQueryClient();
  return (details: TTollImportDetails) => {
    queryClient.setQueryData(tollKeys.one(details.import.id), details);
    void queryClient.invalidateQueries({ queryKey: tollKeys.list() });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
};

export type TollUpload = { file: File; onProgress: (sent: number) => void };

/**
 * Sends the trip list straight to storage (a season's list is beyond the API's body limit), then imports it:
 * the server reads it there, assigns the trips and answers the import with its open trips.
 */
export const useImportTollList = () => {
  const stored = useStoreImport();
  return useMutation({
    mutationFn: async ({ file, onProgress }: TollUpload) => {
      const upload = await callEndpoint(requestTollUpload, { body: { size: file.size } });
      await uploadToPresignedUrl(upload, file, onProgress);
      return callEndpoint(importTolls, { body: { key: upload.key, fileName: file.name } });
    },
    onSuccess: stored,
  });
};

export const useAssignTollTrip = () => {
  const stored = useStoreImport();
  return useMutation({
    mutationFn: ({ importId, tripId, orderId }: { importId: string; tripId: string; orderId: string }) =>
      callEndpoint(assignTollTrip, { params: { importId }, body: { tripId, orderId } }),
    onSuccess: stored,
  });
};

/** A machine's refuels of German days from–to (its orders' refuels); only asked where the role reads orders. */
export const useMachineRefuels = (machineId: string, period: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: [...orderKeys.all, 'refuels', machineId, period] as const,
    queryFn: ({ signal }) =>
      callEndpoint(listMachineRefuels, { params: { machineId }, query: period, signal }).then((result) => result.items),
    enabled,
  });
