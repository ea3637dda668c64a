import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  endpointsOfKind,
  priceQuote,
  settingsEndpointsOf,
  type ZRecordListQuery,
} from '../../../schemas/api/masterdata';
import type { AnyRecord, InputsByKind, RecordKind, RecordOf, RecordsByKind } from '../../../schemas/masterdata/kinds';
import type { SettingsInputsByName, SettingsName } from '../../../schemas/masterdata/settings';
import { callEndpoint } from './client';

/** The stored shape of each master-data kind, derived from the kinds' schemas, for typed pages. */
export type RecordTypes = RecordsByKind;
export type TTag = RecordOf<'employeeTag'>;
export type { AnyRecord };

export type RecordListQuery = Partial<z.input<typeof ZRecordListQuery>>;

/** Query keys: everything of a kind starts with ['records', kind], which a change event invalidates. */
export const recordKeys = {
  all: ['records'] as const,
  kind: (kind: RecordKind) => ['records', kind] as const,
  list: (kind: RecordKind, query: RecordListQuery) => ['records', kind, 'list', query] as const,
  detail: (kind: RecordKind, id: string) => ['records', kind, 'detail', id] as const,
  history: (kind: RecordKind, id: string) => ['records', kind, 'history', id] as const,
};

export const useRecords = <K extends RecordKind>(kind: K, query: RecordListQuery = {}, enabled = true) =>
  useQuery<RecordTypes[K][]>({
    queryKey: recordKeys.list(kind, query),
    queryFn: ({ signal }) =>
      callEndpoint(endpointsOfKind(kind).list, { query, signal }).then((response) => response.items),
    enabled,
    // Switching between the active list and the archive keeps the old rows until the new ones arrive.
    placeholderData: (previous) => previous,
  });

export const useRecord = <K extends RecordKind>(kind: K, id: string) =>
  useQuery({
    queryKey: recordKeys.detail(kind, id),
    queryFn: ({ signal }) => callEndpoint(endpointsOfKind(kind).get, { params: { id }, signal }),
    // The create page has no id yet.
    enabled: id !== '',
  });

export const useRecordHistory = (kind: RecordKind, id: string) =>
  useQuery({
    queryKey: recordKeys.history(kind, id),
    queryFn: ({ signal }) => {
      const endpoint = endpointsOfKind(kind).history;
      if (!endpoint) throw new Error(`${kind} keeps no history`);
      return callEndpoint(endpoint, { params: { id }, signal }).then((response) => response.items);
    },
  });

const useStoreRecord = (kind: RecordKind) => {
  const queryClient = useQueryClient();
  return (record: { id: string }) => {
    queryClient.setQueryData(recordKeys.detail(kind, record.id), record);
    void queryClient.invalidateQueries({ queryKey: [...recordKeys.kind(kind), 'list'] });
    void queryClient.invalidateQueries({ queryKey: recordKeys.history(kind, record.id) });
  };
};

/** Creates (no id) or changes (id and the version the edit started from) a record. */
export const useSaveRecord = <K extends RecordKind>(kind: K) => {
  const store = useStoreRecord(kind);
  return useMutation({
    mutationFn: ({ id, version, data }: { id?: string; version?: number; data: InputsByKind[K] }) => {
      const endpoints = endpointsOfKind(kind);
      return id && version
        ? callEndpoint(endpoints.update, { params: { id }, body: { version, data } })
        : callEndpoint(endpoints.create, { body: data });
    },
    onSuccess: store,
  });
};

export const useArchiveRecord = <K extends RecordKind>(kind: K) => {
  const store = useStoreRecord(kind);
  return useMutation({
    mutationFn: ({ id, version, archived }: { id: string; version: number; archived: boolean }) =>
      callEndpoint(endpointsOfKind(kind).archive, { params: { id }, body: { version, archived } }),
    onSuccess: store,
  });
};

export type { SettingsName };

export const settingsKey = (name: SettingsName) => ['records', 'settings', name] as const;

export const useMasterdataSettings = <N extends SettingsName>(name: N) =>
  useQuery({
    queryKey: settingsKey(name),
    queryFn: ({ signal }) => callEndpoint(settingsEndpointsOf(name).get, { signal }),
  });

export const useSaveMasterdataSettings = <N extends SettingsName>(name: N) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, data }: { version: number; data: SettingsInputsByName[N] }) =>
      callEndpoint(settingsEndpointsOf(name).put, { body: { version, data } }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(name), saved),
  });
};

export const usePriceQuote = () =>
  useMutation({
    mutationFn: (body: z.input<NonNullable<typeof priceQuote.body>>) => callEndpoint(priceQuote, { body }),
  });
