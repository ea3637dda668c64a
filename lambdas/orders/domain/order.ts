import type { TFieldIssue } from '../../../schemas/errors';
import { AppError } from '../../../schemas/errors';
import type { TOrderStatus } from '../../../schemas/order-enums';
import { orderMessages, type TOrder, type TOrderPlan, type TOrderShelf } from '../../../schemas/orders/order';
import type { TMachineSnapshot, TServiceSnapshot } from '../../../schemas/orders/order-parts';
import { isAssignable, isChangeable, isOpenStatus, shelfRefusal } from '../../../schemas/orders/order-rules';
import {
  type OrderUnitMembers,
  operatingUnitIssues,
  type ServiceSnapshotState,
  type UnitCheckedOrder,
} from './operating-unit-membership';

/**
 * The order's life (application.md §3 statuses, §5 order rules) as pure functions: the routes load,
 * call these and store what they return.
 */

/** The company settings the order rules read. */
export type OrderRuleSettings = { enableMultiCustomerOrders: boolean };

/** What rule 4 reads: the records the order names, and whether the order keeps an earlier service snapshot. */
export type UnitCheck = { members: OrderUnitMembers; snapshot: ServiceSnapshotState };

/**
 * application.md §5 'Order rules' in their order. The employee and the service are needed once the order
 * leaves planning: a draft may lack them.
 */
export const orderIssues = (
  order: UnitCheckedOrder & Pick<TOrder, 'plannedStartDateTime' | 'plannedEndDateTime'>,
  settings: OrderRuleSettings,
  unitCheck: UnitCheck,
): TFieldIssue[] => {
  const issues: TFieldIssue[] = [];
  const planned = order.status !== 'DRAFT';
  if (planned && order.employeeId === null)
    issues.push({ path: 'employeeId', message: orderMessages.employeeRequired });
  if (planned && order.serviceId === null) issues.push({ path: 'serviceId', message: orderMessages.serviceRequired });
  if (order.plannedEndDateTime !== null && order.plannedEndDateTime < order.plannedStartDateTime) {
    issues.push({ path: 'plannedEndDateTime', message: orderMessages.endAfterStart });
  }
  issues.push(...operatingUnitIssues(order, unitCheck.members, unitCheck.snapshot));
  if (isOpenStatus(order.status) && order.customerIds.length > 1 && !settings.enableMultiCustomerOrders) {
    issues.push({ path: 'customerIds', message: orderMessages.tooManyCustomers });
  }
  return issues;
};

const invalid = (issues: TFieldIssue[], detail: string) => new AppError('LW_400_01_0001', { issues, detail });

/** Issues naming the plan's fields under where the request carries the plan (an update wraps it in `data`). */
const underPrefix = (issues: TFieldIssue[], pathPrefix: string): TFieldIssue[] =>
  issues.map((issue) => ({ ...issue, path: `${pathPrefix}${issue.path}` }));

const requireValid = (order: TOrder, settings: OrderRuleSettings, unitCheck: UnitCheck, pathPrefix = ''): TOrder => {
  const issues = orderIssues(order, settings, unitCheck);
  if (issues.length > 0) throw invalid(underPrefix(issues, pathPrefix), `order ${order.id} breaks the order rules`);
  return order;
};

const requireVersion = (existing: TOrder, expectedVersion: number) => {
  if (existing.version !== expectedVersion) {
    throw new AppError('LW_409_00_0001', { detail: `order ${existing.id} is at ${existing.version}` });
  }
};

/** What the server takes from the master data when the plan names a service or machines. */
export type OrderSnapshots = { service: TServiceSnapshot | null; machines: TMachineSnapshot[] };

/** Moments as the table sorts them: one UTC ISO form, whatever precision the caller sent. */
const normalizedPlan = (plan: TOrderPlan, plannedStart: string) => ({
  ...plan,
  plannedStartDateTime: new Date(plannedStart).toISOString(),
  plannedEndDateTime: plan.plannedEndDateTime === null ? null : new Date(plan.plannedEndDateTime).toISOString(),
});

const requirePlannedStart = (plan: TOrderPlan, pathPrefix = ''): string => {
  // The input schema refuses a null start; this names the invariant for the type.
  if (plan.plannedStartDateTime === null)
    throw invalid([{ path: `${pathPrefix}plannedStartDateTime`, message: orderMessages.plannedStart }], 'no start');
  return plan.plannedStartDateTime;
};

/** The snapshot of a service record: what the order keeps of it. */
export const serviceSnapshotOf = (
  service: Pick<TServiceSnapshot, 'id' | 'name' | 'queryNote' | 'driverQueries' | 'priceBlocks'>,
): TServiceSnapshot => ({
  id: service.id,
  name: service.name,
  queryNote: service.queryNote,
  driverQueries: service.driverQueries,
  priceBlocks: service.priceBlocks,
});

export const machineSnapshotOf = (machine: {
  id: string;
  name: string;
  variants: readonly { id: string; name: string }[];
  currentOperatingHours: string | null;
  workingWidthM: string | null;
}): TMachineSnapshot => ({
  id: machine.id,
  name: machine.name,
  variants: machine.variants.map(({ id, name }) => ({ id, name })),
  hasOperatingHours: machine.currentOperatingHours !== null,
  workingWidthM: machine.workingWidthM,
});

