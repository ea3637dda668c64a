import type { TrackPoint } from '../../../../lambdas/tracking/domain/chunks';
import type { TTimeTracking } from '../../../../schemas/api/work';
import type { TOrderStatus } from '../../../../schemas/order-enums';
import { countersOf, queriesAt, taskRecordNeedsOf } from '../../../../schemas/orders/driving-rules';
import type { TOrder, TOrderShelf } from '../../../../schemas/orders/order';
import {
  answerOf,
  dieselPerHour,
  pricedUsage,
  taskRecordValue,
  type UsageContext,
  type WorkDone,
} from './demo-order-amounts';
import { type RunTiming, tenthsBetween } from './demo-order-runs';
import { fieldOf, type LatLng, tracksOf } from './demo-order-tracks';
import { demoMachineSnapshot, demoServiceSnapshot } from './demo-records';

/**
 * A demo order with everything the driver's day recorded into it (application.md §3 'Order' and its
 * parts): runs, counters, answers, amounts, task records, protocol and time trackings, with the GPS track
 * of every run and the employee's time trackings. Pure: the seed writes what this returns.
 */

/** What the office planned, and when the driver worked on it. */
export type DemoOrderSpec = {
  key: string;
  companyId: string;
  name: string;
  status: TOrderStatus;
  shelf: TOrderShelf;
  employeeId: string | null;
  operatingUnitId: string;
  service: string;
  machines: readonly string[];
  /** The customer the runs were for (the first of the order's), with its tags and farm. */
  customer: { id: string; tagIds: readonly string[]; farm: LatLng };
  customerIds: readonly string[];
  plannedStart: string;
  plannedEnd: string;
  other: string | undefined;
  areaHa: number;
  runs: readonly RunTiming[];
  /** Start and end reading of each hour meter per run (`runId|machineId`), from demo-order-runs.ts. */
  meters: ReadonlyMap<string, { startValue: string; endValue: string }>;
  /** The track of a run when it exists already (demo-tracking.ts): no new one is made. */
  existingTrackingId?: string;
  /** The map's fields the order works (demo-map-structures.ts). */
  fieldIds?: readonly string[];
  /** The demo campaign the order is a link of (demo-campaigns.ts). */
  campaignId?: string;
  /** The demo project the order belongs to (demo-masterdata/projects.ts). */
  projectId?: string;
};

export type DemoTracking = { id: string; runId: string; employeeId: string; start: string; points: TrackPoint[] };

export type DemoOrderRecords = { order: TOrder; trackings: DemoTracking[]; timeTrackings: TTimeTracking[] };

/** The machine variant a run uses: the one the service needs (pickup for grass), else the first. */
const preferredVariant: Record<string, string> = {
  'jaguar-960|gras-haeckseln': 'demo-mvar-jaguar960-pickup',
  'jaguar-870|gras-haeckseln': 'demo-mvar-jaguar870-pickup',
  'lexion-760|maehdrusch': 'demo-mvar-lexion-mais',
};

/** Stop notes in the drivers' words; services that demand a note get one always. */
const stopNotes: Record<string, string> = {
  guelle: 'Schleppschuh, Boden gut befahrbar. Vorgewende zuletzt.',
  pflanzenschutz: 'Wind unter 3 m/s, 14 °C, Düsen ID 025 nach Plan.',
  'mais-haeckseln': 'Alles gehäckselt, Silo festgefahren.',
  pfluegen: 'Fertig, Steine am Nordrand abgelegt.',
};

export const runIdOf = (orderId: string, index: number) => `${orderId}-run-${index + 1}`;

