import type * as z from 'zod';
import type { TActivityPreset } from '../../../schemas/api/company';
import type { TTimeTracking } from '../../../schemas/api/work';
import { AppError, type TFieldIssue } from '../../../schemas/errors';
import type { TCurrentActivity } from '../../../schemas/masterdata/people-and-machines';
import { stopWizardMessages } from '../../../schemas/messages';
import { counterKeyOf, type ZStartOrderRun, type ZSwitchOrderActivity } from '../../../schemas/orders/driving';
import { answerArticleIssues, countersOf, queriesAt, unansweredQueries } from '../../../schemas/orders/driving-rules';
import type { TOrder } from '../../../schemas/orders/order';
import { type PricingContext, pricedUsage } from './driving-amounts';
import { drivingMessages } from './driving-messages';
import { endAt, orderTracking } from './driving-trackings';

/**
 * The start side of the driver's day on an order (application.md §4; issue 12 point 4) as pure functions:
 * the routes load the order, the employee and the company's presets, call these and write what they
 * return in one transaction. Every function acts for one employee, on an order assigned to that employee.
 */

type StartInput = z.output<typeof ZStartOrderRun>;
type SwitchInput = z.output<typeof ZSwitchOrderActivity>;
type Activity = NonNullable<TCurrentActivity>;

export type DrivingEmployee = { id: string; currentActivity: TCurrentActivity };

/** What a step of the driver's day needs besides the order and the employee. */
export type DrivingContext = {
  now: Date;
  newId: () => string;
  /** The company's order activity presets (archived ones included: a running one may have been archived). */
  presets: readonly TActivityPreset[];
};

/** The result of a step: the order, the employee's activity after it and the time trackings to write. */
export type DrivingChange = { order: TOrder; activity: TCurrentActivity; trackings: TTimeTracking[] };

const invalid = (issues: TFieldIssue[], detail: string) => new AppError('LW_400_01_0001', { issues, detail });

/** A driver acts only on orders assigned to the employee of the login (another company's order is 404 before). */
export const requireDriver = (order: TOrder, employeeId: string): void => {
  if (order.employeeId !== employeeId) {
    throw new AppError('LW_403_32_0001', { detail: `order ${order.id} is not assigned to ${employeeId}` });
  }
};

/** The driver's calls send the version they read: a change on another device in between is refused. */
const requireVersion = (order: TOrder, version: number): void => {
  if (order.version !== version) {
    throw new AppError('LW_409_32_0004', { detail: `order ${order.id} is at ${order.version}, not ${version}` });
  }
};

/** The employee's activity when it is a run of this order; null when the employee works on something else. */
export const runningOn = (order: Pick<TOrder, 'id'>, activity: TCurrentActivity): Activity | null =>
  activity?.type === 'order' && activity.orderId === order.id ? activity : null;

/** The caller's running activity on this order, in progress; else 'Dieser Auftrag läuft bei dir gerade nicht.' */
export const requireRunning = (order: TOrder, employee: DrivingEmployee, version: number): Activity => {
  const activity = runningOn(order, employee.currentActivity);
  if (!activity || order.status !== 'IN_PROGRESS') {
    throw new AppError('LW_409_32_0002', { detail: `order ${order.id} is not running for ${employee.id}` });
  }
  requireVersion(order, version);
  return activity;
};

/** The presets a driver may choose now: not archived, in the order the office set them up. */
export const choosablePresets = (presets: readonly TActivityPreset[]): TActivityPreset[] =>
  presets.filter((preset) => !preset.archived);

/** The chosen preset, or with none chosen the first that is not a pause (none when the company has none). */
const presetFor = (presets: readonly TActivityPreset[], presetId: string | null): TActivityPreset | null => {
  const choosable = choosablePresets(presets);
  if (presetId === null) return choosable.find((preset) => preset.purpose !== 'PAUSE') ?? null;
  const preset = choosable.find((candidate) => candidate.id === presetId);
  if (!preset) throw new AppError('LW_404_30_0003', { detail: `order activity preset ${presetId}` });
  return preset;
};

/** Which customer a run is for: one of a multi-customer order's (asked), else the order's only one. */
const runCustomerIssue = (order: TOrder, customerId: string | null): TFieldIssue | null => {
  if (order.customerIds.length <= 1) {
    return customerId === null || order.customerIds.includes(customerId)
      ? null
      : { path: 'customerId', message: drivingMessages.customerRequired };
  }
  return customerId !== null && order.customerIds.includes(customerId)
    ? null
    : { path: 'customerId', message: drivingMessages.customerRequired };
};

/** The customer a new run is for: the chosen one of a multi-customer order, else the order's only one. */
export const runCustomer = (order: TOrder, customerId: string | null): string | null =>
  order.customerIds.length > 1 ? customerId : (order.customerIds[0] ?? null);

