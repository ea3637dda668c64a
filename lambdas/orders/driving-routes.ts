import {
  drivingReferences,
  getDrivingMap,
  getDrivingOrder,
  interruptOrderRun,
  recordOrderAmount,
  startOrderRun,
  switchOrderActivity,
} from '../../schemas/api/driving';
import { myWorkOf } from '../../schemas/api/work';
import { AppError } from '../../schemas/errors';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import type { TCurrentActivity } from '../../schemas/masterdata/people-and-machines';
import type { TOrder } from '../../schemas/orders/order';
import type { Clock, IdGenerator } from '../platform/clock';
import type { CompanyStore } from '../platform/company-store';
import { type Route, route } from '../platform/http';
import type { OrderStructures } from '../platform/order-structures';
import type { OrderTracks } from '../platform/order-tracks';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import {
  customerOfRun,
  interruptRun,
  requireDriver,
  requireRunning,
  runCustomer,
  startRun,
  switchActivity,
} from './domain/driving';
import type { PricingContext } from './domain/driving-amounts';
import { withAmount } from './domain/driving-amounts';
import { drivingMapOf } from './domain/driving-map';
import { trackingOfActivity } from './domain/driving-trackings';
import { drivingView } from './domain/driving-view';
import type { DrivingStore } from './driving-store';
import type { OrderStore } from './order-store';

