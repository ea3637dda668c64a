import {
  assignOrder,
  createOrder,
  getOrder,
  listOrders,
  shelveOrder,
  type TOrderListQuery,
  updateOrder,
} from '../../schemas/api/orders';
import { AppError } from '../../schemas/errors';
import { germanDaysSpan } from '../../schemas/kernel/calendar';
import { orderReferences, type TOrder, type TOrderPlan } from '../../schemas/orders/order';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore, OperatingUnitStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import type { CustomerUnits } from './customer-units';
import type { OrderUnitMembers, UnitCheckedOrder } from './domain/operating-unit-membership';
import {
  assignOrder as assign,
  changeOrder,
  machineSnapshotOf,
  newOrder,
  type OrderFilter,
  type OrderRuleSettings,
  type OrderSnapshots,
  serviceSnapshotOf,
  shelveOrder as shelve,
} from './domain/order';
import type { OrderStore } from './order-store';

export type OrderDeps = {
  orders: OrderStore;
  companies: CompanyStore;
  /** The master data the snapshots are taken from (services, machines). */
  records: RecordStore;
  /** The order's operating unit and its customers' units (rule 4). */
  units: Pick<OperatingUnitStore, 'get'>;
  customerUnits: CustomerUnits;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

/** The list query as the domain's filter: German days as a span of moments. */
const filterOf = ({ companyId: _company, from, to, ...rest }: TOrderListQuery & OrderFilter): OrderFilter => ({
  ...rest,
  ...(from ? { from: germanDaysSpan(from, from).start } : {}),
  ...(to ? { to: germanDaysSpan(to, to).end } : {}),
});

/** The company settings the order rules read. */
export const orderSettingsOf = async (companies: CompanyStore, companyId: string): Promise<OrderRuleSettings> => {
  const company = await companies.get(companyId);
  return { enableMultiCustomerOrders: company?.settings.enableMultiCustomerOrders ?? false };
};

const idsOf = (id: string | null) => (id === null ? [] : [id]);

/** The records an order names, read in one batch per kind, for rule 4 and the snapshots (the board's moves too). */
export const readNamedRecords = async (
  deps: Pick<OrderDeps, 'units' | 'records' | 'customerUnits'>,
  companyId: string,
  order: UnitCheckedOrder,
) => {
  const [unit, services, machines, employees, resources, customers] = await Promise.all([
    order.operatingUnitId === null ? undefined : deps.units.get(companyId, order.operatingUnitId),
    deps.records.getMany(companyId, 'service', idsOf(order.serviceId)),
    deps.records.getMany(companyId, 'machine', order.machineIds),
    deps.records.getMany(companyId, 'employee', idsOf(order.employeeId)),
    deps.records.getMany(companyId, 'resource', [...new Set(order.resourceUsages.map((usage) => usage.resourceId))]),
    deps.customerUnits(companyId, [...order.customerIds, ...idsOf(order.receiptReceiverId)]),
  ]);
  const members: OrderUnitMembers = { unit, services, machines, employees, resources, customers };
  return { members, services, machines };
};

/** The office's orders (application.md §2 create order, orders administration, archive and trash). */
export const orderRoutes = (deps: OrderDeps): Route[] => {
  const { orders, clock, ids } = deps;

  const settingsOf = (companyId: string) => orderSettingsOf(deps.companies, companyId);

  const existingOrder = async (companyId: string, orderId: string): Promise<TOrder> => {
    const order = await orders.get(companyId, orderId);
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${orderId}` });
    return order;
  };

  const namedRecords = (companyId: string, order: UnitCheckedOrder) => readNamedRecords(deps, companyId, order);

  /** The plan's references checked (400 at the field), then the records it names and the snapshots of them. */
  const checkedRecords = async (
    companyId: string,
    plan: TOrderPlan,
    resourceUsages: TOrder['resourceUsages'],
    pathPrefix = '',
  ): Promise<{ snapshots: OrderSnapshots; members: OrderUnitMembers }> => {
    await requireKnownReferences(deps.existingIds, companyId, plan, orderReferences, 'order', pathPrefix);
    const { members, services, machines } = await namedRecords(companyId, { ...plan, status: 'DRAFT', resourceUsages });
    const [service] = services;
    const snapshots = {
      service: service ? serviceSnapshotOf(service) : null,
      machines: machines.map(machineSnapshotOf),
    };
    return { snapshots, members };
  };

  return [
    route(listOrders, async ({ query }, { company }) => ({
      items: await orders.list(company.companyId, filterOf(query)),
    })),

    route(createOrder, async ({ body }, { company }) => {
      const { companyId } = company;
      const order = newOrder(body, await settingsOf(companyId), {
        id: ids.newId(),
        companyId,
        now: clock.now(),
        ...(await checkedRecords(companyId, body, [])),
      });
      await orders.save(order, null);
      return order;
    }),

    route(getOrder, async ({ params }, { company }) => existingOrder(company.companyId, params.orderId)),

    route(updateOrder, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingOrder(companyId, params.orderId);
      // The update body wraps the plan in `data`, so its issues name 'data.<field>' like schema issues do.
      const records = await checkedRecords(companyId, body.data, existing.resourceUsages, 'data.');
      const changed = changeOrder(
        existing,
        body.data,
        body.version,
        await settingsOf(companyId),
        { now: clock.now(), ...records },
        'data.',
      );
      await orders.save(changed, existing);
      return changed;
    }),

    route(assignOrder, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingOrder(companyId, params.orderId);
      await requireKnownReferences(deps.existingIds, companyId, body, { employeeId: 'employee' }, 'assignment');
      const { members } = await namedRecords(companyId, { ...existing, employeeId: body.employeeId });
      const assigned = assign(existing, body.employeeId, body.version, await settingsOf(companyId), {
        now: clock.now(),
        members,
      });
      await orders.save(assigned, existing);
      return assigned;
    }),

    route(shelveOrder, async ({ params, body }, { company }) => {
      const existing = await existingOrder(company.companyId, params.orderId);
      const moved = shelve(existing, body.shelf, body.version, clock.now());
      await orders.save(moved, existing);
      return moved;
    }),
  ];
};
