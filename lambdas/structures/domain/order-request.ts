import type { z } from 'zod';
import {
  archivedOrderRequestStatuses,
  orderRequestMessages,
  type TContractorService,
  type TOrderRequest,
  type TOrderRequestStatus,
  type ZOrderRequestInput,
} from '../../../schemas/api/order-requests';
import { AppError } from '../../../schemas/errors';

/**
 * The rules of order requests (services.md §4): customers write drafts and send them; they may set only
 * DRAFT or PENDING and change only draft or pending requests; the office accepts or rejects pending ones.
 * Pure: `now`, ids and names come in.
 */
export type StoredOrderRequest = TOrderRequest & { createdByUserId: string };
/** The customer's input with the wanted service's name looked up (serviceNameOf). */
type Input = z.output<typeof ZOrderRequestInput> & { serviceName: string | null };

export type Stage = 'draft' | 'open' | 'archive';

/** Where the office finds a request: drafts are the customer's own, pending ones open, decided ones archived. */
export const stageOf = (status: TOrderRequestStatus): Stage => {
  if (status === 'DRAFT') return 'draft';
  return status === 'PENDING' ? 'open' : 'archive';
};

export const isInArchive = (status: TOrderRequestStatus): boolean => archivedOrderRequestStatuses.includes(status);

/** How a change moves the company's count of pending requests (the menu badge). */
export const pendingDelta = (before: TOrderRequestStatus | null, after: TOrderRequestStatus | null): number =>
  (after === 'PENDING' ? 1 : 0) - (before === 'PENDING' ? 1 : 0);

/**
 * Which customer asks: the one named, if the person speaks for it, else their first. A person without a
 * customer of this contractor cannot ask at all.
 */
export const askingCustomer = (customerIds: readonly string[], requested: string | undefined): string => {
  const customerId = requested ?? customerIds[0];
  if (!customerId || !customerIds.includes(customerId)) {
    throw new AppError('FCPA_403_20_0001', { detail: `customer ${requested ?? '(none)'} is not the caller's` });
  }
  return customerId;
};

/**
 * The name of the service a request asks for: only one the contractor offers (not archived) may be named;
 * an unknown one is an error at the field, never silently dropped.
 */
export const serviceNameOf = (serviceId: string | null, service: TContractorService | undefined): string | null => {
  if (serviceId === null) return null;
  if (!service || service.id !== serviceId) {
    throw new AppError('LW_400_01_0001', {
      issues: [{ path: 'serviceId', message: orderRequestMessages.unknownService }],
      detail: `service ${serviceId}`,
    });
  }
  return service.name;
};

const fields = (input: Input) => ({
  subject: input.subject,
  description: input.description,
  startDate: input.startDate,
  endDate: input.endDate,
  fieldIds: input.fieldIds,
  trackIds: input.trackIds,
  loadingPointIds: input.loadingPointIds,
  markers: input.markers,
  mapStructuresSequence: input.mapStructuresSequence,
  isMapStructuresSequenceEnabled: input.isMapStructuresSequenceEnabled,
  serviceId: input.serviceId,
  serviceName: input.serviceName,
  fieldNames: input.fieldNames,
  // A unit without an amount says nothing: kept only together.
  amount: input.amount,
  amountUnit: input.amount === null ? null : input.amountUnit,
});

export const newOrderRequest = (
  input: Input,
  context: {
    id: string;
    companyId: string;
    customer: { id: string; name: string };
    userId: string;
    userName: string;
    now: Date;
  },
): StoredOrderRequest => {
  const now = context.now.toISOString();
  return {
    ...fields(input),
    id: context.id,
    companyId: context.companyId,
    customerId: context.customer.id,
    customerName: context.customer.name,
    status: input.status,
    createdByUserId: context.userId,
    createdByName: context.userName,
    sentAt: input.status === 'PENDING' ? now : null,
    decidedAt: null,
    decidedByName: null,
    decisionNote: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
};

const requireVersion = (existing: StoredOrderRequest, expectedVersion: number) => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `order request ${existing.id} is at ${existing.version}` });
  }
};

/** Only draft and pending requests are the customer's to change or withdraw. */
export const requireChangeableByCustomer = (existing: StoredOrderRequest): void => {
  if (existing.status !== 'DRAFT' && existing.status !== 'PENDING') {
    throw new AppError('FCPA_403_20_0002', { detail: `order request ${existing.id} is ${existing.status}` });
  }
};

/** The customer's edit: the fields, and DRAFT or PENDING (sending it, or taking it back to draft). */
export const changeOrderRequest = (
  existing: StoredOrderRequest,
  input: Input,
  expectedVersion: number,
  now: Date,
): StoredOrderRequest => {
  requireChangeableByCustomer(existing);
  requireVersion(existing, expectedVersion);
  const sent = input.status === 'PENDING';
  return {
    ...existing,
    ...fields(input),
    status: input.status,
    sentAt: sent ? (existing.status === 'PENDING' ? existing.sentAt : now.toISOString()) : null,
    version: existing.version + 1,
    updatedAt: now.toISOString(),
  };
};

/** The office's answer: only pending requests can be accepted or rejected. */
export const decideOrderRequest = (
  existing: StoredOrderRequest,
  decision: { accept: boolean; note: string; version: number },
  context: { userName: string; now: Date },
): StoredOrderRequest => {
  if (existing.status !== 'PENDING') {
    throw new AppError('FCPA_403_20_0001', { detail: `order request ${existing.id} is ${existing.status}` });
  }
  requireVersion(existing, decision.version);
  const now = context.now.toISOString();
  return {
    ...existing,
    status: decision.accept ? 'ACCEPTED' : 'REJECTED',
    decidedAt: now,
    decidedByName: context.userName,
    decisionNote: decision.note,
    version: existing.version + 1,
    updatedAt: now,
  };
};
