import type * as z from 'zod';
import { AppError, type TFieldIssue } from '../../../schemas/errors';
import {
  counterKeyOf,
  type TCounterNeed,
  type TStopPreparation,
  type ZStopOrder,
} from '../../../schemas/orders/driving';
import {
  type ArticleTags,
  answerArticleIssues,
  type CounterSpec,
  confirmationReason,
  countersOf,
  queriesAt,
  type StopSituation,
  stopIssues,
  stopStepsOf,
  taskRecordNeedsOf,
} from '../../../schemas/orders/driving-rules';
import type { TOrder } from '../../../schemas/orders/order';
import type { TUnit } from '../../../schemas/units';

/**
 * Stopping an order (application.md §4 'Stopping an order (wizard)', §5 'Stop wizard') as pure
 * functions: what the wizard is prepared with, and the stopped order with the machine hours it sets.
 * The route loads, calls these and hands the result to the stop store, which writes it in one transaction.
 */

/** The body of 'Bestätigen' as the endpoint parsed it (defaults filled). */
export type StopBody = z.output<typeof ZStopOrder>;

/** The confirmation step was shown but not confirmed (wording ours, in the voice of §5). */
export const confirmationMissing = 'Bitte bestätige, dass du den Auftrag jetzt abschließen willst.';

/** A counter the stop must end: an open tracking of the caller, or one the running run never started. */
export type OpenCounter = TCounterNeed & { source: CounterSpec['source']; trackingId: string | null };

/** The machine hours known now, by machine id (what the form proposes for an hour meter). */
export type MachineHours = ReadonlyMap<string, string | null>;

type TCounterTracking = TOrder['counterTrackings'][number];

const runningRunOf = (order: TOrder) => order.activeTime.find((run) => run.end === null);

/** Refuses a caller who may not stop this order now, in the order a driver needs to hear it. */
export const requireStoppable = (order: TOrder, employeeId: string): void => {
  if (order.employeeId !== employeeId) {
    throw new AppError('LW_403_32_0001', { detail: `order ${order.id} is assigned to ${order.employeeId}` });
  }
  // Two devices: the one that comes second finds the order done (or already billed).
  if (order.status === 'DONE' || order.status === 'BILLED') {
    throw new AppError('LW_409_32_0003', { detail: `order ${order.id} is ${order.status}` });
  }
  if (order.status !== 'IN_PROGRESS' || order.shelf !== 'ACTIVE') {
    throw new AppError('LW_409_32_0002', { detail: `order ${order.id} is ${order.status} on ${order.shelf}` });
  }
};

const fallbackUnits: Record<TCounterTracking['type'], TUnit> = {
  OPERATING_HOURS: 'h',
  KILOMETERS: 'km',
  BALES: 'Stk.',
  HECTARES: 'ha',
  LOADS: 'Stk.',
  OTHER: 'Einh.',
};

/** The spec of a tracking; a tracking the snapshot no longer names (it never changes after planning) keeps its key. */
const specOf = (specs: readonly CounterSpec[], tracking: TCounterTracking): CounterSpec =>
  specs.find((spec) => spec.key === counterKeyOf(tracking.source, tracking.type)) ?? {
    key: counterKeyOf(tracking.source, tracking.type),
    label: counterKeyOf(tracking.source, tracking.type),
    type: tracking.type,
    unit: fallbackUnits[tracking.type],
    source: tracking.source,
  };

const suggestionOf = (source: CounterSpec['source'], startValue: string | null, hours: MachineHours) =>
  (source.type === 'MACHINE' ? hours.get(source.machineId) : null) ?? startValue;

/**
 * The counters the stop ends: every open tracking of the caller (with its start value), and every counter
 * the order reads that the running run has no tracking of yet (start and end asked).
 */
