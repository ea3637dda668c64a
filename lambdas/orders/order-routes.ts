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
import type { CompanyStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
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

/** The office's orders (application.md §2 create order, orders administration, archive and trash). */
export const orderRoutes = (deps: OrderDeps): Route[] => {
  const { orders, clock, ids } = deps;

  const settingsOf = async (companyId: string): Promise<OrderRuleSettings> => {
    const company = await deps.companies.get(companyId);
    return { enableMultiCustomerOrders: company?.settings.enableMultiCustomerOrders ?? false };
  };

  const existingOrder = async (companyId: string, orderId: string): Promise<TOrder> => {
    const order = await orders.get(companyId, orderId);
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${orderId}` });
    return order;
  };

  /** The plan's references checked (400 at the field), then the snapshots taken from the master data. */
  const checkedSnapshots = async (companyId: string, plan: TOrderPlan, pathPrefix = ''): Promise<OrderSnapshots> => {
    await requireKnownReferences(deps.existingIds, companyId, plan, orderReferences, 'order', pathPrefix);
    const [service, machines] = await Promise.all([
      plan.serviceId === null ? undefined : deps.records.get(companyId, 'service', plan.serviceId),
      deps.records.getMany(companyId, 'machine', plan.machineIds),
    ]);
    return { service: service ? serviceSnapshotOf(service) : null, machines: machines.map(machineSnapshotOf) };
  };

  return [
    route(listOrders, async ({ query }, { company }) => ({
      items: await orders.list(company.companyId, filterOf(query)),
    })),

    route(createOrder, async ({ body }, { company }) => {
      const { companyId } = company;
      const snapshots = await checkedSnapshots(companyId, body);
      const order = newOrder(body, await settingsOf(companyId), {
        id: ids.newId(),
        companyId,
        now: clock.now(),
        snapshots,
      });
      await orders.save(order, null);
      return order;
    }),

    route(getOrder, async ({ params }, { company }) => existingOrder(company.companyId, params.orderId)),

    route(updateOrder, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingOrder(companyId, params.orderId);
      const snapshots = await checkedSnapshots(companyId, body.data, 'data.');
      const changed = changeOrder(existing, body.data, body.version, await settingsOf(companyId), {
        now: clock.now(),
        snapshots,
      });
      await orders.save(changed, existing);
      return changed;
    }),

    route(assignOrder, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const existing = await existingOrder(companyId, params.orderId);
      await requireKnownReferences(deps.existingIds, companyId, body, { employeeId: 'employee' }, 'assignment');
      const assigned = assign(existing, body.employeeId, body.version, await settingsOf(companyId), clock.now());
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
