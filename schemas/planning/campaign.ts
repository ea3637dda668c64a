import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, idList } from '../input-bounds';
import { ZOrderStatus } from '../order-enums';
import { ZOrderShelf } from '../orders/order';
import { ZMoment } from '../orders/order-parts';
import type { References } from '../references';
import { optionalText, requiredText } from '../validation';

/**
 * A campaign (Auftragskette, application.md §3 'Campaign: orderRoles keyed by order id'): a chain of
 * ordinary orders for one customer's fields, each with its role in the chain (Häcksler, Abfahrer, Silo).
 * The orders stay orders: the driver's day, the board and billing see them unchanged; each names its
 * campaign (order.campaignId, set by the server).
 */

/** How many orders one chain holds: the customer replacement writes them all in one transaction (≤ 100 items). */
export const CAMPAIGN_ORDERS_MAX = 20;
/** Machines per order of a chain: with the customer link and the order, 20 orders stay within one transaction. */
export const CAMPAIGN_ORDER_MACHINES_MAX = 4;
export const CAMPAIGN_ROLE_LENGTH = 60;
/** Roles the pages offer; any other text is allowed too. */
export const campaignRolePresets = ['Häckseln', 'Abfahren', 'Walzen', 'Silo'] as const;

export const campaignMessages = {
  name: 'Bitte gib einen Namen für die Auftragskette ein.',
  customer: 'Bitte wähle einen Kunden aus.',
  role: 'Bitte gib eine Rolle für den Auftrag ein.',
  plannedStart: 'Bitte gib den geplanten Beginn ein.',
  orders: `Eine Auftragskette hat 1 bis ${CAMPAIGN_ORDERS_MAX} Aufträge.`,
  sameCustomer: 'Bitte wähle einen anderen Kunden als den bisherigen.',
  notInChain: 'Dieser Auftrag gehört nicht zu dieser Auftragskette.',
  inOtherChain: 'Dieser Auftrag gehört schon zu einer Auftragskette.',
  orderUnknown: 'Diesen Auftrag gibt es nicht.',
  fieldOfCustomer: 'Bitte wähle nur Felder des gewählten Kunden.',
  lastOrder: 'Eine Auftragskette braucht mindestens einen Auftrag.',
  tooManyMachines:
    'Zu viele Maschinen für eine neue Auftragskette. Bitte plane weniger Maschinen je Auftrag und ergänze sie später am Auftrag.',
} as const;

const ZVersion = z.number().int().positive();
const ZRole = requiredText(campaignMessages.role, CAMPAIGN_ROLE_LENGTH);

/** One order of the chain as the office plans it when creating the chain. */
export const ZCampaignOrderRow = z.object({
  role: ZRole,
  serviceId: idField().nullable().default(null),
  machineIds: boundedArray(idField(), CAMPAIGN_ORDER_MACHINES_MAX).default([]),
  employeeId: idField().nullable().default(null),
  plannedStartDateTime: ZMoment,
  plannedEndDateTime: ZMoment.nullable().default(null),
  other: optionalText(4000),
});
export type TCampaignOrderRow = z.infer<typeof ZCampaignOrderRow>;

export const ZCampaignInput = z.object({
  name: requiredText(campaignMessages.name, INPUT_LIMITS.nameLength),
  customerId: idField(campaignMessages.customer),
  fieldIds: idList().default([]),
  note: optionalText(2000),
  orders: z.array(ZCampaignOrderRow).min(1, campaignMessages.orders).max(CAMPAIGN_ORDERS_MAX, campaignMessages.orders),
});
export type TCampaignInput = z.infer<typeof ZCampaignInput>;

/** Fields are the customer's own: the routes check them against the customer the request names. */
const customerFields = { target: 'field', message: campaignMessages.fieldOfCustomer } as const;

export const campaignReferences: References = {
  customerId: 'customer',
  'fieldIds.*': customerFields,
  'orders.*.serviceId': 'service',
  'orders.*.machineIds.*': 'machine',
  'orders.*.employeeId': 'employee',
};

/** A change of the chain: its name, note, roles, one order added to its end or one taken out. */
export const ZCampaignChange = z.object({
  version: ZVersion,
  name: requiredText(campaignMessages.name, INPUT_LIMITS.nameLength).optional(),
  note: optionalText(2000),
  roles: boundedArray(z.object({ orderId: idField(), role: ZRole }), CAMPAIGN_ORDERS_MAX).optional(),
  addOrder: z.object({ orderId: idField(), role: ZRole }).optional(),
  removeOrderId: idField().optional(),
});
export type TCampaignChange = z.infer<typeof ZCampaignChange>;

export const ZCampaignArchive = z.object({ version: ZVersion, archived: z.boolean() });

/** The customer replacement (application.md §4): every order of the chain moves to this customer. */
export const ZCustomerReplacement = z.object({
  version: ZVersion,
  customerId: idField(campaignMessages.customer),
  fieldIds: idList().default([]),
});
export type TCustomerReplacement = z.infer<typeof ZCustomerReplacement>;

export const customerReplacementReferences: References = { customerId: 'customer', 'fieldIds.*': customerFields };

export const ZCampaign = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  customerId: z.string(),
  fieldIds: z.array(z.string()),
  /** The chain, in its order. */
  orderIds: z.array(z.string()),
  /** application.md §3: the role of each order, keyed by its id. */
  orderRoles: z.record(z.string(), z.string()),
  note: z.string().nullable().default(null),
  archived: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** One order of the chain as the details show it. */
export const ZCampaignOrder = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  status: ZOrderStatus,
  shelf: ZOrderShelf,
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  employeeId: z.string().nullable(),
  machineIds: z.array(z.string()),
  machineNames: z.array(z.string()),
  customerIds: z.array(z.string()),
  plannedStartDateTime: z.string(),
  plannedEndDateTime: z.string().nullable(),
  version: z.number().int().positive(),
});
export type TCampaignOrder = z.infer<typeof ZCampaignOrder>;

export const ZCampaignDetails = ZCampaign.extend({ orders: z.array(ZCampaignOrder) });
export type TCampaignDetails = z.infer<typeof ZCampaignDetails>;

/** A row of the list: the chain with how far it is. */
export const ZCampaignSummary = ZCampaign.extend({
  orderCount: z.number().int().nonnegative(),
  doneCount: z.number().int().nonnegative(),
  statusCounts: z.partialRecord(ZOrderStatus, z.number().int().nonnegative()),
  nextPlannedStart: z.string().nullable(),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

/** The name of an order of the chain: 'Maisernte 2026: Häckseln – Thomsen'. */
export const campaignOrderName = (campaignName: string, role: string, customerName: string): string =>
  `${campaignName}: ${role} – ${customerName}`.slice(0, INPUT_LIMITS.nameLength);
