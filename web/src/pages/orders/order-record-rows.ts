import { taskRecordTypeLabels } from '../../../../schemas/order-enums';
import { counterKeyOf } from '../../../../schemas/orders/driving';
import { countersOf } from '../../../../schemas/orders/driving-rules';
import type { TOrder } from '../../../../schemas/orders/order';
import { de } from '../../i18n/de';
import { formatDateTime, formatDecimal, formatDuration, formatEuro } from '../format';

const texts = de.orderRecords;

/**
 * What the driver's day recorded on an order (application.md §3 'Order': runs, resource usages, counter
 * trackings, task records, driver query answers, protocol, time trackings) as the rows the details page
 * shows: German dates, numbers and money, names of the records they name.
 */
export type NameOf = (id: string | null | undefined) => string;
type Row = { id: string };

const minutesBetween = (start: string, end: string | null): string =>
  end === null ? '–' : formatDuration((new Date(end).getTime() - new Date(start).getTime()) / 60_000);

const machineName = (order: TOrder, machineId: string): string =>
  order.machineSnapshots.find((machine) => machine.id === machineId)?.name ?? '';

const numberText = (value: number | null): string => (value === null ? '–' : formatDecimal(String(value)));

/** The variants a run was done with, by the names the order's machines had when planned. */
const variantNames = (order: TOrder, variants: readonly { machineId: string; variantId: string }[]): string =>
  variants
    .map(({ machineId, variantId }) => {
      const machine = order.machineSnapshots.find((snapshot) => snapshot.id === machineId);
      const variant = machine?.variants.find((candidate) => candidate.id === variantId);
      return machine && variant ? `${machine.name}: ${variant.name}` : '';
    })
    .filter(Boolean)
    .join(', ');

export type RunRow = Row & { start: string; end: string; customer: string; variants: string; duration: string };

export const runRows = (order: TOrder, nameOf: NameOf): RunRow[] =>
  order.activeTime.map((run) => ({
    id: run.id,
    start: formatDateTime(run.start),
    end: run.end === null ? texts.running : formatDateTime(run.end),
    customer: nameOf(run.customerId),
    variants: variantNames(order, run.machineVariants),
    duration: minutesBetween(run.start, run.end),
  }));

export type AmountRow = Row & { article: string; amount: string; unit: string; pricePerUnit: string; customer: string };

export const amountRows = (order: TOrder, nameOf: NameOf): AmountRow[] =>
  order.resourceUsages.map((usage) => ({
    id: usage.id,
    article: usage.resourceName,
    amount: formatDecimal(usage.amount),
    unit: usage.resourceUnit,
    pricePerUnit: formatEuro(usage.resourcePricePerUnit),
    customer: nameOf(usage.customerId),
  }));

export type CounterRow = Row & { counter: string; start: string; end: string; customer: string };

/** A counter by the name the run knew it by (machine hour meter, price block), else by its machine. */
export const counterRows = (order: TOrder, nameOf: NameOf): CounterRow[] => {
  const labels = new Map(
    countersOf(order.serviceSnapshot, order.machineSnapshots).map((spec) => [spec.key, spec.label]),
  );
  return order.counterTrackings.map((counter) => ({
    id: counter.id,
    counter:
      labels.get(counterKeyOf(counter.source, counter.type)) ??
      (counter.source.type === 'MACHINE' ? machineName(order, counter.source.machineId) : ''),
    start: formatDecimal(counter.startValue),
    end: formatDecimal(counter.endValue),
    customer: nameOf(counter.customerId),
  }));
};

export type TaskRecordRow = Row & { type: string; value: string; unit: string; customer: string };

export const taskRecordRows = (order: TOrder, nameOf: NameOf): TaskRecordRow[] =>
  order.taskRecords.map((record) => ({
    id: record.id,
    type: taskRecordTypeLabels[record.type],
    value: numberText(record.record),
    unit: record.unit,
    customer: nameOf(record.customerId),
  }));

export type AnswerRow = Row & { question: string; answer: string; answeredAt: string };

/** An answer as the driver gave it: yes or no, an amount, or the values before and after. */
const answerText = (answer: TOrder['driverQueryAnswers'][number]): string => {
  if (answer.value === null) return '–';
  if (answer.kind === 'YesNo') return answer.value === 'true' ? de.orders.yes : de.orders.no;
  const unit = answer.unit ? ` ${answer.unit}` : '';
  if (answer.kind === 'BeforeAfter')
    return `${formatDecimal(answer.value)} → ${formatDecimal(answer.afterValue)}${unit}`;
  return `${formatDecimal(answer.value)}${unit}`;
};

export const answerRows = (order: TOrder): AnswerRow[] =>
  order.driverQueryAnswers.map((answer) => ({
    id: answer.id,
    question: answer.info,
    answer: answerText(answer),
    answeredAt: formatDateTime(answer.answeredAt),
  }));

export type ProtocolRow = Row & { at: string; event: string; text: string; employee: string };

/** The protocol as a timeline, oldest first. */
export const protocolRows = (order: TOrder, nameOf: NameOf): ProtocolRow[] =>
  [...order.protocol]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.timestamp),
      event: texts.protocolKinds[entry.kind],
      text: [entry.text, nameOf(entry.customerId)].filter(Boolean).join(' – '),
      employee: nameOf(entry.employeeId),
    }));

export type TimeTrackingRow = Row & {
  employee: string;
  start: string;
  end: string;
  duration: string;
  decoupled: string;
};

export const timeTrackingRows = (order: TOrder, nameOf: NameOf): TimeTrackingRow[] =>
  order.timeTrackings.map((tracking) => ({
    id: tracking.id,
    employee: nameOf(tracking.employeeId),
    start: formatDateTime(tracking.start),
    end: tracking.end === null ? texts.running : formatDateTime(tracking.end),
    duration: minutesBetween(tracking.start, tracking.end),
    decoupled: tracking.decoupled ? de.orders.yes : de.orders.no,
  }));
