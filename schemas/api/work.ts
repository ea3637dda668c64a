import * as z from 'zod';
import { INPUT_LIMITS, idField, tooLongMessage } from '../input-bounds';
import { type TEmployee, ZCurrentActivity } from '../masterdata/people-and-machines';
import { ZDay } from '../masterdata/price-agreement';
import { ZOrderStatus, ZTaskRecordType } from '../order-enums';
import { ZDrivingOrder } from '../orders/driving';
import { counterTypes } from '../orders/order-parts';
import type { References } from '../references';
import { ZUnit } from '../units';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The Fahrerbereich (application.md §2 menu, §4 'Internal work', §7 'Read own assigned unstarted orders',
 * 'End the current activity for an employee'): what the signed-in person does in the field. Every call
 * acts on the employee linked to the caller's login, never on one named in the request.
 */

/** The caller's employee and what they are doing. `employee` is null when no employee is linked to the login. */
export const ZMyWork = z.object({
  employee: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      operatingUnitIds: z.array(z.string()),
    })
    .nullable(),
  activity: ZCurrentActivity,
});
export type TMyWork = z.infer<typeof ZMyWork>;

/** What the caller reads of their employee after starting or ending work (the work and orders services). */
export const myWorkOf = (employee: TEmployee | undefined): TMyWork => ({
  employee: employee
    ? {
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        operatingUnitIds: employee.operatingUnitIds,
      }
    : null,
  activity: employee?.currentActivity ?? null,
});

export const ZStartInternalWork = z.object({
  presetId: z
    .string({ error: 'Bitte wähle eine Tätigkeit aus.' })
    .min(1, 'Bitte wähle eine Tätigkeit aus.')
    .max(INPUT_LIMITS.idLength, tooLongMessage(INPUT_LIMITS.idLength)),
  /** Only asked for when the company wants it and the employee works for several units (§4). */
  operatingUnitId: idField().nullable().default(null),
});

/**
 * The operating unit internal work is started for names one of the company's (schemas/references.ts);
 * the work domain then asks that it is one of the employee's own.
 */
export const startInternalWorkReferences: References = { operatingUnitId: 'operatingUnit' };

export const ZStopActivity = z.object({ note: z.string().max(2000, 'Die Notiz ist zu lang.').default('') });

/** One stretch of work of an employee (internal work or an order run); `end` is null while it runs. */
export const ZTimeTracking = z.object({
  id: z.string(),
  employeeId: z.string(),
  type: z.enum(['order', 'internal']),
  internalActivityPresetId: z.string().nullable(),
  /** The preset's name when the work started, so renamed or archived presets still read right. */
  presetName: z.string(),
  purpose: z.enum(['PAUSE', 'OTHER', 'USE']).nullable(),
  orderId: z.string().nullable(),
  operatingUnitId: z.string().nullable(),
  start: z.string(),
  end: z.string().nullable(),
  note: z.string(),
});
export type TTimeTracking = z.infer<typeof ZTimeTracking>;

export const ZTimeTrackingQuery = ZCompanyQuery.extend({
  // A real calendar day: '2026-02-31' is refused with the field message, not turned into a 500.
  from: ZDay,
  to: ZDay,
}).refine((query) => query.from <= query.to, {
  path: ['to'],
  message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
});

/**
 * The longest period the office lists at once: two months, so a payroll month and its edges fit, and
 * one request reads a bounded number of trackings per employee.
 */
export const MAX_TIME_TRACKING_DAYS = 62;

/** Days from `from` to `to`, both counted (ISO days; their UTC midnights are whole days apart). */
const daysCounted = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const withinMaxDays = (query: { from: string; to: string }) =>
  daysCounted(query.from, query.to) <= MAX_TIME_TRACKING_DAYS;
const periodTooLong = {
  path: ['to'],
  // wording ours: the spec names no limit; the voice of 'Bitte wähle einen Betrieb aus.'
  message: `Bitte wähle höchstens ${MAX_TIME_TRACKING_DAYS} Tage aus.`,
};

/** The office's period, optionally of one employee (application.md §2 Employees: time trackings). */
export const ZEmployeeTimeTrackingQuery = ZTimeTrackingQuery.safeExtend({
  employeeId: idField().optional(),
}).refine(withinMaxDays, periodTooLong);

/** The period of 'Aufgaben': German days of the planned start, bounded like the office's time trackings. */
export const ZTaskQuery = ZTimeTrackingQuery.refine(withinMaxDays, periodTooLong);
export type TTaskQuery = z.infer<typeof ZTaskQuery>;

/** The employee the office filters by names one of the company's (schemas/references.ts). */
export const employeeTimeTrackingsReferences: References = { employeeId: 'employee' };

