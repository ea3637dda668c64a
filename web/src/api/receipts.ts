import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { receiptPreviewEndpoints } from '../../../schemas/api/receipt-previews';
import {
  acceptOffer,
  cancelBill,
  createBillsFromOrders,
  createReminder,
  getReceiptSettings,
  listBillableOrders,
  listBillReminders,
  listOverdueBills,
  receiptEndpoints,
  recordBillPayment,
  sendReceipt,
  updateReceiptSettings,
  type ZReceiptListQuery,
} from '../../../schemas/api/receipts';
import type { TReceipt, TReceiptCreateInput, TReceiptInput, TReceiptType } from '../../../schemas/receipts/receipt';
import { callEndpoint, type ResponseOf } from './client';

/** One finished order that may still be billed. */
/** A bill past its due date with the reminder level due next. */
export type OverdueBill = ResponseOf<typeof listOverdueBills>['items'][number];

export type BillableOrder = ResponseOf<typeof listBillableOrders>['items'][number];

/** A list's filter (the company comes from the session). */
export type ReceiptListFilter = Omit<z.input<typeof ZReceiptListQuery>, 'companyId'>;

/** Query keys: everything about receipts starts with 'receipts', so one invalidation refreshes all. */
export const receiptKeys = {
  all: ['receipts'] as const,
  list: (type: TReceiptType, filter: ReceiptListFilter) => ['receipts', 'list', type, filter] as const,
  detail: (id: string) => ['receipts', 'detail', id] as const,
  history: (id: string) => ['receipts', 'history', id] as const,
  document: (id: string, format: 'pdf' | 'xml', version: number) =>
    ['receipts', 'document', id, format, version] as const,
  settings: () => ['receipts', 'settings'] as const,
  billableOrders: (customerId: string) => ['receipts', 'billable-orders', customerId] as const,
  overdue: () => ['receipts', 'overdue'] as const,
  billReminders: (billId: string) => ['receipts', 'bill-reminders', billId] as const,
};

export const useReceipts = (type: TReceiptType, filter: ReceiptListFilter) =>
  useQuery({
    queryKey: receiptKeys.list(type, filter),
    queryFn: ({ signal }) => callEndpoint(receiptEndpoints[type].list, { query: filter, signal }).then((r) => r.items),
  });

/** How often a finalized receipt is read again until its files are stored (they follow within seconds). */
const FILES_POLL_MS = 1500;

export const useReceipt = (type: TReceiptType, receiptId: string) =>
  useQuery({
    queryKey: receiptKeys.detail(receiptId),
    queryFn: ({ signal }) => callEndpoint(receiptEndpoints[type].get, { params: { receiptId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'FINALIZED' && !query.state.data.documents ? FILES_POLL_MS : false,
  });

export const useReceiptHistory = (type: TReceiptType, receiptId: string) =>
  useQuery({
    queryKey: receiptKeys.history(receiptId),
    queryFn: ({ signal }) =>
      callEndpoint(receiptEndpoints[type].history, { params: { receiptId }, signal }).then((r) => r.items),
  });

/**
 * The address of a receipt's file: a finalized receipt's stored PDF or e-invoice XML as a signed download
 * (once its files are stored); a draft's PDF as the server's preview with ENTWURF, fetched with the session
 * and shown from memory.
 */
export const useReceiptDocument = (
  receipt: Pick<TReceipt, 'id' | 'type' | 'version' | 'status' | 'documents'>,
  format: 'pdf' | 'xml',
) => {
  const draft = receipt.status === 'DRAFT';
  const stored = useQuery({
    queryKey: receiptKeys.document(receipt.id, format, receipt.version),
    queryFn: ({ signal }) =>
      callEndpoint(receiptEndpoints[receipt.type].document, {
        params: { receiptId: receipt.id },
        query: { format },
        signal,
      }),
    enabled: !draft && receipt.documents !== null,
  });
  const preview = useQuery({
    queryKey: [...receiptKeys.document(receipt.id, format, receipt.version), 'preview'],
    queryFn: ({ signal }) =>
      callEndpoint(receiptPreviewEndpoints[receipt.type], { params: { receiptId: receipt.id }, signal }),
    enabled: draft && format === 'pdf',
  });
  const previewUrl = useObjectUrl(preview.data?.bytes, 'application/pdf');
  if (!draft) return { data: stored.data, isPending: receipt.documents === null || stored.isPending };
  return {
    data: previewUrl && preview.data ? { url: previewUrl, fileName: preview.data.fileName } : undefined,
    isPending: format === 'pdf' && preview.isPending,
  };
};

/** Bytes as an object URL for an iframe or a download, released when they change or the page goes. */
const useObjectUrl = (bytes: Uint8Array | undefined, type: string): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!bytes) return setUrl(undefined);
    const address = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type }));
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [bytes, type]);
  return url;
};

