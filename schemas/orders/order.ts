import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, idList } from '../input-bounds';
import { mapStructureFields } from '../map-structures';
import { ZOrderStatus } from '../order-enums';
import type { References } from '../references';
import { orderShelves } from '../stored-enums';
import { optionalText, requiredText } from '../validation';
import { orderMessages } from './order-messages';
import { orderRecordFields, ZFieldOverride, ZMachineSnapshot, ZMoment, ZServiceSnapshot } from './order-parts';

export { orderMessages, orderShelves };

/**
 * The order (application.md §3 'Order'), owned by the orders service. The office plans it (the input
 * below); the snapshots of service and machines are taken by the server from the master data; the
 * driver's day fills the records (order-parts.ts).
 */

export const ZOrderShelf = z.enum(orderShelves);
export type TOrderShelf = z.infer<typeof ZOrderShelf>;

/** How many customers one order may name (a multi-customer order of a machine ring's members). */
export const ORDER_CUSTOMERS_MAX = 20;
/** How many machines one order may name. */
export const ORDER_MACHINES_MAX = 20;

/** What the office plans: create and update send it. */
export const ZOrderInput = z.object({
  name: requiredText(orderMessages.name, INPUT_LIMITS.nameLength),
  serviceId: idField().nullable().default(null),
  employeeId: idField().nullable().default(null),
  operatingUnitId: idField().nullable().default(null),
  customerIds: boundedArray(idField(), ORDER_CUSTOMERS_MAX).default([]),
  subCustomerIds: boundedArray(idField(), ORDER_CUSTOMERS_MAX).default([]),
  projectId: idField().nullable().default(null),
  /** The alternative receipt recipient: a customer who gets the bill instead. */
  receiptReceiverId: idField().nullable().default(null),
  machineIds: boundedArray(idField(), ORDER_MACHINES_MAX).default([]),
  plannedStartDateTime: ZMoment.nullable().refine((value) => value !== null, orderMessages.plannedStart),
  plannedEndDateTime: ZMoment.nullable().default(null),
  fieldIds: idList().default([]),
  trackIds: idList().default([]),
  loadingPointIds: idList().default([]),
  /** Markers and the sequence to work the structures in, as the order request carried them. */
  ...mapStructureFields,
  /** Per field: the area worked in a run when it differs from the field's own. */
  fieldOverrides: boundedArray(ZFieldOverride, INPUT_LIMITS.idListLength).default([]),
  /** The order's note ('other', §3). */
  other: optionalText(4000),
  /** Time trackings of this order are kept apart from its active time. */
  decoupleTimeTrackings: z.boolean().default(false),
});
export type TOrderInput = z.input<typeof ZOrderInput>;
export type TOrderPlan = z.infer<typeof ZOrderInput>;

/**
 * The ids of the input that name records of the company (schemas/references.ts), the map's fields and
 * tracks included (archived ones too: an order may name what it worked), and its project.
 */
export const orderReferences: References = {
  serviceId: 'service',
  employeeId: 'employee',
  operatingUnitId: 'operatingUnit',
  'customerIds.*': 'customer',
  'subCustomerIds.*': 'customer',
  receiptReceiverId: 'customer',
  'machineIds.*': 'machine',
  'loadingPointIds.*': 'loadingPoint',
  'fieldIds.*': 'field',
  'trackIds.*': 'track',
  'fieldOverrides.*.fieldId': 'field',
  'markers.*.customerId': 'customer',
  'markers.*.fieldId': 'field',
  projectId: 'project',
};

export const ZOrder = ZOrderInput.extend({
  id: z.string(),
  companyId: z.string(),
  status: ZOrderStatus,
  shelf: ZOrderShelf,
  plannedStartDateTime: ZMoment,
  serviceSnapshot: ZServiceSnapshot.nullable().default(null),
  machineSnapshots: boundedArray(ZMachineSnapshot, ORDER_MACHINES_MAX).default([]),
  ...orderRecordFields,
  /** The order request this order was made from (accepted by the office); set by the server only. */
  orderRequestId: z.string().nullable().default(null),
  /** The campaign (Auftragskette) the order is a link of; set by the server only (lambdas/orders/campaigns). */
  campaignId: z.string().nullable().default(null),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * The id of the order made from an accepted order request: the request's own id (an order and a request
 * are different items, so the ids never meet). Deterministic, so a replayed acceptance finds the order it
 * made, and the request's page links to the order without asking which one it is.
 */
export const orderIdOfRequest = (orderRequestId: string): string => orderRequestId;
