import Big from 'big.js';
import { germanDay } from '../kernel/calendar';
import { decimalText, roundHalfUp } from '../kernel/money';
import type { TPriceBlock } from '../masterdata/service';
import { taskRecordTypeOfBasis } from '../orders/driving-rules';
import type { TOrder } from '../orders/order';
import { priceBlockBasisUnits } from '../price-blocks';
import type { TUnit } from '../units';
import type { TReceiptPosition } from './receipt';

/**
 * The positions a bill charges for a finished order (issue 14 point 1): one SERVICE position per price
 * block of the order's service snapshot, its quantity taken from what the driver's day recorded, and one
 * RESOURCE position per article used. A multi-customer order is billed per customer: each customer's bill
 * gets what was recorded for that customer; a record without a customer belongs to the order's first one.
 */

/** The parts of an order a bill reads. */
export type BillableOrder = Pick<
  TOrder,
  | 'id'
  | 'name'
  | 'customerIds'
  | 'fieldIds'
  | 'serviceSnapshot'
  | 'activeTime'
  | 'taskRecords'
  | 'counterTrackings'
  | 'resourceUsages'
  | 'fieldOverrides'
  | 'plannedStartDateTime'
>;

/** What the order does not hold itself: read by the caller from the service, the fields and the time trackings. */
export type BillingFacts = {
  /** The service's VAT rate (the service record; the snapshot does not carry it). 19 when unknown. */
  vatPercentPoints: number;
  /** Pauses taken inside the order's runs (time trackings with a PAUSE preset): not charged as hours. */
  pauses: readonly { start: string; end: string | null }[];
  /** The areas (ha) of the order's fields, for an area block without an AREA task record or override. */
  fieldAreasHa: Readonly<Record<string, string>>;
};

/** Hours are charged to the hundredth, like the time sheets show them. */
const HOUR_DECIMALS = 2;
/** Quantities keep what the records hold, to the 4th decimal (a hectare's square metre). */
const QUANTITY_DECIMALS = 4;
const MS_PER_HOUR = 3_600_000;

const quantityText = (value: Big, decimals = QUANTITY_DECIMALS) => decimalText(roundHalfUp(value, decimals));

/** The customer a record of the order belongs to: its own, else the order's first customer. */
const ownerOf = (order: BillableOrder, customerId: string | null): string | null =>
  customerId ?? order.customerIds[0] ?? null;

const isFor =
  (order: BillableOrder, customerId: string | null) =>
  (part: { customerId: string | null }): boolean =>
    ownerOf(order, part.customerId) === customerId;

/** Area and length units a task record may be written in, as factors of the block's unit. */
const unitFactors: Partial<Record<TUnit, Partial<Record<TUnit, string>>>> = {
  ha: { qm: '0.0001', ha: '1' },
  qm: { ha: '10000', qm: '1' },
  km: { m: '0.001', km: '1' },
  m: { km: '1000', m: '1' },
};

/** A recorded value in the unit the block charges in (a record in m² for a hectare block, ...). */
const inUnit = (value: number, recordUnit: TUnit, blockUnit: TUnit): Big =>
  new Big(value).times(unitFactors[blockUnit]?.[recordUnit] ?? '1');

/** The sum of the task records of the block's type for the customer, in the block's unit; null when none. */
const taskRecordSum = (order: BillableOrder, block: TPriceBlock, customerId: string | null): Big | null => {
  const type = block.basis === 'KILOMETER' ? 'TRACKS' : taskRecordTypeOfBasis[block.basis];
  const records = order.taskRecords.filter(
    (record) => record.type === type && record.record !== null && isFor(order, customerId)(record),
  );
  if (records.length === 0) return null;
  const unit = priceBlockBasisUnits[block.basis];
  return records.reduce((sum, record) => sum.plus(inUnit(record.record ?? 0, record.unit, unit)), new Big(0));
};

