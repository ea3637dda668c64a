import { AppError, type TFieldIssue } from '../../../../schemas/errors';
import type { TOrder, TOrderPlan } from '../../../../schemas/orders/order';
import {
  CAMPAIGN_ORDERS_MAX,
  campaignMessages,
  campaignOrderName,
  type TCampaign,
  type TCampaignChange,
  type TCampaignDetails,
  type TCampaignInput,
  type TCampaignOrder,
  type TCampaignOrderRow,
  type TCampaignSummary,
  type TCustomerReplacement,
} from '../../../../schemas/planning/campaign';
import { byPlannedStart } from '../../domain/order';
import { replaceCustomer } from './replace-customer';

/**
 * The campaign's life as pure functions: the routes load, call these and store what they return. The
 * orders of a chain are ordinary orders (lambdas/orders/domain/order.ts makes them).
 */

const invalid = (issues: TFieldIssue[], detail: string) => new AppError('LW_400_01_0001', { issues, detail });

/** The chain or an order of it is no longer at the version the caller (or this request) read. */
const changedMeanwhile = (detail: string) => new AppError('LW_409_35_0002', { detail });

const requireVersion = (campaign: TCampaign, expectedVersion: number) => {
  if (campaign.version !== expectedVersion) throw changedMeanwhile(`campaign ${campaign.id} is at ${campaign.version}`);
};

/** The plan of one order of a new chain: the chain's customer and fields, a generated name. */
export const campaignOrderPlan = (
  row: TCampaignOrderRow,
  input: Pick<TCampaignInput, 'name' | 'customerId' | 'fieldIds'>,
  customerName: string,
): TOrderPlan => ({
  name: campaignOrderName(input.name, row.role, customerName),
  serviceId: row.serviceId,
  employeeId: row.employeeId,
  operatingUnitId: null,
  customerIds: [input.customerId],
  subCustomerIds: [],
  projectId: null,
  receiptReceiverId: null,
  // Once each: every machine has one link item in the create's transaction.
  machineIds: [...new Set(row.machineIds)],
  plannedStartDateTime: row.plannedStartDateTime,
  plannedEndDateTime: row.plannedEndDateTime,
  fieldIds: input.fieldIds,
  trackIds: [],
  loadingPointIds: [],
  markers: [],
  mapStructuresSequence: [],
  isMapStructuresSequenceEnabled: false,
  fieldOverrides: [],
  other: row.other,
  decoupleTimeTrackings: false,
});

/** DynamoDB's bound of one transaction: a new chain is written in one, with all its orders. */
export const TRANSACTION_ITEMS_MAX = 100;

/**
 * The items the create writes in its one transaction: the campaign, and per order the order with one link
 * per customer (one) and per machine (lambdas/platform/aggregates/order.ts linkKeys).
 */
export const campaignCreateWriteCount = (rows: readonly Pick<TCampaignOrderRow, 'machineIds'>[]): number =>
  1 + rows.reduce((sum, row) => sum + 2 + row.machineIds.length, 0);

/** A chain too large for one transaction is refused at its orders (400) rather than written in parts. */
export const requireOneTransaction = (rows: readonly Pick<TCampaignOrderRow, 'machineIds'>[]): void => {
  if (campaignCreateWriteCount(rows) > TRANSACTION_ITEMS_MAX) {
    throw invalid([{ path: 'orders', message: campaignMessages.tooManyMachines }], 'over one transaction');
  }
};

export type NewCampaignContext = { id: string; companyId: string; now: Date; userId: string; orderIds: string[] };

export const newCampaign = (input: TCampaignInput, context: NewCampaignContext): TCampaign => {
  const now = context.now.toISOString();
  return {
    id: context.id,
    companyId: context.companyId,
    name: input.name,
    customerId: input.customerId,
    fieldIds: input.fieldIds,
    orderIds: context.orderIds,
    orderRoles: Object.fromEntries(
      context.orderIds.map((orderId, index) => [orderId, input.orders[index]?.role ?? '']),
    ),
    note: input.note ?? null,
    archived: false,
    version: 1,
    createdAt: now,
    createdBy: context.userId,
    updatedAt: now,
  };
};

const touched = <T extends { version: number; updatedAt: string }>(item: T, now: Date): T => ({
  ...item,
  version: item.version + 1,
  updatedAt: now.toISOString(),
});

/** An order written by a campaign change, with the version it was read at. */
export type OrderChange = { order: TOrder; previous: TOrder };

/**
 * The customer replacement of a chain (application.md §4): every order moves to the new customer, or
 * none does. A billed order was billed to the old customer: then nothing changes (409).
 */
export const replaceCampaignCustomer = (
  campaign: TCampaign,
  orders: readonly TOrder[],
  replacement: TCustomerReplacement,
  context: { now: Date; customerName: string },
): { campaign: TCampaign; changes: OrderChange[] } => {
  requireVersion(campaign, replacement.version);
  if (replacement.customerId === campaign.customerId) {
    throw invalid([{ path: 'customerId', message: campaignMessages.sameCustomer }], 'same customer');
  }
  const billed = orders.filter((order) => order.status === 'BILLED');
  if (billed.length > 0) {
    throw new AppError('LW_409_35_0001', { detail: `billed: ${billed.map((order) => order.id).join(',')}` });
  }
  const changes = orders.map((previous) => {
    const role = campaign.orderRoles[previous.id] ?? '';
    const replaced = replaceCustomer(previous, {
      from: campaign.customerId,
      to: replacement.customerId,
      name: campaignOrderName(campaign.name, role, context.customerName),
      fieldIds: replacement.fieldIds,
    });
    return { order: touched(replaced, context.now), previous };
  });
  return {
    campaign: touched({ ...campaign, customerId: replacement.customerId, fieldIds: replacement.fieldIds }, context.now),
    changes,
  };
};