/** An order as the driver sees it in 'Meine Aufträge': names resolved, nothing about prices. */
export const ZOwnOrder = z.object({
  id: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  plannedStartDateTime: z.string().nullable(),
  plannedEndDateTime: z.string().nullable(),
  serviceName: z.string().nullable(),
  customers: z.array(z.object({ id: z.string(), name: z.string(), city: z.string().nullable() })),
  machineNames: z.array(z.string()),
  operatingUnitId: z.string().nullable(),
  note: z.string(),
});
export type TOwnOrder = z.infer<typeof ZOwnOrder>;

/**
 * A task's details (application.md §2 'task details'): the order as planned, customers with their
 * addresses, and what was recorded on it. Read-only and without prices: drivers do not see them.
 */
export const ZTaskDetails = ZOwnOrder.extend({
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
    }),
  ),
  runs: z.array(
    z.object({ id: z.string(), start: z.string(), end: z.string().nullable(), customerId: z.string().nullable() }),
  ),
  /** The amounts of articles as the driver's day shows them (no prices). */
  amounts: ZDrivingOrder.shape.amounts,
  taskRecords: z.array(
    z.object({
      id: z.string(),
      type: ZTaskRecordType,
      record: z.number().nullable(),
      unit: ZUnit,
      customerId: z.string().nullable(),
      timeStamp: z.string(),
    }),
  ),
  counters: z.array(
    z.object({
      id: z.string(),
      /** The machine's or the price block's name. */
      label: z.string(),
      type: z.enum(counterTypes),
      startValue: z.string().nullable(),
      endValue: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
});
export type TTaskDetails = z.infer<typeof ZTaskDetails>;

export const getMyWork = defineEndpoint({
  method: 'GET',
  path: '/work/current',
  access: { kind: 'company', permission: 'work:current' },
  query: ZCompanyQuery,
  response: ZMyWork,
});

export const startInternalWork = defineEndpoint({
  method: 'POST',
  path: '/work/internal-work',
  access: { kind: 'company', permission: 'work:internal' },
  query: ZCompanyQuery,
  body: ZStartInternalWork,
  response: ZMyWork,
});

/** Ends whatever internal work runs; nothing running is not an error (another device may have ended it). */
export const stopActivity = defineEndpoint({
  method: 'POST',
  path: '/work/current/stop',
  access: { kind: 'company', permission: 'work:current' },
  query: ZCompanyQuery,
  body: ZStopActivity,
  response: ZMyWork,
});

/** 'Meine Arbeitszeiten': own time trackings that started between two days (inclusive, German time). */
export const listMyTimeTrackings = defineEndpoint({
  method: 'GET',
  path: '/work/time-trackings',
  access: { kind: 'company', permission: 'work:own-times' },
  query: ZTimeTrackingQuery,
  response: z.object({ items: z.array(ZTimeTracking) }),
});

/**
 * The employees' time trackings (application.md §2 Employees, §6 'employees list, details and time
 * trackings': owner, admin, accountant): every tracking of the company, or of one employee, that started
 * on the asked German days, earliest first.
 */
export const listEmployeeTimeTrackings = defineEndpoint({
  method: 'GET',
  path: '/work/employee-time-trackings',
  access: { kind: 'company', permission: 'work:employee-times' },
  query: ZEmployeeTimeTrackingQuery,
  response: z.object({ items: z.array(ZTimeTracking) }),
});

/** 'Meine Aufträge': own assigned orders not started yet, earliest planned start first. */
export const listMyOrders = defineEndpoint({
  method: 'GET',
  path: '/work/orders',
  access: { kind: 'company', permission: 'work:orders' },
  query: ZCompanyQuery,
  response: z.object({ items: z.array(ZOwnOrder) }),
});

/** 'Aufgaben': own orders in every status but DRAFT whose planned start lies in the period, newest first. */
export const listMyTasks = defineEndpoint({
  method: 'GET',
  path: '/work/tasks',
  access: { kind: 'company', permission: 'work:tasks' },
  query: ZTaskQuery,
  response: z.object({ items: z.array(ZOwnOrder) }),
});

/** One of the caller's tasks; another employee's order, a draft or an order in the trash is not found. */
export const getMyTask = defineEndpoint({
  method: 'GET',
  path: '/work/tasks/{orderId}',
  access: { kind: 'company', permission: 'work:tasks' },
  params: z.object({ orderId: idField() }),
  query: ZCompanyQuery,
  response: ZTaskDetails,
});

export const workEndpoints = {
  getMyWork,
  startInternalWork,
  stopActivity,
  listMyTimeTrackings,
  listEmployeeTimeTrackings,
  listMyOrders,
  listMyTasks,
  getMyTask,
};
