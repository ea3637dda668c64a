import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, optionalIdText } from '../input-bounds';
import { nonNegativeDecimal } from '../masterdata/common';
import { ZDriverQuery } from '../masterdata/service';
import { ZOrderStatus, ZTaskRecordType } from '../order-enums';
import { ZUnit } from '../units';
import { optionalText } from '../validation';
import { counterTypes, ZMoment } from './order-parts';

/**
 * The driver's day on an order (application.md §4 'Stopping an order (wizard)', §5 'Stop wizard'): what a
 * driver sends when starting, switching, recording amounts, interrupting and stopping, and what the
 * server prepares for the start dialog and the stop wizard. Shared by the orders service and the web.
 */

/** A run is done with some machines in one of their variants (application.md §3 'Machine': variants). */
export const ZMachineVariantChoice = z.object({ machineId: idField(), variantId: idField() });

/** One answer to a driver query; what the value means depends on the query's kind (order-parts.ts). */
export const ZQueryAnswerInput = z.object({
  queryId: idField(),
  /** YesNo: 'true'/'false'; SingleValue and ResourceWithAmount: the amount; BeforeAfter: the first value. */
  value: z.string().max(INPUT_LIMITS.decimalLength).nullable().default(null),
  /** BeforeAfter only: the second value. */
  afterValue: z.string().max(INPUT_LIMITS.decimalLength).nullable().default(null),
  resourceId: idField().nullable().default(null),
  resourceVariantId: idField().nullable().default(null),
});
export type TQueryAnswerInput = z.infer<typeof ZQueryAnswerInput>;

const answerList = boundedArray(ZQueryAnswerInput, INPUT_LIMITS.partListLength).default([]);

/**
 * Which counter a reading is for, as a stable key: `machine:<machineId>:OPERATING_HOURS` for a machine's
 * hour meter, `priceBlock:<priceBlockId>:<type>` for a counter a price block is charged by.
 */
export const counterKeyOf = (
  source: { type: 'MACHINE'; machineId: string } | { type: 'PRICE_BLOCK'; priceBlockId: string },
  type: (typeof counterTypes)[number],
): string =>
  source.type === 'MACHINE' ? `machine:${source.machineId}:${type}` : `priceBlock:${source.priceBlockId}:${type}`;

export const ZCounterReading = z.object({
  key: z
    .string()
    .min(1)
    .max(INPUT_LIMITS.idLength * 2 + 40),
  value: nonNegativeDecimal('Bitte gib einen gültigen Zählerstand ein.'),
});
export type TCounterReading = z.infer<typeof ZCounterReading>;

const readingList = boundedArray(ZCounterReading, INPUT_LIMITS.partListLength).default([]);

const ZVersion = z.number().int().positive();

/** Starting a run of an order (Meine Aufträge 'Starten'). */
export const ZStartOrderRun = z.object({
  version: ZVersion,
  /** Which customer of a multi-customer order the run is for; null for an order with one customer. */
  customerId: idField().nullable().default(null),
  machineVariants: boundedArray(ZMachineVariantChoice, INPUT_LIMITS.idListLength).default([]),
  /** The order activity preset the driver starts with (company settings); null: the first that is not a pause. */
  orderActivityPresetId: optionalIdText().nullable().default(null),
  answers: answerList,
  /** Start values of the counters the run needs (machine hour meters, counted price blocks). */
  counterStarts: readingList,
});
export type TStartOrderRun = z.input<typeof ZStartOrderRun>;

/** Inside a running order: another activity preset (e.g. Pause) or, on a multi-customer order, another customer. */
export const ZSwitchOrderActivity = z.object({
  version: ZVersion,
  orderActivityPresetId: optionalIdText().nullable().default(null),
  customerId: idField().nullable().default(null),
});

/** An amount of an article used on the running order, priced by the server (pricing kernel, agreements). */
export const ZRecordAmount = z.object({
  version: ZVersion,
  resourceId: idField('Bitte wähle einen Artikel aus.'),
  resourceVariantId: idField().nullable().default(null),
  amount: nonNegativeDecimal('Bitte gib eine gültige Menge ein.'),
});

/** Ending the run without finishing the order (end of the day; the order is started again later). */
export const ZInterruptOrderRun = z.object({ version: ZVersion, note: optionalText(2000) });