/** Keeps an answered receipt in the cache and refreshes the lists it shows in. */
const useStoreReceipt = () => {
  const queryClient = useQueryClient();
  return (receipt: TReceipt) => {
    queryClient.setQueryData(receiptKeys.detail(receipt.id), receipt);
    void queryClient.invalidateQueries({ queryKey: receiptKeys.all });
  };
};

export const useCreateReceipt = (type: TReceiptType) => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: (body: TReceiptCreateInput) => callEndpoint(receiptEndpoints[type].create, { body }),
    onSuccess: store,
  });
};

export const useUpdateReceipt = (type: TReceiptType, receiptId: string) => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: (body: TReceiptInput & { version: number }) =>
      callEndpoint(receiptEndpoints[type].update, { params: { receiptId }, body }),
    onSuccess: store,
  });
};

export const useRemoveReceipt = (type: TReceiptType) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, version }: { receiptId: string; version: number }) =>
      callEndpoint(receiptEndpoints[type].remove, { params: { receiptId }, query: { version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
};

export const useFinalizeReceipt = (type: TReceiptType) => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({
      receiptId,
      version,
      supplyOnReceiptDate = false,
    }: {
      receiptId: string;
      version: number;
      supplyOnReceiptDate?: boolean;
    }) =>
      callEndpoint(receiptEndpoints[type].finalize, {
        params: { receiptId },
        body: { version, supplyOnReceiptDate },
      }),
    onSuccess: store,
  });
};

export const useArchiveReceipt = (type: TReceiptType) => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({ receiptId, version, archived }: { receiptId: string; version: number; archived: boolean }) =>
      callEndpoint(receiptEndpoints[type].archive, { params: { receiptId }, body: { version, archived } }),
    onSuccess: store,
  });
};

export const useSendReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, ...body }: z.input<NonNullable<typeof sendReceipt.body>> & { receiptId: string }) =>
      callEndpoint(sendReceipt, { params: { receiptId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
};

export const useAcceptOffer = () => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({ receiptId, version }: { receiptId: string; version: number }) =>
      callEndpoint(acceptOffer, { params: { receiptId }, body: { version } }),
    onSuccess: store,
  });
};

export const useReceiptSettings = () =>
  useQuery({
    queryKey: receiptKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(getReceiptSettings, { signal }),
  });

export const useUpdateReceiptSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<NonNullable<typeof updateReceiptSettings.body>>) =>
      callEndpoint(updateReceiptSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(receiptKeys.settings(), settings),
  });
};

// Bills only: from orders, cancellation, payments, reminders.

export const useBillableOrders = (customerId: string) =>
  useQuery({
    queryKey: receiptKeys.billableOrders(customerId),
    queryFn: ({ signal }) =>
      callEndpoint(listBillableOrders, { query: customerId ? { customerId } : {}, signal }).then((r) => r.items),
  });

export const useCreateBillsFromOrders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) => callEndpoint(createBillsFromOrders, { body: { orderIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
};

export const useCancelBill = () => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({ receiptId, version, reason }: { receiptId: string; version: number; reason: string }) =>
      callEndpoint(cancelBill, { params: { receiptId }, body: { version, reason } }),
    onSuccess: ({ bill, cancellationBill }) => {
      store(bill);
      store(cancellationBill);
    },
  });
};

export const useRecordBillPayment = () => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({ receiptId, ...body }: { receiptId: string; version: number; amount: string; paidOn: string }) =>
      callEndpoint(recordBillPayment, { params: { receiptId }, body }),
    onSuccess: store,
  });
};

export const useOverdueBills = () =>
  useQuery({
    queryKey: receiptKeys.overdue(),
    queryFn: ({ signal }) => callEndpoint(listOverdueBills, { signal }).then((r) => r.items),
  });

export const useBillReminders = (billId: string) =>
  useQuery({
    queryKey: receiptKeys.billReminders(billId),
    queryFn: ({ signal }) =>
      callEndpoint(listBillReminders, { params: { receiptId: billId }, signal }).then((r) => r.items),
  });

export const useCreateReminder = () => {
  const store = useStoreReceipt();
  return useMutation({
    mutationFn: ({ billId, level }: { billId: string; level?: number }) =>
      callEndpoint(createReminder, { params: { receiptId: billId }, body: level === undefined ? {} : { level } }),
    onSuccess: store,
  });
};