/** The distance (end − start) of the customer's ended counters of a block of a type; null when none. */
const counterSum = (
  order: BillableOrder,
  customerId: string | null,
  matches: (tracking: TOrder['counterTrackings'][number]) => boolean,
): Big | null => {
  const read = order.counterTrackings.filter(
    (tracking) =>
      matches(tracking) &&
      tracking.startValue !== null &&
      tracking.endValue !== null &&
      isFor(order, customerId)(tracking),
  );
  if (read.length === 0) return null;
  return read.reduce(
    (sum, tracking) => sum.plus(tracking.endValue ?? '0').minus(tracking.startValue ?? '0'),
    new Big(0),
  );
};

const ofBlock = (block: TPriceBlock) => (tracking: TOrder['counterTrackings'][number]) =>
  tracking.source.type === 'PRICE_BLOCK' && tracking.source.priceBlockId === block.id;

/** Milliseconds two periods share. */
const overlapMs = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** The active time of the customer's ended runs in hours, pauses inside them taken out. */
export const activeHours = (order: BillableOrder, customerId: string | null, pauses: BillingFacts['pauses']): Big => {
  const ms = order.activeTime
    .filter((run) => run.end !== null && isFor(order, customerId)(run))
    .reduce((sum, run) => {
      const span = { start: Date.parse(run.start), end: Date.parse(run.end ?? run.start) };
      const paused = pauses
        .filter((pause) => pause.end !== null)
        .reduce(
          (total, pause) =>
            total + overlapMs(span, { start: Date.parse(pause.start), end: Date.parse(pause.end ?? pause.start) }),
          0,
        );
      return sum + Math.max(0, span.end - span.start - paused);
    }, 0);
  return roundHalfUp(new Big(ms).div(MS_PER_HOUR), HOUR_DECIMALS);
};

/** The area the order worked for the customer when no AREA task record says it: overrides, else its fields. */
const plannedAreaHa = (order: BillableOrder, customerId: string | null, facts: BillingFacts): Big => {
  const runCustomer = (runId: string | null) => order.activeTime.find((run) => run.id === runId)?.customerId ?? null;
  const overrides = order.fieldOverrides.filter((override) =>
    isFor(order, customerId)({ customerId: runCustomer(override.runId) }),
  );
  if (overrides.length > 0) return overrides.reduce((sum, override) => sum.plus(override.areaHa), new Big(0));
  if (ownerOf(order, null) !== customerId) return new Big(0);
  return order.fieldIds.reduce((sum, fieldId) => sum.plus(facts.fieldAreasHa[fieldId] ?? '0'), new Big(0));
};

/** How much of a price block the customer is charged, in the block's unit. */
export const blockQuantity = (
  order: BillableOrder,
  block: TPriceBlock,
  customerId: string | null,
  facts: BillingFacts,
): string => {
  switch (block.basis) {
    case 'FLAT':
      return '1';
    case 'HOUR':
      return decimalText(
        counterSum(order, customerId, (tracking) => ofBlock(block)(tracking) && tracking.type === 'OPERATING_HOURS') ??
          activeHours(order, customerId, facts.pauses),
      );
    case 'HECTARE':
    case 'SQUARE_METER': {
      const recorded = taskRecordSum(order, block, customerId);
      if (recorded) return quantityText(recorded);
      const area = plannedAreaHa(order, customerId, facts);
      return quantityText(block.basis === 'HECTARE' ? area : area.times(10_000));
    }
    case 'METER':
    case 'KILOMETER':
      return quantityText(
        counterSum(order, customerId, ofBlock(block)) ?? taskRecordSum(order, block, customerId) ?? new Big(0),
      );
    default:
      return quantityText(taskRecordSum(order, block, customerId) ?? new Big(0));
  }
};

/** The day the work was done (German day): the first run's start, else the planned start. */
const serviceDateOf = (order: BillableOrder, customerId: string | null): string => {
  const starts = order.activeTime.filter(isFor(order, customerId)).map((run) => run.start);
  return germanDay(starts.sort()[0] ?? order.plannedStartDateTime);
};

