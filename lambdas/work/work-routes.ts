import {
  employeeTimeTrackingsReferences,
  getMyTask,
  getMyWork,
  listEmployeeTimeTrackings,
  listMyOrders,
  listMyTasks,
  listMyTimeTrackings,
  myWorkOf,
  startInternalWork,
  startInternalWorkReferences,
  stopActivity,
  type TTimeTracking,
} from '../../schemas/api/work';
import { AppError } from '../../schemas/errors';
import { germanDaysSpan } from '../../schemas/kernel/calendar';
import { mayViewOwnWorkTimes } from '../../schemas/permissions';
import type { Clock, IdGenerator } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { startInternalWork as startWork, stopInternalWork } from './domain/internal-work';
import { toOwnOrders } from './domain/own-orders';
import { isTaskOf, toTaskDetails, toTasks } from './domain/tasks';
import type { WorkStore } from './work-store';

export type WorkDeps = { store: WorkStore; clock: Clock; ids: IdGenerator; existingIds: ExistingIds };

const byStart = (trackings: TTimeTracking[]) =>
  trackings.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));

/**
 * The Fahrerbereich: always the employee linked to the caller's login in the caller's company. And the
 * office's view of every employee's time trackings (listEmployeeTimeTrackings).
 */
export const workRoutes = ({ store, clock, ids, existingIds }: WorkDeps): Route[] => {
  const requireEmployee = async (companyId: string, userId: string) => {
    const employee = await store.employeeOfUser(companyId, userId);
    if (!employee) throw new AppError('LW_404_30_0001', { detail: `no employee for user ${userId}` });
    return employee;
  };
  const requireCompany = async (companyId: string) => {
    const company = await store.company(companyId);
    if (!company) throw new AppError('LW_404_02_0003');
    return company;
  };

  return [
    route(getMyWork, async (_input, { claims, company }) =>
      myWorkOf(await store.employeeOfUser(company.companyId, claims.sub)),
    ),

    route(startInternalWork, async ({ body }, { claims, company }) => {
      const references = startInternalWorkReferences;
      await requireKnownReferences(existingIds, company.companyId, body, references, 'internal work');
      const [employee, stored, activeUnitIds] = await Promise.all([
        requireEmployee(company.companyId, claims.sub),
        requireCompany(company.companyId),
        store.activeUnitIds(company.companyId),
      ]);
      const now = clock.now();
      const { activity, tracking } = startWork({
        employee: {
          id: employee.id,
          // Archived units are no longer worked for.
          operatingUnitIds: employee.operatingUnitIds.filter((unitId) => activeUnitIds.includes(unitId)),
          currentActivity: employee.currentActivity,
        },
        settings: stored.settings,
        presetId: body.presetId,
        requestedUnitId: body.operatingUnitId,
        companyDefaultUnitId: activeUnitIds[0] ?? null,
        now,
        timeTrackingId: ids.newId(),
      });
      await store.saveActivity(employee, activity, tracking, now);
      return myWorkOf({ ...employee, currentActivity: activity });
    }),

    route(stopActivity, async ({ body }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      const activity = employee.currentActivity;
      if (!activity) return myWorkOf(employee);
      const stored = await requireCompany(company.companyId);
      const storedTracking =
        activity.timeTrackingId && activity.startedAt
          ? await store.tracking(company.companyId, employee.id, activity.startedAt, activity.timeTrackingId)
          : undefined;
      const now = clock.now();
      const tracking = stopInternalWork({
        employeeId: employee.id,
        activity,
        storedTracking,
        settings: stored.settings,
        note: body.note,
        now,
      });
      await store.saveActivity(employee, null, tracking, now);
      return myWorkOf({ ...employee, currentActivity: null });
    }),

    route(listMyTimeTrackings, async ({ query }, { claims, company }) => {
      const stored = await requireCompany(company.companyId);
      // §6: 'Seeing own work times depends on the company setting showWorkTimesForRoles.'
      if (!mayViewOwnWorkTimes(stored.settings, company.role)) {
        throw new AppError('LW_403_30_0001');
      }
      const employee = await requireEmployee(company.companyId, claims.sub);
      // What started on the asked German days: from the first one's midnight to the midnight after the last.
      const { start, end } = germanDaysSpan(query.from, query.to);
      const items = await store.trackingsBetween(company.companyId, employee.id, start, end);
      return { items };
    }),

    route(listEmployeeTimeTrackings, async ({ query }, { company }) => {
      const { companyId } = company;
      await requireKnownReferences(existingIds, companyId, query, employeeTimeTrackingsReferences, 'time trackings');
      const { start, end } = germanDaysSpan(query.from, query.to);
      // One range query per employee on the trackings' own index (employee, start): no scan, and the
      // period's bound keeps each one small.
      const employeeIds = query.employeeId ? [query.employeeId] : await store.employeeIds(companyId);
      const perEmployee = await Promise.all(
        employeeIds.map((employeeId) => store.trackingsBetween(companyId, employeeId, start, end)),
      );
      return { items: byStart(perEmployee.flat()) };
    }),

    route(listMyOrders, async (_input, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      const orders = await store.assignedOrders(company.companyId, employee.id);
      const customers = await store.customerNames(
        company.companyId,
        orders.flatMap((order) => order.customerIds ?? []),
      );
      return { items: toOwnOrders(orders, customers) };
    }),

    route(listMyTasks, async ({ query }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      // Orders planned on the asked German days: from the first one's midnight to the midnight after the last.
      const { start, end } = germanDaysSpan(query.from, query.to);
      const orders = await store.tasksBetween(company.companyId, employee.id, start, end);
      const customers = await store.customerNames(
        company.companyId,
        orders.flatMap((order) => order.customerIds ?? []),
      );
      return { items: toTasks(orders, customers) };
    }),

    route(getMyTask, async ({ params }, { claims, company }) => {
      const employee = await requireEmployee(company.companyId, claims.sub);
      const order = await store.order(company.companyId, params.orderId);
      // Another employee's order answers as one that does not exist: its existence is none of the caller's business.
      if (!order || !isTaskOf(order, employee.id)) {
        throw new AppError('LW_404_30_0004', { detail: `order ${params.orderId}` });
      }
      const customers = await store.customerNames(company.companyId, order.customerIds);
      return toTaskDetails(order, employee.id, customers);
    }),
  ];
};