export const openCountersOf = (order: TOrder, employeeId: string, hours: MachineHours): OpenCounter[] => {
  const specs = countersOf(order.serviceSnapshot, order.machineSnapshots);
  const open = order.counterTrackings
    .filter((tracking) => tracking.endValue === null && (tracking.employeeId ?? employeeId) === employeeId)
    .map((tracking): OpenCounter => {
      const { source: _spec, ...spec } = specOf(specs, tracking);
      return {
        ...spec,
        source: tracking.source,
        trackingId: tracking.id,
        startValue: tracking.startValue,
        suggestedValue: suggestionOf(tracking.source, tracking.startValue, hours),
      };
    });
  const run = runningRunOf(order);
  if (!run) return open;
  const trackedOnRun = new Set(
    order.counterTrackings
      .filter((tracking) => tracking.orderRunId === run.id)
      .map((tracking) => counterKeyOf(tracking.source, tracking.type)),
  );
  const unstarted = specs
    .filter((spec) => !trackedOnRun.has(spec.key) && !open.some((counter) => counter.key === spec.key))
    .map(
      (spec): OpenCounter => ({
        ...spec,
        trackingId: null,
        startValue: null,
        suggestedValue: suggestionOf(spec.source, null, hours),
      }),
    );
  return [...open, ...unstarted];
};

/** The customers the task records are asked for: the one of the order, or those a run was for. */
const customersWorkedFor = (order: TOrder): (string | null)[] => {
  if (order.customerIds.length <= 1) return [order.customerIds[0] ?? null];
  return [...new Set(order.activeTime.flatMap((run) => (run.customerId === null ? [] : [run.customerId])))];
};

export const taskRecordNeedsOfOrder = (order: TOrder) =>
  taskRecordNeedsOf(order.serviceSnapshot, customersWorkedFor(order));

/** What the wizard knows before its first view. */
export const stopSituationOf = (order: TOrder, counters: readonly TCounterNeed[], now: Date): StopSituation => ({
  customersWithoutRun:
    order.customerIds.length > 1
      ? order.customerIds.filter((customerId) => !order.activeTime.some((run) => run.customerId === customerId))
      : [],
  plannedEndDateTime: order.plannedEndDateTime,
  now,
  noteRequired: order.serviceSnapshot?.queryNote ?? false,
  stopQueries: queriesAt(order.serviceSnapshot?.driverQueries ?? [], 'STOP'),
  openCounters: counters,
  taskRecordCount: taskRecordNeedsOfOrder(order).length,
});

const needOf = ({ source: _source, trackingId: _tracking, ...need }: OpenCounter): TCounterNeed => need;

/**
 * What the stop wizard preloads (ZStopPreparation). `coveredAreaHa` is what the order's GPS tracks
 * covered (null: no track or no machine width); the AREA records propose it.
 */
export const stopPreparationOf = (
  order: TOrder,
  employeeId: string,
  hours: MachineHours,
  now: Date,
  coveredAreaHa: number | null = null,
): TStopPreparation => {
  requireStoppable(order, employeeId);
  const counters = openCountersOf(order, employeeId, hours);
  const situation = stopSituationOf(order, counters, now);
  const needs = taskRecordNeedsOfOrder(order);
  const areaNeeds = needs.filter((need) => need.type === 'AREA').length;
  return {
    orderId: order.id,
    orderName: order.name,
    version: order.version,
    steps: stopStepsOf(situation),
    confirmationReason: confirmationReason(situation),
    noteRequired: situation.noteRequired,
    queries: [...situation.stopQueries],
    counters: counters.map(needOf),
    taskRecords: needs.map((need) => ({
      ...need,
      // The coverage is of the whole order: it is proposed only when one customer's area is asked for.
      suggestedRecord: need.type === 'AREA' && areaNeeds === 1 ? coveredAreaHa : null,
    })),
  };
};

export type StopContext = {
  employeeId: string;
  hours: MachineHours;
  /** The articles the answers name, with their tags (a query may allow only some). */
  articles: readonly ArticleTags[];
  now: Date;
  newId: () => string;
};

/** The stopped order and the hour meters it sets on machines (application.md §4, last paragraph). */
export type StoppedOrder = { order: TOrder; operatingHours: { machineId: string; value: string }[] };

const readingOf = (readings: readonly { key: string; value: string }[], key: string) =>
  readings.find((reading) => reading.key === key)?.value ?? null;

