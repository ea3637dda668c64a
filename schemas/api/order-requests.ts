import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, optionalIdText, tooLongMessage } from '../input-bounds';
import { mapStructureFields } from '../map-structures';
import { nonNegativeDecimal } from '../masterdata/common';
import { ZDay } from '../masterdata/price-agreement';
import type { References } from '../references';
import { orderRequestStatuses } from '../stored-enums';
import { ZUnit } from '../units';
import { optionalText, requiredText } from '../validation';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

export { orderRequestStatuses };

/**
 * Order requests (services.md §3 'OrderRequest', §4): a farmer asks their contractor for work. The
 * customer writes drafts and sends them (PENDING); the office accepts or rejects pending ones. A
 * customer may set only DRAFT or PENDING, and change only requests that are draft or pending.
 */
export const ZOrderRequestStatus = z.enum(orderRequestStatuses);
export type TOrderRequestStatus = z.infer<typeof ZOrderRequestStatus>;

/** Accepted and rejected requests are done: they are in the archive. */
export const archivedOrderRequestStatuses: readonly TOrderRequestStatus[] = ['ACCEPTED', 'REJECTED'];

/** How many fields one request may name: a farmer's day of work, not a farm's whole register. */
export const ORDER_REQUEST_FIELD_NAMES_MAX = 50;
export const orderRequestMessages = {
  fieldName: 'Bitte gib den Namen des Feldes ein.',
  tooManyFields: `Höchstens ${ORDER_REQUEST_FIELD_NAMES_MAX} Felder.`,
  amountPositive: 'Die Menge muss größer als 0 sein.',
  amountUnit: 'Bitte wähle eine Einheit aus.',
  unknownService: 'Bitte wähle eine Dienstleistung deines Lohnunternehmers aus.',
  // wording ours, like unknownService
  unknownLoadingPoint: 'Bitte wähle eine Be-/Entladestelle deines Lohnunternehmers aus.',
  // wording ours: a farmer names only the fields and tracks the contractor keeps for them
  unknownField: 'Bitte wähle eines deiner Felder aus.',
  unknownTrack: 'Bitte wähle eine deiner Strecken aus.',
} as const;

/**
 * The fields of a request that name records of the contractor (schemas/references.ts). The serviceId is
 * checked where the service's name is taken (serviceNameOf), with its own message. Fields, tracks and
 * loading points must also be the asking customer's (loading points: or common to the company), which
 * the route checks with the same declarations (lambdas/platform/references/structure-owners.ts).
 */
export const orderRequestReferences: References = {
  'fieldIds.*': { target: 'field', message: orderRequestMessages.unknownField },
  'trackIds.*': { target: 'track', message: orderRequestMessages.unknownTrack },
  'loadingPointIds.*': { target: 'loadingPoint', message: orderRequestMessages.unknownLoadingPoint },
  'markers.*.customerId': 'customer',
  'markers.*.fieldId': { target: 'field', message: orderRequestMessages.unknownField },
};

const requestFields = z.object({
  subject: requiredText('Bitte gib einen Betreff ein.', 200),
  description: optionalText(4000),
  startDate: ZDay.nullable().default(null),
  endDate: ZDay.nullable().default(null),
  /** Map structures of the request; drawn on the field map, which comes with the field geometry. */
  fieldIds: boundedArray(optionalIdText(), INPUT_LIMITS.idListLength).default([]),
  trackIds: boundedArray(optionalIdText(), INPUT_LIMITS.idListLength).default([]),
  loadingPointIds: boundedArray(optionalIdText(), INPUT_LIMITS.idListLength).default([]),
  /** Markers and the sequence to work the structures in (schemas/map-structures.ts). */
  ...mapStructureFields,
  /** The wanted service: one of the contractor's (listContractorServices); the server checks it. */
  serviceId: z.string().trim().max(100).nullable().default(null),
  /** The fields by name, until the field map exists. */
  fieldNames: z
    .array(requiredText(orderRequestMessages.fieldName, 100))
    .max(ORDER_REQUEST_FIELD_NAMES_MAX, orderRequestMessages.tooManyFields)
    .default([]),
  /** The area (ha) or amount to work, with its unit. */
  amount: nonNegativeDecimal()
    .refine((value) => Number(value) > 0, orderRequestMessages.amountPositive)
    .nullable()
    .default(null),
  amountUnit: ZUnit.nullable().default(null),
});

const checkRequest = <
  T extends { startDate: string | null; endDate: string | null; amount: string | null; amountUnit: string | null },
>(
  request: T,
  context: z.RefinementCtx,
) => {
  if (request.startDate && request.endDate && request.endDate < request.startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
  }
  // An amount means nothing without its unit.
  if (request.amount !== null && request.amountUnit === null) {
    context.addIssue({ code: 'custom', path: ['amountUnit'], message: orderRequestMessages.amountUnit });
  }
};

