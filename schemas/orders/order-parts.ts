import * as z from 'zod';
import { boundedArray, INPUT_LIMITS, idField, optionalIdText } from '../input-bounds';
import { nonNegativeDecimal, ZDecimal, ZVatPercentPoints } from '../masterdata/common';
import { ZWorkingWidth } from '../masterdata/people-and-machines';
import { ZDriverQuery, ZPriceBlock } from '../masterdata/service';
import { ZDriverQueryKind, ZTaskRecordType } from '../order-enums';
import { ZUnit } from '../units';
import { optionalText } from '../validation';

/**
 * The parts an order holds (application.md §3 'Order' and the records it names): what the driver's day
 * writes into it (runs, amounts, counters, answers, protocol) and what the office planned with
 * (snapshots). Every text and list is bounded: these parts arrive in request bodies of the driver's
 * endpoints too.
 */

/** A moment as UTC ISO text ('2026-03-01T07:00:00.000Z'); stored moments sort as text. */
export const ZMoment = z.iso.datetime({ error: 'Bitte gib einen gültigen Zeitpunkt ein.' });

/** How many runs, records and answers one order holds: a long season's order, far below the item limit. */
export const ORDER_PART_LIST_MAX = 500;
const partList = <T extends z.ZodType>(item: T) => boundedArray(item, ORDER_PART_LIST_MAX).default([]);

/** Machine variants a run or record was done with (application.md §3 'Machine': variants). */
const ZMachineVariants = boundedArray(
  z.object({ machineId: idField(), variantId: idField() }),
  INPUT_LIMITS.idListLength,
).default([]);

/** The service as the order was planned with it; a later change of the service does not change the order. */
export const ZServiceSnapshot = z.object({
  id: idField(),
  name: z.string().max(INPUT_LIMITS.nameLength),
  /** The driver must write a note when stopping (application.md §3 'with queryNote flag'). */
  queryNote: z.boolean().default(false),
  /** What the driver is asked at start and stop, as planned: a later change of the service does not reach the order. */
  driverQueries: boundedArray(ZDriverQuery, INPUT_LIMITS.partListLength).default([]),
  /** How the work is charged: the counted and summed bases decide the counters and the task-record summary. */
  priceBlocks: boundedArray(ZPriceBlock, INPUT_LIMITS.partListLength).default([]),
});
export type TServiceSnapshot = z.infer<typeof ZServiceSnapshot>;

export const ZMachineSnapshot = z.object({
  id: idField(),
  name: z.string().max(INPUT_LIMITS.nameLength),
  variants: boundedArray(
    z.object({ id: optionalIdText(), name: z.string().max(INPUT_LIMITS.nameLength) }),
    INPUT_LIMITS.partListLength,
  ).default([]),
  /** The machine has an hour meter (its currentOperatingHours were known when planned): runs read it. */
  hasOperatingHours: z.boolean().default(false),
  /** The machine's working width (m, decimal) when planned: the coverage of the order's track uses it. */
  workingWidthM: ZWorkingWidth.nullable().default(null),
});
export type TMachineSnapshot = z.infer<typeof ZMachineSnapshot>;

/** One run of active time: a start of the order by a driver, for one customer of a multi-customer order. */
export const ZActiveTimeRun = z.object({
  id: idField(),
  start: ZMoment,
  end: ZMoment.nullable().default(null),
  customerId: idField().nullable().default(null),
  machineVariants: ZMachineVariants,
});

/** An article used on the order (application.md §3 'Resource usage'), priced when it was recorded. */
export const ZResourceUsage = z.object({
  id: idField(),
  resourceId: idField(),
  resourceVariantId: idField().nullable().default(null),
  resourceName: z.string().max(INPUT_LIMITS.nameLength),
  resourcePricePerUnit: ZDecimal.nullable().default(null),
  resourceCostsPerUnit: ZDecimal.nullable().default(null),
  resourceUnit: ZUnit,
  vatPercentPoints: ZVatPercentPoints,
  amount: ZDecimal,
  /** Where the amount came from: a driver query, the stop wizard or the office. */
  source: z.enum(['DRIVER_QUERY', 'DRIVER', 'OFFICE']),
  customerId: idField().nullable().default(null),
  timestamp: ZMoment,
  priceBasedOnPriceAgreement: z.boolean().default(false),
});

/** application.md §3 'Task record': a summary value of the work (area, loads, tons ...); null until filled. */
export const ZTaskRecord = z.object({
  id: idField(),
  record: z.number().nonnegative().max(1e9).nullable(),
  timeStamp: ZMoment,
  unit: ZUnit,
  type: ZTaskRecordType,
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
  machineVariants: ZMachineVariants,
});

export const counterTypes = ['OPERATING_HOURS', 'KILOMETERS', 'BALES', 'HECTARES', 'LOADS', 'OTHER'] as const;