export const demoOrderRecords = (spec: DemoOrderSpec): DemoOrderRecords => {
  const orderId = `demo-order-${spec.key}`;
  const service = demoServiceSnapshot(spec.service);
  const machines = spec.machines.map(demoMachineSnapshot);
  const customerId = spec.customer.id;
  const employeeId = spec.employeeId;
  const finished = spec.status === 'DONE' || spec.status === 'BILLED';
  const runs = spec.runs.map((run, index) => ({ ...run, id: runIdOf(orderId, index) }));
  const machineVariants = spec.machines.flatMap((key, index) => {
    const variants = machines[index]?.variants ?? [];
    const variantId = preferredVariant[`${key}|${spec.service}`] ?? variants[0]?.id;
    return variantId ? [{ machineId: `demo-machine-${key}`, variantId }] : [];
  });
  const counters = countersOf(service, machines);
  const firstMeter = counters.find((counter) => counter.type === 'OPERATING_HOURS');
  const meterOf = (runId: string) =>
    firstMeter?.source.type === 'MACHINE' ? spec.meters.get(`${runId}|${firstMeter.source.machineId}`) : undefined;
  const firstRun = runs[0];
  const lastRun = runs.at(-1);
  const work: WorkDone = {
    areaHa: spec.areaHa,
    hours: runs.reduce((sum, run) => sum + tenthsBetween(run.start, run.end), 0) / 10,
    meter:
      firstRun && lastRun
        ? {
            start: meterOf(firstRun.id)?.startValue ?? '0',
            end: meterOf(lastRun.id)?.endValue ?? '0',
          }
        : null,
  };
  const trackingIds = runs.map((_run, index) =>
    index === runs.length - 1 && spec.existingTrackingId
      ? spec.existingTrackingId
      : `demo-tracking-${spec.key}-${index + 1}`,
  );
  const answers = [
    ...(firstRun
      ? queriesAt(service.driverQueries, 'START').map((query) => ({ query, trigger: 'START' as const, run: firstRun }))
      : []),
    ...(finished && lastRun
      ? queriesAt(service.driverQueries, 'STOP').map((query) => ({ query, trigger: 'STOP' as const, run: lastRun }))
      : []),
  ].map(({ query, trigger, run }) => ({
    id: `${orderId}-answer-${trigger.toLowerCase()}-${query.id}`,
    queryId: query.id,
    kind: query.kind,
    trigger,
    info: query.info,
    unit: query.unit,
    ...answerOf(query, work, trigger),
    customerId,
    orderRunId: run.id,
    answeredAt: trigger === 'START' ? run.start : run.end,
  }));

  const usageContext = (id: string, timestamp: string, source: UsageContext['source']): UsageContext => ({
    id,
    customer: { id: customerId, tagIds: spec.customer.tagIds },
    timestamp,
    source,
  });
  const diesel = dieselPerHour[spec.service];
  const resourceUsages = [
    ...answers.flatMap((answer) =>
      answer.kind === 'ResourceWithAmount' && answer.resourceId && answer.value
        ? [
            pricedUsage(
              answer.resourceId,
              answer.resourceVariantId,
              answer.value,
              usageContext(`${orderId}-usage-${answer.queryId}`, answer.answeredAt, 'DRIVER_QUERY'),
            ),
          ]
        : [],
    ),
    ...(finished && diesel && lastRun
      ? [
          pricedUsage(
            'demo-resource-diesel',
            null,
            String(Math.round(work.hours * diesel)),
            usageContext(`${orderId}-usage-diesel`, lastRun.end, 'DRIVER'),
          ),
        ]
      : []),
  ];

  const counterTrackings = runs.flatMap((run) =>
    counters.map((counter) => {
      const readings =
        counter.source.type === 'MACHINE' ? spec.meters.get(`${run.id}|${counter.source.machineId}`) : undefined;
      return {
        id: `${run.id}-${counter.key}`,
        source: counter.source,
        type: counter.type,
        startValue: readings?.startValue ?? '0',
        endValue: readings?.endValue ?? String(tenthsBetween(run.start, run.end) / 10),
        startDate: run.start,
        endDate: run.end,
        orderRunId: run.id,
        customerId,
        machineVariants,
        employeeId,
      };
    }),
  );

  const taskRecords =
    finished && lastRun
      ? taskRecordNeedsOf(service, [customerId]).map((need) => ({
          id: `${orderId}-record-${need.type.toLowerCase()}`,
          record: taskRecordValue(need.type, work),
          timeStamp: lastRun.end,
          unit: need.unit,
          type: need.type,
          customerId,
          orderRunId: lastRun.id,
          machineVariants,
        }))
      : [];

  const stopNote = stopNotes[spec.service] ?? (service.queryNote ? 'Erledigt.' : '');
  const protocol = runs.flatMap((run, index): TOrder['protocol'] => {
    const started = {
      id: `${run.id}-started`,
      timestamp: run.start,
      kind: 'STARTED' as const,
      text: '',
      employeeId,
      customerId,
    };
    const isLast = index === runs.length - 1;
    if (isLast && finished)
      return [
        started,
        {
          id: `${run.id}-stopped`,
          timestamp: run.end,
          kind: 'STOPPED' as const,
          text: stopNote,
          employeeId,
          customerId,
        },
      ];
    const pause = isLast ? 'Feierabend, morgen geht es weiter.' : 'Mittagspause.';
    return [
      started,
      { id: `${run.id}-interrupted`, timestamp: run.end, kind: 'NOTE' as const, text: pause, employeeId, customerId },
    ];
  });

  const orderTimeTrackings = employeeId
    ? runs.map((run) => ({
        id: `demo-tt-${spec.key}-${run.id.slice(-5)}`,
        employeeId,
        start: run.start,
        end: run.end,
        decoupled: false,
        customerId,
        orderRunId: run.id,
      }))
    : [];

  const order: TOrder = {
    id: orderId,
    companyId: spec.companyId,
    name: spec.name,
    status: spec.status,
    shelf: spec.shelf,
    serviceId: service.id,
    employeeId,
    operatingUnitId: spec.operatingUnitId,
    customerIds: [...spec.customerIds],
    subCustomerIds: [],
    projectId: spec.projectId ?? null,
    receiptReceiverId: null,
    machineIds: machines.map((machine) => machine.id),
    plannedStartDateTime: spec.plannedStart,
    plannedEndDateTime: spec.plannedEnd,
    fieldIds: [...(spec.fieldIds ?? [])],
    trackIds: [],
    fieldOverrides: [],
    loadingPointIds: [],
    markers: [],
    mapStructuresSequence: [],
    isMapStructuresSequenceEnabled: false,
    orderRequestId: null,
    campaignId: spec.campaignId ?? null,
    other: spec.other,
    decoupleTimeTrackings: false,
    serviceSnapshot: service,
    machineSnapshots: machines,
    activeTime: runs.map((run) => ({ id: run.id, start: run.start, end: run.end, customerId, machineVariants })),
    resourceUsages,
    taskRecords,
    counterTrackings,
    driverQueryAnswers: answers,
    protocol,
    weighings: [],
    refuels: [],
    tollRecords: [],
    timeTrackings: orderTimeTrackings,
    currentGeoLocationTrackingId: trackingIds.at(-1) ?? null,
    version: 1,
    createdAt: spec.plannedStart,
    updatedAt: lastRun?.end ?? spec.plannedStart,
  };

  const field = fieldOf(spec.key, spec.customer.farm, spec.areaHa);
  const tracks = tracksOf(spec.key, field, runs);
  const trackings: DemoTracking[] = employeeId
    ? runs.flatMap((run, index) =>
        trackingIds[index] === spec.existingTrackingId
          ? []
          : [
              {
                id: trackingIds[index] ?? '',
                runId: run.id,
                employeeId,
                start: run.start,
                points: tracks[index] ?? [],
              },
            ],
      )
    : [];

  const runTrackings: TTimeTracking[] = orderTimeTrackings.map((tracking) => ({
    id: tracking.id,
    employeeId: tracking.employeeId,
    type: 'order',
    internalActivityPresetId: null,
    presetName: spec.name,
    purpose: null,
    orderId,
    operatingUnitId: spec.operatingUnitId,
    start: tracking.start,
    end: tracking.end,
    note: '',
  }));
  // The pause between two runs of a day, as the driver takes it: internal work 'Pause'.
  const pauses: TTimeTracking[] = runTrackings.slice(1).flatMap((run, index) => {
    const before = runTrackings[index];
    if (!before?.end || before.end.slice(0, 10) !== run.start.slice(0, 10)) return [];
    return [
      {
        ...run,
        id: `${run.id}-pause`,
        type: 'internal',
        internalActivityPresetId: 'preset-pause',
        presetName: 'Pause',
        purpose: 'PAUSE',
        orderId: null,
        operatingUnitId: null,
        start: before.end,
        end: run.start,
      },
    ];
  });
  return { order, trackings, timeTrackings: [...runTrackings, ...pauses] };
};