/** What the customer writes; the status is DRAFT (keep) or PENDING (send to the contractor). */
export const ZOrderRequestInput = requestFields
  .extend({
    status: z.enum(['DRAFT', 'PENDING']).default('DRAFT'),
    /** For a person who speaks for several customers of the contractor: which one asks. */
    customerId: idField().optional(),
  })
  .superRefine(checkRequest);
export type TOrderRequestInput = z.input<typeof ZOrderRequestInput>;

export const ZOrderRequest = requestFields.extend({
  id: z.string(),
  companyId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  /** The wanted service's name as it was when asked: the office reads it even if the service is renamed. */
  serviceName: z.string().max(200).nullable(),
  status: ZOrderRequestStatus,
  createdByName: z.string(),
  /** When it was sent (last became PENDING). */
  sentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** The contractor's answer, shown to the customer. */
  decisionNote: z.string(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrderRequest = z.infer<typeof ZOrderRequest>;

const ZParams = z.object({ orderRequestId: idField() });
const ZArchiveFlag = z.enum(['true', 'false']).default('false');
/** The customer side names the contractor: customers have no default company. */
export const ZContractorQuery = z.object({
  companyId: z
    .string({ error: 'Bitte wähle einen Dienstleister aus.' })
    .min(1)
    .max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength)),
});
const ZList = z.object({ items: z.array(ZOrderRequest) });

// Customer side (services.md §7 structures service: /order-requests with companyId).
export const listMyOrderRequests = defineEndpoint({
  method: 'GET',
  path: '/structures/order-requests',
  access: { kind: 'signedIn' },
  query: ZContractorQuery.extend({ isInArchive: ZArchiveFlag }),
  response: ZList,
});
export const createOrderRequest = defineEndpoint({
  method: 'POST',
  path: '/structures/order-requests',
  access: { kind: 'signedIn' },
  query: ZContractorQuery,
  body: ZOrderRequestInput,
  response: ZOrderRequest,
  successStatus: 201,
});
export const getMyOrderRequest = defineEndpoint({
  method: 'GET',
  path: '/structures/order-requests/{orderRequestId}',
  access: { kind: 'signedIn' },
  params: ZParams,
  query: ZContractorQuery,
  response: ZOrderRequest,
});
export const updateOrderRequest = defineEndpoint({
  method: 'PATCH',
  path: '/structures/order-requests/{orderRequestId}',
  access: { kind: 'signedIn' },
  params: ZParams,
  query: ZContractorQuery,
  body: z.object({ version: z.number().int().positive(), data: ZOrderRequestInput }),
  response: ZOrderRequest,
});
export const deleteOrderRequest = defineEndpoint({
  method: 'DELETE',
  path: '/structures/order-requests/{orderRequestId}',
  access: { kind: 'signedIn' },
  params: ZParams,
  query: ZContractorQuery,
  response: z.object({ deleted: z.literal(true) }),
});

/** A contractor's service as its customers see it when asking: what it is called, nothing of its prices. */
export const ZContractorService = z.object({ id: z.string().max(200), name: z.string().max(200) });
export type TContractorService = z.infer<typeof ZContractorService>;

/** The services a customer may ask for: the contractor's not archived ones, by name. */
export const listContractorServices = defineEndpoint({
  method: 'GET',
  path: '/structures/contractor-services',
  access: { kind: 'signedIn' },
  query: ZContractorQuery,
  response: z.object({ items: z.array(ZContractorService) }),
});

// Office side: the contractor's 'Anfragen' (application.md §2 Aufträge, §6 order requests).
export const listOrderRequests = defineEndpoint({
  method: 'GET',
  path: '/structures/company/order-requests',
  access: { kind: 'company', permission: 'orderRequests:read' },
  query: ZCompanyQuery.extend({ isInArchive: ZArchiveFlag }),
  response: ZList,
});
export const getOrderRequest = defineEndpoint({
  method: 'GET',
  path: '/structures/company/order-requests/{orderRequestId}',
  access: { kind: 'company', permission: 'orderRequests:read' },
  params: ZParams,
  query: ZCompanyQuery,
  response: ZOrderRequest,
});
/** The office's answer to a request: accept or reject, with an optional note to the customer. */
export const ZOrderRequestDecision = z.object({
  version: z.number().int().positive(),
  accept: z.boolean(),
  note: z.string().trim().max(2000, 'Die Nachricht ist zu lang.').default(''),
});

export const decideOrderRequest = defineEndpoint({
  method: 'POST',
  path: '/structures/company/order-requests/{orderRequestId}/decision',
  access: { kind: 'company', permission: 'orderRequests:read' },
  params: ZParams,
  query: ZCompanyQuery,
  body: ZOrderRequestDecision,
  response: ZOrderRequest,
});

export const orderRequestEndpoints = {
  listMyOrderRequests,
  createOrderRequest,
  getMyOrderRequest,
  updateOrderRequest,
  deleteOrderRequest,
  listContractorServices,
  listOrderRequests,
  getOrderRequest,
  decideOrderRequest,
};