const folded = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/**
 * What a SERVICE position says below its name: the service and the order, without what the name says
 * already. A block is often named like its service, and an order like its service ('Häckseln' /
 * 'Häckseln Hofstelle'): the description would repeat the name. A part the name contains is left out, a
 * part that begins with the name keeps only the rest; undefined when nothing is left.
 */
export const serviceDescription = (name: string, parts: readonly (string | undefined)[]): string | undefined => {
  const named = folded(name);
  // The name as a whole word at the start: 'Häckseln Hofstelle' begins with 'Häckseln', 'Häckselmais' does not.
  const restAfterName = (part: string) => {
    const rest = part.slice(name.trim().length);
    return named !== '' && folded(part).startsWith(named) && !/^[\p{L}\p{N}]/u.test(rest) ? rest : part;
  };
  const kept = parts
    .map((part) => restAfterName((part ?? '').trim()))
    .map((part) => part.replace(/^[\s:,–-]+/, ''))
    .filter((part) => part !== '' && !named.includes(folded(part)));
  // A part another part contains goes too ('Häckseln' beside 'Mais häckseln'); of equal parts the first stays.
  const distinct = kept.filter((part, index) =>
    kept.every((other, otherIndex) => {
      if (otherIndex === index) return true;
      if (folded(other) === folded(part)) return index < otherIndex;
      return !folded(other).includes(folded(part));
    }),
  );
  return distinct.length > 0 ? distinct.join(': ') : undefined;
};

const basePosition = {
  description: undefined,
  discountPercent: '0',
  vatCategory: 'S',
} as const;

/** The positions of one customer's bill for one finished order: price blocks, then articles. */
export const positionsFromOrder = (
  order: BillableOrder,
  customerId: string | null,
  facts: BillingFacts,
): TReceiptPosition[] => {
  const serviceDate = serviceDateOf(order, customerId);
  const blocks = (order.serviceSnapshot?.priceBlocks ?? []).map(
    (block): TReceiptPosition => ({
      ...basePosition,
      id: `${order.id}-${block.id}`,
      kind: 'SERVICE',
      name: block.name,
      description: serviceDescription(block.name, [order.serviceSnapshot?.name, order.name]),
      quantity: blockQuantity(order, block, customerId, facts),
      unit: priceBlockBasisUnits[block.basis],
      unitPrice: block.price,
      vatPercentPoints: facts.vatPercentPoints,
      serviceDate,
      source: { orderId: order.id, priceBlockId: block.id, resourceUsageId: null },
    }),
  );
  const usages = order.resourceUsages.filter(isFor(order, customerId)).map(
    (usage): TReceiptPosition => ({
      ...basePosition,
      id: `${order.id}-${usage.id}`,
      kind: 'RESOURCE',
      name: usage.resourceName,
      quantity: usage.amount,
      unit: usage.resourceUnit,
      unitPrice: usage.resourcePricePerUnit ?? '0',
      vatPercentPoints: usage.vatPercentPoints,
      serviceDate: germanDay(usage.timestamp),
      source: { orderId: order.id, priceBlockId: null, resourceUsageId: usage.id },
    }),
  );
  return [...blocks, ...usages];
};

/** The customers an order's bills go to, each with his share: the receipt receiver gets every share. */
export const billCustomersOf = (order: Pick<TOrder, 'customerIds'>): (string | null)[] =>
  order.customerIds.length > 0 ? [...order.customerIds] : [null];

/** Why an order cannot go on a bill (at orderIds.N of createBillsFromOrders). */
export const billingMessages = {
  notDone: 'Nur erledigte Aufträge können abgerechnet werden.',
  noCustomer: 'Der Auftrag hat keinen Kunden, an den eine Rechnung gehen kann.',
  noOperatingUnit: 'Der Auftrag hat keinen Betrieb. Bitte wähle im Auftrag einen Betrieb aus.',
} as const;
