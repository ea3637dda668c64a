import type { TFieldIssue } from '../../../schemas/errors';
import { operatingUnitMismatchMessages } from '../../../schemas/messages';
import type { TOrder } from '../../../schemas/orders/order';

/**
 * application.md §5 order rule 4: service, customers, machines, employee, articles and the alternative
 * receipt recipient must belong to the order's operating unit. A pure check over the records the route
 * loaded in one batch.
 */

/** A record as rule 4 reads it; one without operating units belongs to all of them (like the lists). */
export type UnitMember = { id: string; operatingUnitIds: readonly string[] };

/** The records the order names, as loaded; an id without a loaded record is the reference check's affair. */
export type OrderUnitMembers = {
  /** The order's operating unit; undefined when the order names none or it was not found. */
  unit: { id: string; archived: boolean } | undefined;
  services: readonly UnitMember[];
  customers: readonly UnitMember[];
  machines: readonly UnitMember[];
  employees: readonly UnitMember[];
  resources: readonly UnitMember[];
};

/** No records loaded: rule 4 finds nothing (an order without an operating unit, or a pure test). */
export const noUnitMembers: OrderUnitMembers = {
  unit: undefined,
  services: [],
  customers: [],
  machines: [],
  employees: [],
  resources: [],
};

export type UnitCheckedOrder = Pick<
  TOrder,
  'status' | 'operatingUnitId' | 'serviceId' | 'customerIds' | 'machineIds' | 'employeeId' | 'receiptReceiverId'
> & { resourceUsages: readonly { resourceId: string }[] };

/**
 * Whether the order keeps a service snapshot taken earlier. The server retakes the snapshot from the
 * master data whenever the office plans the order (create, update): then the order's service is the live
 * record and rule 4 applies. An order that keeps its snapshot (assigned, started, stopped) carries its
 * own copy of the service, and the spec skips rule 4 for it.
 */
export type ServiceSnapshotState = 'retaken' | 'kept';

const belongs = (member: UnitMember | undefined, unitId: string): boolean =>
  member === undefined || member.operatingUnitIds.length === 0 || member.operatingUnitIds.includes(unitId);

const byId = (members: readonly UnitMember[]) => new Map(members.map((member) => [member.id, member]));

/** The spec's exceptions: a done or billed order of an archived unit, and an order keeping its snapshot. */
const ruleApplies = (order: UnitCheckedOrder, members: OrderUnitMembers, snapshot: ServiceSnapshotState) => {
  if (order.operatingUnitId === null || members.unit === undefined) return false;
  if ((order.status === 'DONE' || order.status === 'BILLED') && members.unit.archived) return false;
  return !(snapshot === 'kept' && order.serviceId !== null);
};

/** Rule 4's issues in the spec's order of the parts: service, customers, machines, employee, articles, recipient. */
export const operatingUnitIssues = (
  order: UnitCheckedOrder,
  members: OrderUnitMembers,
  snapshot: ServiceSnapshotState,
): TFieldIssue[] => {
  if (!ruleApplies(order, members, snapshot) || order.operatingUnitId === null) return [];
  const unitId = order.operatingUnitId;
  const services = byId(members.services);
  const customers = byId(members.customers);
  const machines = byId(members.machines);
  const employees = byId(members.employees);
  const resources = byId(members.resources);
  const outside = (found: ReadonlyMap<string, UnitMember>, id: string | null) =>
    id !== null && !belongs(found.get(id), unitId);
  const issues: TFieldIssue[] = [];
  if (outside(services, order.serviceId))
    issues.push({ path: 'serviceId', message: operatingUnitMismatchMessages.service });
  order.customerIds.forEach((customerId, index) => {
    if (outside(customers, customerId))
      issues.push({ path: `customerIds.${index}`, message: operatingUnitMismatchMessages.customer });
  });
  if (order.machineIds.some((machineId) => outside(machines, machineId)))
    issues.push({ path: 'machineIds', message: operatingUnitMismatchMessages.machines });
  if (outside(employees, order.employeeId))
    issues.push({ path: 'employeeId', message: operatingUnitMismatchMessages.employee });
  if (order.resourceUsages.some((usage) => outside(resources, usage.resourceId)))
    issues.push({ path: 'resourceUsages', message: operatingUnitMismatchMessages.resources });
  if (outside(customers, order.receiptReceiverId))
    issues.push({ path: 'receiptReceiverId', message: operatingUnitMismatchMessages.receiptReceiver });
  return issues;
};