export type DrivingDeps = {
  orders: Pick<OrderStore, 'get'>;
  driving: DrivingStore;
  companies: Pick<CompanyStore, 'get'>;
  /** Articles, price agreements and machines (their current operating hours). */
  records: Pick<RecordStore, 'list' | 'getMany'>;
  existingIds: ExistingIds;
  /** The driver's map: the order's fields and tracks, and its GPS tracks (platform read ports). */
  structures: OrderStructures;
  tracks: OrderTracks;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * The driver's day on an order, start side (application.md §4; issue 12 point 4): the view, start, switch
 * of preset or customer, amounts and interrupting. Every call acts for the employee linked to the caller's
 * login, on an order assigned to that employee.
 */
export const drivingRoutes = (deps: DrivingDeps): Route[] => {
  const { driving, clock, ids } = deps;

  /** The caller's employee, the order (assigned to them) and the company's order activity presets. */
  const situation = async (companyId: string, userId: string, orderId: string) => {
    const [employee, order, company] = await Promise.all([
      driving.employeeOfUser(companyId, userId),
      deps.orders.get(companyId, orderId),
      deps.companies.get(companyId),
    ]);
    if (!employee) throw new AppError('LW_404_30_0001', { detail: `no employee for user ${userId}` });
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${orderId}` });
    requireDriver(order, employee.id);
    return { employee, order, presets: company?.settings.orderActivityPresets ?? [] };
  };

  const view = async (
    order: TOrder,
    activity: TCurrentActivity,
    presets: Awaited<ReturnType<typeof situation>>['presets'],
  ) => {
    const [customers, resources, machines] = await Promise.all([
      driving.customerNames(order.companyId, order.customerIds),
      deps.records.list(order.companyId, 'resource'),
      deps.records.getMany(order.companyId, 'machine', order.machineIds),
    ]);
    const operatingHours = new Map(machines.map((machine) => [machine.id, machine.currentOperatingHours]));
    return drivingView(order, { activity, customers, presets, resources, operatingHours });
  };

  /** What pricing amounts of these articles for this customer reads (nothing when no article is named). */
  const pricingFor = async (
    companyId: string,
    resourceIds: readonly string[],
    customerId: string | null,
  ): Promise<PricingContext> => {
    if (resourceIds.length === 0) return { resources: [], agreements: [], customerTagIds: [] };
    const [resources, agreements, customerTagIds] = await Promise.all([
      deps.records.getMany(companyId, 'resource', [...new Set(resourceIds)]),
      deps.records.list(companyId, 'priceAgreement'),
      customerId === null ? [] : driving.customerTags(companyId, customerId),
    ]);
    return { resources, agreements, customerTagIds: customerTagIds ?? [] };
  };

  /** The employee's running time tracking as stored, else as the activity describes it. */
  const runningTracking = async (
    order: TOrder,
    employee: RecordOf<'employee'>,
    presets: Awaited<ReturnType<typeof situation>>['presets'],
  ) => {
    const activity = requireRunningActivity(employee);
    const stored =
      activity.timeTrackingId && activity.startedAt
        ? await driving.tracking(order.companyId, employee.id, activity.startedAt, activity.timeTrackingId)
        : undefined;
    return stored ?? trackingOfActivity(order, employee.id, activity, presets, clock.now());
  };

  return [
    route(getDrivingOrder, async ({ params }, { claims, company }) => {
      const { employee, order, presets } = await situation(company.companyId, claims.sub, params.orderId);
      return view(order, employee.currentActivity, presets);
    }),

    route(getDrivingMap, async ({ params }, { claims, company }) => {
      const { employee, order } = await situation(company.companyId, claims.sub, params.orderId);
      const [structures, loadingPoints, orderTracks] = await Promise.all([
        deps.structures(order.companyId, order),
        deps.records.getMany(order.companyId, 'loadingPoint', order.loadingPointIds),
        deps.tracks(order.companyId, order.id),
      ]);
      return drivingMapOf(order, employee.id, { ...structures, loadingPoints, orderTracks });
    }),

    route(startOrderRun, async ({ params, body }, { claims, company }) => {
      const { companyId } = company;
      // The order first: another company's caller hears 404, not what its ids name.
      const { employee, order, presets } = await situation(companyId, claims.sub, params.orderId);
      await requireKnownReferences(deps.existingIds, companyId, body, drivingReferences.start, 'order run');
      const articleIds = body.answers.flatMap((answer) => (answer.resourceId === null ? [] : [answer.resourceId]));
      const pricing = await pricingFor(companyId, articleIds, runCustomer(order, body.customerId));
      const now = clock.now();
      const change = startRun(order, employee, body, { now, newId: ids.newId, presets, pricing });
      await driving.save({ ...change, previous: order, employee, now });
      return view(change.order, change.activity, presets);
    }),

    route(switchOrderActivity, async ({ params, body }, { claims, company }) => {
      const { companyId } = company;
      // The order first: another company's caller hears 404, not what its ids name.
      const { employee, order, presets } = await situation(companyId, claims.sub, params.orderId);
      await requireKnownReferences(deps.existingIds, companyId, body, drivingReferences.switch, 'order activity');
      requireRunning(order, employee, body.version);
      const stored = await runningTracking(order, employee, presets);
      const now = clock.now();
      const change = switchActivity(order, employee, body, stored, { now, newId: ids.newId, presets });
      if (change.trackings.length > 0) {
        await driving.save({
          ...change,
          order: change.order === order ? null : change.order,
          previous: order,
          employee,
          now,
        });
      }
      return view(change.order, change.activity, presets);
    }),

    route(recordOrderAmount, async ({ params, body }, { claims, company }) => {
      const { companyId } = company;
      // The order first: another company's caller hears 404, not what its ids name.
      const { employee, order, presets } = await situation(companyId, claims.sub, params.orderId);
      await requireKnownReferences(deps.existingIds, companyId, body, drivingReferences.amount, 'amount');
      const activity = requireRunning(order, employee, body.version);
      const customerId = customerOfRun(order, activity.orderRunId);
      const pricing = await pricingFor(companyId, [body.resourceId], customerId);
      const now = clock.now();
      const changed = withAmount(order, pricing, { ...body, id: ids.newId(), customerId, now });
      await driving.saveOrder(changed, order);
      return view(changed, employee.currentActivity, presets);
    }),

    route(interruptOrderRun, async ({ params, body }, { claims, company }) => {
      const { employee, order, presets } = await situation(company.companyId, claims.sub, params.orderId);
      requireRunning(order, employee, body.version);
      const stored = await runningTracking(order, employee, presets);
      const now = clock.now();
      const change = interruptRun(order, employee, body, stored, { now, newId: ids.newId });
      await driving.save({ ...change, previous: order, employee, now });
      return myWorkOf({ ...employee, currentActivity: null });
    }),
  ];
};

/** The employee's current activity; the callers checked it is a run of the order. */
const requireRunningActivity = (employee: RecordOf<'employee'>) => {
  if (!employee.currentActivity) throw new AppError('LW_409_32_0002', { detail: `${employee.id} runs nothing` });
  return employee.currentActivity;
};