/** Each chosen variant must be one of that machine of the order. */
const variantIssues = (order: TOrder, choices: StartInput['machineVariants']): TFieldIssue[] =>
  choices.flatMap((choice, index) => {
    const machine = order.machineSnapshots.find((snapshot) => snapshot.id === choice.machineId);
    const known = machine?.variants.some((variant) => variant.id === choice.variantId) ?? false;
    return known ? [] : [{ path: `machineVariants.${index}.variantId`, message: drivingMessages.machineVariant }];
  });

const touched = (order: TOrder, now: Date): TOrder => ({
  ...order,
  version: order.version + 1,
  updatedAt: now.toISOString(),
});

/** A new run of the order for one customer: the run, the order's time tracking of it, and the protocol line. */
const withNewRun = (
  order: TOrder,
  run: { id: string; customerId: string | null; machineVariants: StartInput['machineVariants'] },
  employeeId: string,
  protocol: { id: string; kind: 'STARTED' | 'CUSTOMER_SWITCHED' },
  trackingId: string,
  start: string,
): TOrder => ({
  ...order,
  activeTime: [...order.activeTime, { ...run, start, end: null }],
  timeTrackings: [
    ...order.timeTrackings,
    {
      id: trackingId,
      employeeId,
      start,
      end: null,
      decoupled: order.decoupleTimeTrackings,
      customerId: run.customerId,
      orderRunId: run.id,
    },
  ],
  protocol: [...order.protocol, { ...protocol, timestamp: start, text: '', employeeId, customerId: run.customerId }],
});

/** Ends the run and the order's time trackings of it at `end`. */
const withRunEnded = (order: TOrder, runId: string, end: string): TOrder => ({
  ...order,
  activeTime: order.activeTime.map((run) => (run.id === runId && run.end === null ? { ...run, end } : run)),
  timeTrackings: order.timeTrackings.map((tracking) =>
    tracking.orderRunId === runId && tracking.end === null ? { ...tracking, end } : tracking,
  ),
});

/** The run's customer (null on an order without customers, or a run the order no longer holds). */
export const customerOfRun = (order: TOrder, runId: string | undefined): string | null =>
  order.activeTime.find((run) => run.id === runId)?.customerId ?? null;

/**
 * Starts a run (Meine Aufträge 'Starten'): the order becomes IN_PROGRESS with a new run for the chosen
 * customer, its counters opened with the start values given, the start queries' answers kept (an amount
 * of an article also as a usage), and the employee's current activity with its time tracking.
 */
export const startRun = (
  order: TOrder,
  employee: DrivingEmployee,
  input: StartInput,
  context: DrivingContext & { pricing: PricingContext },
): DrivingChange => {
  const { now, newId } = context;
  if (!['ASSIGNED', 'IN_PROGRESS'].includes(order.status) || order.shelf !== 'ACTIVE') {
    throw new AppError('LW_409_32_0001', { detail: `order ${order.id} is ${order.status} in ${order.shelf}` });
  }
  // §4: 'Starting something new while work is active requires stopping the active order or internal work first.'
  if (employee.currentActivity) throw new AppError('LW_409_30_0001');
  requireVersion(order, input.version);

  const startQueries = queriesAt(order.serviceSnapshot?.driverQueries ?? [], 'START');
  const customerIssue = runCustomerIssue(order, input.customerId);
  const issues: TFieldIssue[] = [
    ...(customerIssue ? [customerIssue] : []),
    ...variantIssues(order, input.machineVariants),
    ...(unansweredQueries(startQueries, input.answers, 'START').length > 0
      ? [{ path: 'answers', message: stopWizardMessages.driverQueriesIncomplete }]
      : []),
    ...answerArticleIssues(startQueries, input.answers, context.pricing.resources),
  ];
  if (issues.length > 0) throw invalid(issues, `order ${order.id} cannot start so`);
  const preset = presetFor(context.presets, input.orderActivityPresetId);

  const start = now.toISOString();
  const runId = newId();
  const trackingId = newId();
  const customerId = runCustomer(order, input.customerId);
  const { machineVariants } = input;
  const run = { orderRunId: runId, customerId, machineVariants };

  const answers = input.answers.flatMap((answer) => {
    const query = startQueries.find((candidate) => candidate.id === answer.queryId);
    return query ? [{ answer, query }] : [];
  });
  const usages = answers.flatMap(({ answer, query }, index) => {
    if (query.kind !== 'ResourceWithAmount' || answer.resourceId === null || answer.value === null) return [];
    const usage = pricedUsage(context.pricing, {
      id: newId(),
      resourceId: answer.resourceId,
      resourceVariantId: answer.resourceVariantId,
      amount: answer.value,
      customerId,
      source: 'DRIVER_QUERY',
      now,
    });
    if ('issue' in usage) {
      throw invalid([{ path: `answers.${index}.${usage.issue.path}`, message: usage.issue.message }], 'answer article');
    }
    return [usage];
  });

  const counters = countersOf(order.serviceSnapshot, order.machineSnapshots).map((spec) => ({
    id: newId(),
    source: spec.source,
    type: spec.type,
    startValue: input.counterStarts.find((reading) => reading.key === spec.key)?.value ?? null,
    endValue: null,
    startDate: start,
    endDate: null,
    ...run,
    orderRunId: runId,
    employeeId: employee.id,
  }));

  const started = withNewRun(
    order,
    { id: runId, customerId, machineVariants },
    employee.id,
    { id: newId(), kind: 'STARTED' },
    trackingId,
    start,
  );
  return {
    order: touched(
      {
        ...started,
        status: 'IN_PROGRESS',
        counterTrackings: [...order.counterTrackings, ...counters],
        driverQueryAnswers: [
          ...order.driverQueryAnswers,
          ...answers.map(({ answer, query }) => ({
            ...answer,
            id: newId(),
            kind: query.kind,
            trigger: 'START' as const,
            info: query.info,
            unit: query.unit,
            customerId,
            orderRunId: runId,
            answeredAt: start,
          })),
        ],
        resourceUsages: [...order.resourceUsages, ...usages],
      },
      now,
    ),
    activity: {
      type: 'order',
      orderId: order.id,
      orderRunId: runId,
      ...(preset ? { orderActivityPresetId: preset.id } : {}),
      startedAt: start,
      timeTrackingId: trackingId,
      operatingUnitId: order.operatingUnitId,
    },
    trackings: [orderTracking(order, employee.id, preset, trackingId, start)],
  };
};

