import { drivingReferences, getStopPreparation, stopOrder } from '../../schemas/api/driving';
import { myWorkOf, type TTimeTracking } from '../../schemas/api/work';
import { AppError } from '../../schemas/errors';
import type { RecordOf } from '../../schemas/masterdata/kinds';
import type { TOrder } from '../../schemas/orders/order';
import type { Clock, IdGenerator } from '../platform/clock';
import { isConflict } from '../platform/db/write';
import { type Route, route } from '../platform/http';
import { changeRecord } from '../platform/records/record-domain';
import type { RecordStore } from '../platform/records/record-store';
import { type ExistingIds, requireKnownReferences } from '../platform/references/references';
import { type MachineHours, stopOrder as stop, stopPreparationOf } from './domain/stop';
import type { OrderStore } from './order-store';
import type { StopStore } from './stop-store';

export type StopDeps = {
  orders: Pick<OrderStore, 'get'>;
  records: Pick<RecordStore, 'getMany'>;
  /** The employee linked to the login (archived ones do not count). */
  employeeOfUser: (companyId: string, userId: string) => Promise<RecordOf<'employee'> | undefined>;
  /** The time tracking of the running activity. */
  tracking: (companyId: string, employeeId: string, start: string, id: string) => Promise<TTimeTracking | undefined>;
  /** The hectares the order's GPS tracks covered (issue 13), proposed for the AREA record; null: unknown. */
  coveredArea: (order: TOrder) => Promise<number | null>;
  stops: StopStore;
  existingIds: ExistingIds;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * The stop wizard's server side (application.md §4 'Stopping an order (wizard)'): what it preloads, and
 * the stop in one transaction. Both act for the employee linked to the caller's login.
 */
export const stopRoutes = (deps: StopDeps): Route[] => {
  const { orders, records, stops, clock, ids } = deps;

  const requireEmployee = async (companyId: string, userId: string) => {
    const employee = await deps.employeeOfUser(companyId, userId);
    if (!employee) throw new AppError('LW_404_30_0001', { detail: `no employee for user ${userId}` });
    return employee;
  };

  const existingOrder = async (companyId: string, orderId: string): Promise<TOrder> => {
    const order = await orders.get(companyId, orderId);
    if (!order) throw new AppError('LW_404_02_0004', { detail: `order ${orderId}` });
    return order;
  };

  /** The machines whose hour meter the order reads, as stored now. */
  const meteredMachines = (order: TOrder) =>
    records.getMany(
      order.companyId,
      'machine',
      order.machineSnapshots.filter((machine) => machine.hasOperatingHours).map((machine) => machine.id),
    );

  const hoursOf = (machines: Awaited<ReturnType<typeof meteredMachines>>): MachineHours =>
    new Map(machines.map((machine) => [machine.id, machine.currentOperatingHours]));

  /** A write that lost: the other device stopped the order, or changed it (or a record it names) meanwhile. */
  const lostRace = async (companyId: string, orderId: string, error: unknown): Promise<never> => {
    const now = await orders.get(companyId, orderId);
    const code = now?.status === 'DONE' || now?.status === 'BILLED' ? 'LW_409_32_0003' : 'LW_409_32_0004';
    throw new AppError(code, { detail: `stop of ${orderId} lost`, cause: error });
  };

  return [
    route(getStopPreparation, async ({ params }, { claims, company }) => {
      const [employee, order] = await Promise.all([
        requireEmployee(company.companyId, claims.sub),
        existingOrder(company.companyId, params.orderId),
      ]);
      const [machines, coveredArea] = await Promise.all([meteredMachines(order), deps.coveredArea(order)]);
      return stopPreparationOf(order, employee.id, hoursOf(machines), clock.now(), coveredArea);
    }),

    route(stopOrder, async ({ params, body }, { claims, company }) => {
      const { companyId } = company;
      await requireKnownReferences(deps.existingIds, companyId, body, drivingReferences.stop, 'stop');
      const [employee, order] = await Promise.all([
        requireEmployee(companyId, claims.sub),
        existingOrder(companyId, params.orderId),
      ]);
      const [machines, articles] = await Promise.all([
        meteredMachines(order),
        records.getMany(companyId, 'resource', [
          ...new Set(body.answers.flatMap((answer) => (answer.resourceId === null ? [] : [answer.resourceId]))),
        ]),
      ]);
      const now = clock.now();
      const stopped = stop(order, body, {
        employeeId: employee.id,
        hours: hoursOf(machines),
        articles,
        now,
        newId: ids.newId,
      });
      const context = { now, newId: ids.newId };

      const activity = employee.currentActivity;
      const running = activity?.type === 'order' && activity.orderId === order.id;
      const storedTracking =
        running && activity.timeTrackingId && activity.startedAt
          ? await deps.tracking(companyId, employee.id, activity.startedAt, activity.timeTrackingId)
          : undefined;
      const hoursByMachine = new Map(stopped.operatingHours.map((entry) => [entry.machineId, entry.value]));

      try {
        await stops.commit({
          order: stopped.order,
          previous: order,
          employee: running
            ? {
                record: changeRecord(employee, { currentActivity: null }, employee.version, context),
                expectedVersion: employee.version,
              }
            : null,
          tracking: storedTracking
            ? { ...storedTracking, end: now.toISOString(), note: body.note ?? storedTracking.note }
            : null,
          machines: machines.flatMap((machine) => {
            const value = hoursByMachine.get(machine.id);
            if (value === undefined) return [];
            const record = changeRecord(machine, { currentOperatingHours: value }, machine.version, context);
            return [{ record, expectedVersion: machine.version }];
          }),
        });
      } catch (error) {
        if (isConflict(error)) return lostRace(companyId, order.id, error);
        throw error;
      }
      return myWorkOf(running ? { ...employee, currentActivity: null } : employee);
    }),
  ];
};