export const ZTaskRecordInput = z.object({
  type: ZTaskRecordType,
  customerId: idField().nullable().default(null),
  record: z.number().nonnegative().max(1e9).nullable(),
});

/** 'Bestätigen' of the stop wizard (or 'Auftrag stoppen' when no step is needed). */
export const ZStopOrder = z.object({
  version: ZVersion,
  /** The confirmation step was shown and confirmed (only asked for when stopWizardSteps says so). */
  confirmed: z.boolean().default(false),
  note: optionalText(2000),
  answers: answerList,
  /** End values (and missing start values) of the open counters. */
  counterEnds: readingList,
  counterStarts: readingList,
  taskRecords: boundedArray(ZTaskRecordInput, INPUT_LIMITS.partListLength).default([]),
});
export type TStopOrder = z.input<typeof ZStopOrder>;

/** The steps of the stop wizard in their order (application.md §4), each only when needed. */
export const stopWizardSteps = ['CONFIRMATION', 'DRIVER_QUERIES', 'MACHINE_COUNTERS', 'TASK_RECORDS'] as const;
export const ZStopWizardStep = z.enum(stopWizardSteps);
export type TStopWizardStep = z.infer<typeof ZStopWizardStep>;

/** A counter the run needs, with what is known of it. */
export const ZCounterNeed = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(counterTypes),
  unit: ZUnit,
  startValue: z.string().nullable(),
  /** What the form proposes (the machine's current operating hours at the start). */
  suggestedValue: z.string().nullable(),
});
export type TCounterNeed = z.infer<typeof ZCounterNeed>;

/** A task record the summary asks for, with the value the server proposes (e.g. the fields' area). */
export const ZTaskRecordNeed = z.object({
  type: ZTaskRecordType,
  unit: ZUnit,
  customerId: z.string().nullable(),
  suggestedRecord: z.number().nullable(),
});

/** What the stop wizard preloads (application.md §4: 'the order, queries, counters and task records'). */
export const ZStopPreparation = z.object({
  orderId: z.string(),
  orderName: z.string(),
  version: ZVersion,
  steps: z.array(ZStopWizardStep),
  /** Why the confirmation step is asked (confirmationReason), null when it is not. */
  confirmationReason: z.string().nullable(),
  noteRequired: z.boolean(),
  queries: z.array(ZDriverQuery),
  counters: z.array(ZCounterNeed),
  taskRecords: z.array(ZTaskRecordNeed),
});
export type TStopPreparation = z.infer<typeof ZStopPreparation>;

/** The run a driver has going on this order. */
export const ZRunningRun = z.object({
  runId: z.string(),
  customerId: z.string().nullable(),
  orderActivityPresetId: z.string().nullable(),
  startedAt: ZMoment,
});

/** An order as its driver works it: names resolved, no prices (drivers do not see them). */
export const ZDrivingOrder = z.object({
  id: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  version: ZVersion,
  serviceName: z.string().nullable(),
  note: z.string(),
  plannedStartDateTime: z.string(),
  plannedEndDateTime: z.string().nullable(),
  customers: z.array(z.object({ id: z.string(), name: z.string(), city: z.string().nullable() })),
  machines: z.array(
    z.object({ id: z.string(), name: z.string(), variants: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
  /** The order activity presets to choose from (not archived). */
  presets: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string(), purpose: z.string() })),
  startQueries: z.array(ZDriverQuery),
  /** Counters a run needs a start value for. */
  counters: z.array(ZCounterNeed),
  /** Articles the driver may record amounts of (the order's operating unit's, not archived). */
  articles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unit: ZUnit,
      /** What a query restricted to tags matches on (driving-rules.ts allowsArticle). */
      tagIds: z.array(z.string()),
      variants: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  amounts: z.array(
    z.object({
      id: z.string(),
      resourceName: z.string(),
      amount: z.string(),
      unit: ZUnit,
      customerId: z.string().nullable(),
      timestamp: ZMoment,
    }),
  ),
  /** The caller's run on this order, null when the caller is not working on it right now. */
  running: ZRunningRun.nullable(),
  currentGeoLocationTrackingId: z.string().nullable(),
});
export type TDrivingOrder = z.infer<typeof ZDrivingOrder>;