/** application.md §3 'Machine counter tracking': a counter read at start and end of a run. */
export const ZCounterTracking = z.object({
  id: idField(),
  source: z.discriminatedUnion('type', [
    z.object({ type: z.literal('MACHINE'), machineId: idField() }),
    z.object({ type: z.literal('PRICE_BLOCK'), priceBlockId: idField() }),
  ]),
  type: z.enum(counterTypes),
  startValue: nonNegativeDecimal().nullable().default(null),
  endValue: nonNegativeDecimal().nullable().default(null),
  startDate: ZMoment.nullable().default(null),
  endDate: ZMoment.nullable().default(null),
  orderRunId: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
  machineVariants: ZMachineVariants,
  employeeId: idField().nullable().default(null),
});

/** A driver's answer to one of the service's queries (application.md §3 'Driver query', five kinds). */
export const ZDriverQueryAnswer = z.object({
  id: idField(),
  queryId: idField(),
  kind: ZDriverQueryKind,
  trigger: z.enum(['START', 'STOP']),
  info: z.string().max(INPUT_LIMITS.nameLength),
  unit: ZUnit.nullable().default(null),
  /** YesNo: 'true'/'false'; SingleValue and ResourceWithAmount: the amount; BeforeAfter: the first value. */
  value: z.string().max(INPUT_LIMITS.decimalLength).nullable().default(null),
  /** BeforeAfter only: the second value. */
  afterValue: z.string().max(INPUT_LIMITS.decimalLength).nullable().default(null),
  resourceId: idField().nullable().default(null),
  resourceVariantId: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
  answeredAt: ZMoment,
});

/** One line of the order's protocol: what happened when, by whom (start, stop, customer switch, note). */
export const ZProtocolEntry = z.object({
  id: idField(),
  timestamp: ZMoment,
  kind: z.enum(['STARTED', 'STOPPED', 'CUSTOMER_SWITCHED', 'NOTE', 'CHANGED']),
  /** As long as the longest note a driver sends (stop and interrupt notes, schemas/orders/driving.ts). */
  text: optionalText(2000),
  employeeId: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
});

/** A weighing of a load (tons), e.g. at the silo's scale. */
export const ZWeighing = z.object({
  id: idField(),
  timestamp: ZMoment,
  grossKg: ZDecimal,
  tareKg: ZDecimal.nullable().default(null),
  note: optionalText(500),
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
});

/** Fuel put into a machine during the order. */
export const ZRefuel = z.object({
  id: idField(),
  timestamp: ZMoment,
  machineId: idField(),
  liters: ZDecimal,
  /** What a litre cost there (euros, decimal); unknown for the farm's own tank. */
  pricePerLiter: ZDecimal.nullable().default(null),
  gasStationId: idField().nullable().default(null),
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
});

/**
 * A toll trip of a machine charged during the order (issue 15: imported from the toll operator's trip list,
 * assigned by the machine's licence plate and the trip's time). Billed with the order; `tripId` is the
 * operator's id of the trip, so importing the same list twice adds nothing.
 */
export const ZTollRecord = z.object({
  id: idField(),
  tripId: z.string().min(1).max(INPUT_LIMITS.nameLength),
  timestamp: ZMoment,
  endTimestamp: ZMoment.nullable().default(null),
  machineId: idField(),
  licensePlate: z.string().max(20),
  /** The toll in euros, as a decimal string. */
  amount: ZDecimal,
  distanceKm: ZDecimal.nullable().default(null),
  /** Where the trip went, as the operator words it ('Ein: Münster-Nord, Aus: Greven'). */
  route: optionalText(500),
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
});
export type TTollRecord = z.infer<typeof ZTollRecord>;

/** A stretch of an employee's time on the order; a decoupled one is kept apart from the active time. */
export const ZOrderTimeTracking = z.object({
  id: idField(),
  employeeId: idField(),
  start: ZMoment,
  end: ZMoment.nullable().default(null),
  decoupled: z.boolean().default(false),
  customerId: idField().nullable().default(null),
  orderRunId: idField().nullable().default(null),
});

/** The area of a field worked in one run, when it differs from the field's own (application.md §3). */
export const ZFieldOverride = z.object({
  fieldId: idField(),
  runId: idField().nullable().default(null),
  areaHa: nonNegativeDecimal('Bitte gib eine gültige Fläche ein.'),
});

/** What the driver's day records into an order; empty when the office creates it. */
export const orderRecordFields = {
  activeTime: partList(ZActiveTimeRun),
  resourceUsages: partList(ZResourceUsage),
  taskRecords: partList(ZTaskRecord),
  counterTrackings: partList(ZCounterTracking),
  driverQueryAnswers: partList(ZDriverQueryAnswer),
  protocol: partList(ZProtocolEntry),
  weighings: partList(ZWeighing),
  refuels: partList(ZRefuel),
  tollRecords: partList(ZTollRecord),
  timeTrackings: partList(ZOrderTimeTracking),
  currentGeoLocationTrackingId: idField().nullable().default(null),
};
