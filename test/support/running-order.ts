import { randomUUID } from 'node:crypto';
import { dynamoOrderStore } from '../../lambdas/orders/order-store';
import { dynamoRecordStore } from '../../lambdas/platform/records/record-store';
import { findEmployeeOfUser } from '../../lambdas/platform/records/viewer';
import { timeTrackingWrite } from '../../lambdas/platform/time-trackings';
import type { TTimeTracking } from '../../schemas/api/work';
import { ZEmployee, ZMachine } from '../../schemas/masterdata/people-and-machines';
import type { TDriverQuery, TPriceBlock } from '../../schemas/masterdata/service';
import { type TOrder, ZOrder } from '../../schemas/orders/order';
import { withTable } from './table-scope';

export { withTable };

/**
 * A running order written straight through the orders, records and time-tracking stores, as a driver's
 * start leaves it: IN_PROGRESS with an open run, the machine's hour meter read at the start, the
 * employee's current activity and its open time tracking. For the stop's tests and the benchmark, which
 * must not depend on the start endpoint.
 */

export type RunningOrderOptions = {
  companyId: string;
  /** The login the driver's employee is linked to. */
  userId: string;
  /** What the service asks at the stop; by default nothing (the single button 'Auftrag stoppen'). */
  queryNote?: boolean;
  driverQueries?: Partial<TDriverQuery>[];
  priceBlocks?: Pick<TPriceBlock, 'id' | 'name' | 'basis' | 'price'>[];
  /** The machine's hour meter at the start; null: a machine without one. */
  operatingHours?: string | null;
  customerIds?: string[];
  /** The issuing unit of the bill the order becomes; none by default. */
  operatingUnitId?: string;
};

export type RunningOrder = {
  order: TOrder;
  employeeId: string;
  machineId: string;
  tracking: TTimeTracking;
};

/**
 * Writes a new machine, the order and the employee (linked to the login; created with the first order of
 * the login) running it. The employee must not be running anything else.
 */
export const seedRunningOrder = (options: RunningOrderOptions): Promise<RunningOrder> =>
  withTable(async () => {
    const { companyId, userId } = options;
    const records = dynamoRecordStore();
    const key = randomUUID().slice(0, 8);
    const started = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const meta = { companyId, version: 1, archived: false, createdAt: started, updatedAt: started };
    const hours = options.operatingHours === undefined ? '100' : options.operatingHours;
    // One employee per login: a later order of the same login is run by the employee of the first.
    const employeeId = (await findEmployeeOfUser(records, companyId, userId))?.id ?? `test-employee-${key}`;

    const machine = ZMachine.parse({
      ...meta,
      id: `test-machine-${key}`,
      name: `Schlepper ${key}`,
      currentOperatingHours: hours,
    });
    await records.put('machine', machine, null);

    const order = ZOrder.parse({
      id: `test-order-${key}`,
      companyId,
      name: `Grubbern ${key}`,
      status: 'IN_PROGRESS',
      shelf: 'ACTIVE',
      employeeId: employeeId,
      customerIds: options.customerIds ?? ['demo-customer-10001'],
      ...(options.operatingUnitId ? { operatingUnitId: options.operatingUnitId } : {}),
      machineIds: [machine.id],
      plannedStartDateTime: started,
      serviceSnapshot: {
        id: 'demo-service-grubbern',
        name: 'Grubbern',
        queryNote: options.queryNote ?? false,
        driverQueries: options.driverQueries ?? [],
        priceBlocks: options.priceBlocks ?? [],
      },
      machineSnapshots: [{ id: machine.id, name: machine.name, hasOperatingHours: hours !== null }],
      activeTime: [{ id: `run-${key}`, start: started }],
      counterTrackings:
        hours === null
          ? []
          : [
              {
                id: `counter-${key}`,
                source: { type: 'MACHINE', machineId: machine.id },
                type: 'OPERATING_HOURS',
                startValue: hours,
                startDate: started,
                orderRunId: `run-${key}`,
                employeeId: employeeId,
              },
            ],
      timeTrackings: [{ id: `tt-${key}`, employeeId, start: started, orderRunId: `run-${key}` }],
      protocol: [{ id: `p-${key}`, timestamp: started, kind: 'STARTED', employeeId }],
      version: 2,
      createdAt: started,
      updatedAt: started,
    });
    await dynamoOrderStore().save(order, null);

    const tracking: TTimeTracking = {
      id: `tt-${key}`,
      employeeId: employeeId,
      type: 'order',
      internalActivityPresetId: null,
      presetName: 'Arbeit',
      purpose: 'OTHER',
      orderId: order.id,
      operatingUnitId: null,
      start: started,
      end: null,
      note: '',
    };
    const existing = await findEmployeeOfUser(records, companyId, userId);
    const employee = ZEmployee.parse({
      ...meta,
      id: employeeId,
      firstName: 'Test',
      lastName: `Fahrer ${key}`,
      appUserId: userId,
      ...(existing ?? {}),
      version: (existing?.version ?? 0) + 1,
      currentActivity: {
        type: 'order',
        orderId: order.id,
        orderRunId: `run-${key}`,
        startedAt: started,
        timeTrackingId: tracking.id,
      },
    });
    await records.put('employee', employee, existing?.version ?? null, undefined, [
      timeTrackingWrite(companyId, tracking),
    ]);
    return { order, employeeId, machineId: machine.id, tracking };
  });