/**
 * A change of the chain: name, note and roles, an order added to its end (it must not be in another
 * chain) or taken out (its back reference cleared; the order itself stays). `added` is the order the
 * change names to add, as read; `removed` the one it takes out.
 */
export const changeCampaign = (
  campaign: TCampaign,
  change: TCampaignChange,
  orders: { added?: TOrder | undefined; removed?: TOrder | undefined },
  now: Date,
): { campaign: TCampaign; changes: OrderChange[] } => {
  requireVersion(campaign, change.version);
  const roles = { ...campaign.orderRoles };
  for (const { orderId, role } of change.roles ?? []) {
    if (!campaign.orderIds.includes(orderId)) {
      throw invalid([{ path: 'roles', message: campaignMessages.notInChain }], `${orderId} not in chain`);
    }
    roles[orderId] = role;
  }
  let orderIds = campaign.orderIds;
  const changes: OrderChange[] = [];
  const { added, removed } = orders;
  if (change.addOrder && added) {
    if (added.campaignId !== null || orderIds.includes(added.id)) {
      throw invalid([{ path: 'addOrder.orderId', message: campaignMessages.inOtherChain }], `${added.id} chained`);
    }
    if (orderIds.length >= CAMPAIGN_ORDERS_MAX) {
      throw invalid([{ path: 'addOrder.orderId', message: campaignMessages.orders }], 'chain full');
    }
    orderIds = [...orderIds, added.id];
    roles[added.id] = change.addOrder.role;
    changes.push({ order: touched({ ...added, campaignId: campaign.id }, now), previous: added });
  }
  if (change.removeOrderId !== undefined) {
    if (!removed || !orderIds.includes(removed.id)) {
      throw invalid([{ path: 'removeOrderId', message: campaignMessages.notInChain }], 'not in chain');
    }
    if (orderIds.length === 1) throw invalid([{ path: 'removeOrderId', message: campaignMessages.lastOrder }], 'last');
    orderIds = orderIds.filter((id) => id !== removed.id);
    delete roles[removed.id];
    changes.push({ order: touched({ ...removed, campaignId: null }, now), previous: removed });
  }
  return {
    campaign: touched(
      {
        ...campaign,
        name: change.name ?? campaign.name,
        note: change.note === undefined ? campaign.note : change.note,
        orderIds,
        orderRoles: roles,
      },
      now,
    ),
    changes,
  };
};

export const archiveCampaign = (
  campaign: TCampaign,
  change: { version: number; archived: boolean },
  now: Date,
): TCampaign => {
  requireVersion(campaign, change.version);
  return touched({ ...campaign, archived: change.archived }, now);
};

const orderOfChain = (campaign: TCampaign, order: TOrder): TCampaignOrder => ({
  id: order.id,
  name: order.name,
  role: campaign.orderRoles[order.id] ?? '',
  status: order.status,
  shelf: order.shelf,
  serviceId: order.serviceId,
  serviceName: order.serviceSnapshot?.name ?? null,
  employeeId: order.employeeId,
  machineIds: order.machineIds,
  machineNames: order.machineSnapshots.map((machine) => machine.name),
  customerIds: order.customerIds,
  plannedStartDateTime: order.plannedStartDateTime,
  plannedEndDateTime: order.plannedEndDateTime,
  version: order.version,
});

/** The orders in chain order; an order gone from the table is left out. */
const inChainOrder = (campaign: TCampaign, orders: readonly TOrder[]): TOrder[] => {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return campaign.orderIds.flatMap((id) => {
    const order = byId.get(id);
    return order ? [order] : [];
  });
};

export const campaignDetails = (campaign: TCampaign, orders: readonly TOrder[]): TCampaignDetails => ({
  ...campaign,
  orders: inChainOrder(campaign, orders).map((order) => orderOfChain(campaign, order)),
});

const FINISHED = new Set<TOrder['status']>(['DONE', 'BILLED']);

/** The list's row: how many orders are done, per status, and when the next unfinished one is planned. */
export const campaignSummary = (campaign: TCampaign, orders: readonly TOrder[]): TCampaignSummary => {
  const chain = inChainOrder(campaign, orders);
  const statusCounts: TCampaignSummary['statusCounts'] = {};
  for (const order of chain) statusCounts[order.status] = (statusCounts[order.status] ?? 0) + 1;
  const [next] = chain.filter((order) => !FINISHED.has(order.status)).sort(byPlannedStart);
  return {
    ...campaign,
    orderCount: chain.length,
    doneCount: chain.filter((order) => FINISHED.has(order.status)).length,
    statusCounts,
    nextPlannedStart: next?.plannedStartDateTime ?? null,
  };
};