/** The key of a counter tracking, as the driver's forms name it (schemas/orders/driving.ts counterKeyOf). */
export const counterKeyOfTracking = (tracking: TOrder['counterTrackings'][number]): string =>
  counterKeyOf(tracking.source, tracking.type);

/**
 * Inside a running order: another activity preset (the employee's time tracking ends, a new one starts
 * with the new preset) and/or, on a multi-customer order, another customer (the run ends and a new run
 * starts for that customer, protocol CUSTOMER_SWITCHED). `stored` is the employee's running tracking.
 */
export const switchActivity = (
  order: TOrder,
  employee: DrivingEmployee,
  input: SwitchInput,
  stored: TTimeTracking,
  context: DrivingContext,
): DrivingChange => {
  const { now, newId } = context;
  const activity = requireRunning(order, employee, input.version);
  const runCustomerId = customerOfRun(order, activity.orderRunId);
  const switchesCustomer = input.customerId !== null && input.customerId !== runCustomerId;
  if (switchesCustomer && (order.customerIds.length <= 1 || runCustomerIssue(order, input.customerId))) {
    throw invalid([{ path: 'customerId', message: drivingMessages.customerRequired }], 'no customer to switch to');
  }
  const switchesPreset =
    input.orderActivityPresetId !== null && input.orderActivityPresetId !== (activity.orderActivityPresetId ?? null);
  const preset = switchesPreset
    ? presetFor(context.presets, input.orderActivityPresetId)
    : (context.presets.find((candidate) => candidate.id === activity.orderActivityPresetId) ?? null);
  if (!switchesCustomer && !switchesPreset) return { order, activity, trackings: [] };

  const start = now.toISOString();
  const trackingId = newId();
  let changed = order;
  let runId = activity.orderRunId ?? newId();
  if (switchesCustomer) {
    const previousRun = order.activeTime.find((run) => run.id === activity.orderRunId);
    const ended = withRunEnded(order, runId, start);
    runId = newId();
    changed = withNewRun(
      ended,
      { id: runId, customerId: input.customerId, machineVariants: previousRun?.machineVariants ?? [] },
      employee.id,
      { id: newId(), kind: 'CUSTOMER_SWITCHED' },
      newId(),
      start,
    );
  }
  const next: Activity = {
    ...activity,
    orderRunId: runId,
    ...(preset ? { orderActivityPresetId: preset.id } : {}),
    startedAt: start,
    timeTrackingId: trackingId,
  };
  return {
    order: switchesCustomer ? touched(changed, now) : order,
    activity: next,
    trackings: [
      { ...stored, end: endAt(stored.start, now) },
      orderTracking(order, employee.id, preset, trackingId, start),
    ],
  };
};

/**
 * Ends the caller's run without finishing the order (end of the day): the run and its time trackings end,
 * the protocol notes it, the employee's activity ends. The order stays IN_PROGRESS and starts again later.
 */
export const interruptRun = (
  order: TOrder,
  employee: DrivingEmployee,
  input: { version: number; note?: string | undefined },
  stored: TTimeTracking,
  context: Pick<DrivingContext, 'now' | 'newId'>,
): DrivingChange => {
  const { now } = context;
  const activity = requireRunning(order, employee, input.version);
  const end = endAt(stored.start, now);
  const note = (input.note ?? '').trim();
  const ended = withRunEnded(order, activity.orderRunId ?? '', end);
  return {
    order: touched(
      {
        ...ended,
        protocol: [
          ...ended.protocol,
          {
            id: context.newId(),
            timestamp: end,
            kind: 'NOTE',
            text: note === '' ? drivingMessages.interrupted : `${drivingMessages.interrupted}: ${note}`,
            employeeId: employee.id,
            customerId: customerOfRun(order, activity.orderRunId),
          },
        ],
      },
      now,
    ),
    activity: null,
    trackings: [{ ...stored, end, note }],
  };
};