/** The records the plan names (rule 4) and the snapshots taken from them. */
export type PlanRecords = { snapshots: OrderSnapshots; members: OrderUnitMembers };

export type NewOrderContext = PlanRecords & {
  id: string;
  companyId: string;
  now: Date;
  /** The accepted order request the order is made from, if any. */
  orderRequestId?: string;
  /** The campaign the order is made for, if any. */
  campaignId?: string;
};

/** A new order: planned (DRAFT), in the lists, nothing recorded yet. */
export const newOrder = (plan: TOrderPlan, settings: OrderRuleSettings, context: NewOrderContext): TOrder => {
  const now = context.now.toISOString();
  return requireValid(
    {
      ...normalizedPlan(plan, requirePlannedStart(plan)),
      id: context.id,
      companyId: context.companyId,
      status: 'DRAFT',
      shelf: 'ACTIVE',
      serviceSnapshot: context.snapshots.service,
      machineSnapshots: context.snapshots.machines,
      activeTime: [],
      resourceUsages: [],
      taskRecords: [],
      counterTrackings: [],
      driverQueryAnswers: [],
      protocol: [],
      weighings: [],
      refuels: [],
      tollRecords: [],
      timeTrackings: [],
      currentGeoLocationTrackingId: null,
      orderRequestId: context.orderRequestId ?? null,
      campaignId: context.campaignId ?? null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    },
    settings,
    { members: context.members, snapshot: 'retaken' },
  );
};

const touched = (order: TOrder, now: Date): TOrder => ({
  ...order,
  version: order.version + 1,
  updatedAt: now.toISOString(),
});

/**
 * The office changes the plan of an order that is not billed; what was recorded stays. Issues about the
 * plan's fields name them under `pathPrefix`, where the request carries the plan.
 */
export const changeOrder = (
  existing: TOrder,
  plan: TOrderPlan,
  expectedVersion: number,
  settings: OrderRuleSettings,
  context: PlanRecords & { now: Date },
  pathPrefix = '',
): TOrder => {
  requireVersion(existing, expectedVersion);
  if (!isChangeable(existing)) throw invalid([{ path: 'status', message: orderMessages.notChangeable }], 'billed');
  return requireValid(
    touched(
      {
        ...existing,
        ...normalizedPlan(plan, requirePlannedStart(plan, pathPrefix)),
        serviceSnapshot: context.snapshots.service,
        machineSnapshots: context.snapshots.machines,
      },
      context.now,
    ),
    settings,
    { members: context.members, snapshot: 'retaken' },
    pathPrefix,
  );
};

/**
 * Hands the order to a driver: DRAFT or ASSIGNED becomes ASSIGNED to this employee (§5 rules checked). The
 * order keeps its service snapshot: `members` are the records it names with the new employee.
 */
export const assignOrder = (
  existing: TOrder,
  employeeId: string,
  expectedVersion: number,
  settings: OrderRuleSettings,
  context: { now: Date; members: OrderUnitMembers },
): TOrder => {
  requireVersion(existing, expectedVersion);
  if (!isAssignable(existing)) {
    throw invalid(
      [{ path: 'status', message: orderMessages.notAssignable }],
      `order ${existing.id} is ${existing.status}`,
    );
  }
  return requireValid(touched({ ...existing, employeeId, status: 'ASSIGNED' }, context.now), settings, {
    members: context.members,
    snapshot: 'kept',
  });
};

/** Trash (soft delete), archive or restore to the lists. */
export const shelveOrder = (existing: TOrder, to: TOrderShelf, expectedVersion: number, now: Date): TOrder => {
  requireVersion(existing, expectedVersion);
  const refusal = shelfRefusal(existing, to);
  if (refusal) throw invalid([{ path: 'shelf', message: refusal }], `order ${existing.id} cannot move to ${to}`);
  return touched({ ...existing, shelf: to }, now);
};

/** What a list asks for; the store reads by one access pattern, the rest is filtered here. */
export type OrderFilter = {
  shelf: TOrderShelf;
  status?: TOrderStatus | undefined;
  /** Planned start within [from, to) (UTC ISO). */
  from?: string | undefined;
  to?: string | undefined;
  customerId?: string | undefined;
  employeeId?: string | undefined;
  machineId?: string | undefined;
};

export const matchesFilter = (order: TOrder, filter: OrderFilter): boolean =>
  order.shelf === filter.shelf &&
  (filter.status === undefined || order.status === filter.status) &&
  (filter.from === undefined || order.plannedStartDateTime >= filter.from) &&
  (filter.to === undefined || order.plannedStartDateTime < filter.to) &&
  (filter.customerId === undefined || order.customerIds.includes(filter.customerId)) &&
  (filter.employeeId === undefined || order.employeeId === filter.employeeId) &&
  (filter.machineId === undefined || order.machineIds.includes(filter.machineId));

/** Earliest planned start first; the id keeps equal starts in one order. */
export const byPlannedStart = (a: TOrder, b: TOrder): number =>
  a.plannedStartDateTime.localeCompare(b.plannedStartDateTime) || a.id.localeCompare(b.id);