/** The stop: checks what §5 checks, then the order DONE with every open part ended. */
export const stopOrder = (order: TOrder, body: StopBody, context: StopContext): StoppedOrder => {
  const { employeeId, now, newId } = context;
  requireStoppable(order, employeeId);
  if (order.version !== body.version) {
    throw new AppError('LW_409_32_0004', { detail: `order ${order.id} is at ${order.version}, not ${body.version}` });
  }
  const counters = openCountersOf(order, employeeId, context.hours);
  const situation = stopSituationOf(order, counters, now);
  const needs = taskRecordNeedsOfOrder(order);
  const recordOf = (need: (typeof needs)[number]) =>
    body.taskRecords.find((entry) => entry.type === need.type && entry.customerId === need.customerId)?.record ?? null;
  const issues: TFieldIssue[] = [];
  if (stopStepsOf(situation).includes('CONFIRMATION') && !body.confirmed) {
    issues.push({ path: 'confirmed', message: confirmationMissing });
  }
  issues.push(...answerArticleIssues(situation.stopQueries, body.answers, context.articles));
  issues.push(
    ...stopIssues(situation, {
      note: body.note ?? '',
      answers: body.answers,
      counterStarts: body.counterStarts,
      counterEnds: body.counterEnds,
      taskRecords: needs.map((need) => ({ record: recordOf(need) })),
    }),
  );
  if (issues.length > 0) throw new AppError('LW_400_01_0001', { issues, detail: `stop of ${order.id} incomplete` });

  const at = now.toISOString();
  const run = runningRunOf(order);
  const onRun = { customerId: run?.customerId ?? null, orderRunId: run?.id ?? null };
  const byTracking = new Map(counters.map((counter) => [counter.trackingId, counter]));
  const endOf = (key: string) => readingOf(body.counterEnds, key);
  const startOf = (counter: OpenCounter) => counter.startValue ?? readingOf(body.counterStarts, counter.key);

  const counterTrackings = order.counterTrackings.map((tracking) => {
    const counter = byTracking.get(tracking.id);
    if (!counter) return tracking;
    return { ...tracking, startValue: startOf(counter), endValue: endOf(counter.key), endDate: at };
  });
  const started = counters
    .filter((counter) => counter.trackingId === null)
    .map((counter) => ({
      id: newId(),
      source: counter.source,
      type: counter.type,
      startValue: startOf(counter),
      endValue: endOf(counter.key),
      startDate: run?.start ?? at,
      endDate: at,
      ...onRun,
      machineVariants: run?.machineVariants ?? [],
      employeeId,
    }));

  const stopQueries = situation.stopQueries;
  const answers = body.answers.flatMap((answer) => {
    const query = stopQueries.find((candidate) => candidate.id === answer.queryId);
    if (!query) return [];
    return [
      {
        ...answer,
        id: newId(),
        kind: query.kind,
        trigger: 'STOP' as const,
        info: query.info,
        unit: query.unit,
        ...onRun,
        answeredAt: at,
      },
    ];
  });

  const operatingHours = counters.flatMap((counter) => {
    const value = endOf(counter.key);
    return counter.type === 'OPERATING_HOURS' && counter.source.type === 'MACHINE' && value !== null
      ? [{ machineId: counter.source.machineId, value }]
      : [];
  });

  return {
    order: {
      ...order,
      status: 'DONE',
      activeTime: order.activeTime.map((entry) => (entry.end === null ? { ...entry, end: at } : entry)),
      counterTrackings: [...counterTrackings, ...started],
      driverQueryAnswers: [...order.driverQueryAnswers, ...answers],
      taskRecords: [
        ...order.taskRecords,
        ...needs.map((need) => ({
          id: newId(),
          record: recordOf(need),
          timeStamp: at,
          unit: need.unit,
          type: need.type,
          customerId: need.customerId,
          orderRunId: onRun.orderRunId,
          machineVariants: run?.machineVariants ?? [],
        })),
      ],
      protocol: [
        ...order.protocol,
        { id: newId(), timestamp: at, kind: 'STOPPED', text: body.note, employeeId, customerId: onRun.customerId },
      ],
      timeTrackings: order.timeTrackings.map((tracking) =>
        tracking.employeeId === employeeId && tracking.end === null ? { ...tracking, end: at } : tracking,
      ),
      version: order.version + 1,
      updatedAt: at,
    },
    operatingHours,
  };
};
